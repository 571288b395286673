// The storage interface on an S3-compatible bucket (AWS S3, MinIO, Ceph's radosgw), so every API
// instance reads what any of them stored (decision 0140). Objects are written without an ACL and are
// only ever read through the API, which checks who may see them: the bucket stays private.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { isStorageKey, type Storage } from "./storage";

/** The bucket and where in it: objects are `<prefix><key>`. */
export type S3Location = { client: S3Client; bucket: string; prefix: string };

export type S3Settings = {
  /** `AWS_ENDPOINT_URL_S3`: MinIO, Ceph, s3rver; unset for AWS itself. */
  endpoint?: string;
  /** Default `us-east-1`, which MinIO and Ceph accept whatever they call their region. */
  region?: string;
  /** Unset: path-style exactly when an endpoint is set (decision 0140). */
  forcePathStyle?: boolean;
  /** Unset: the SDK's own chain (the `AWS_ACCESS_KEY_ID` pair, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Bytes per part of a multipart upload: S3's smallest part, and the most an upload holds in memory. */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region ?? "us-east-1",
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    // Checksums only where S3 demands them: MinIO, Ceph and s3rver read the newer streaming
    // checksum trailers as part of the body, or refuse them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that does not answer fails the request instead of holding it: 5 s to connect, 30 s
    // of silence on an open connection (a long video still streams).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  };
  if (settings.endpoint) config.endpoint = settings.endpoint;
  if (settings.credentials) config.credentials = settings.credentials;
  return new S3Client(config);
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
};

/** A range the object cannot satisfy: S3 answers 416 where the local folder gives an empty stream. */
const isUnsatisfiable = (error: unknown) =>
  (error as { name?: string }).name === "InvalidRange" || statusOf(error) === 416;

export function s3Storage({ client, bucket, prefix }: S3Location): Storage {
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return `${prefix}${key}`;
  };
  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
  return {
    async put(key, source) {
      const target = objectKey(key);
      // Every key we write is a fresh random name; the check keeps the local folder's "never overwrite"
      // without conditional writes, which older MinIO and Ceph releases do not know.
      if (await exists(target))
        throw Object.assign(new Error(`storage key exists: ${key}`), { code: "EEXIST" as const });
      if (source instanceof Uint8Array && source.length <= PART_BYTES) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: target, Body: source, ContentLength: source.length }),
        );
        return { size: source.length };
      }
      return { size: await putInParts(client, bucket, target, source instanceof Uint8Array ? [source] : source) };
    },
    async stream(key, range) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // `bytes 0-9/1234`: the whole object's size when a range was asked for.
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? "")?.[1];
        return {
          stream: answer.Body as Readable,
          size: total ? Number(total) : (answer.ContentLength ?? 0),
          modified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        if (range && isUnsatisfiable(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async move(from, to) {
      // S3 has no rename: a server-side copy (no bytes through us), then the old name goes.
      const source = objectKey(from);
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: objectKey(to),
          CopySource: `${bucket}/${source.split("/").map(encodeURIComponent).join("/")}`,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
    },
  };
}

/**
 * A stream into the bucket through one part buffer that is filled, sent and filled again (decision
 * 0165): lib-storage's Upload concatenates each part from the chunks it kept, so an upload held two
 * to three parts and left them for the old generation's collector, 15 to 30 MB per 40 MB video.
 * One PUT when the stream ends within the first part; a multipart upload, aborted on failure, past it.
 */
async function putInParts(
  client: S3Client,
  bucket: string,
  key: string,
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<number> {
  // Not zeroed: only the pages a small upload writes become resident.
  let part: Buffer | undefined;
  let filled = 0;
  let size = 0;
  let uploadId: string | undefined;
  const parts: CompletedPart[] = [];
  // The next part is copied in only after the last one's request (retries included) has finished.
  async function send() {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }))).UploadId;
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(
      new UploadPartCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber,
        Body: part!.subarray(0, filled),
        ContentLength: filled,
      }),
    );
    parts.push({ ETag, PartNumber });
    filled = 0;
  }
  try {
    for await (const chunk of source) {
      size += chunk.length;
      for (let offset = 0; offset < chunk.length;) {
        part ??= Buffer.allocUnsafeSlow(PART_BYTES);
        const take = Math.min(PART_BYTES - filled, chunk.length - offset);
        part.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === PART_BYTES) await send();
      }
    }
    if (uploadId === undefined) {
      const Body = part ? part.subarray(0, filled) : new Uint8Array(0);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body, ContentLength: filled }));
      return size;
    }
    if (filled > 0) await send();
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return size;
  } catch (error) {
    // Nothing is left behind: the parts sent so far are dropped with the upload.
    if (uploadId !== undefined)
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
        .catch(() => undefined);
    throw error;
  }
}
