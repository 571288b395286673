// The storage interface on an S3-compatible bucket (AWS S3, MinIO, Ceph's radosgw), so every API
// instance reads what any of them stored (decision 0140). Objects are written without an ACL and are
// only ever read through the API, which checks who may see them: the bucket stays private.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
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

/** Bytes per part of a multipart upload, and the parts in memory at once: an upload holds at most ~10 MB. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 1;

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
      let size = 0;
      const body =
        source instanceof Uint8Array
          ? source
          : Readable.from(
              (async function* counted() {
                for await (const chunk of source as AsyncIterable<Buffer>) {
                  size += chunk.length;
                  yield chunk;
                }
              })(),
              { objectMode: false },
            );
      // One PUT for a small object, a multipart upload for a large one, aborted (nothing left) on failure.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: target, Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: false,
      });
      await upload.done();
      return { size: source instanceof Uint8Array ? source.length : size };
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
