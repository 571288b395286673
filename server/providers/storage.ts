// File storage behind one interface: bytes go in and come out as streams, so no upload or download
// is held whole in memory. The local folder adapter is the default; `s3-storage.ts` implements the
// same methods on an S3-compatible bucket when several API instances run (design §1 "Scale").
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Inclusive byte positions, as in a `Range: bytes=start-end` request. */
export type ByteRange = { start: number; end: number };

export type ObjectInfo = {
  /** Bytes of the whole object. */
  size: number;
  /** Last written: with `size` it makes the object's validator (ETag, Last-Modified). */
  modified: Date;
};

export type StoredObject = ObjectInfo & {
  /** The whole object, or only `range` when one was asked for. */
  stream: Readable;
};

export interface Storage {
  /** Streams `source` to `key` (never overwriting); a failure leaves nothing behind. Answers the bytes written. */
  put(key: string, source: Readable | Uint8Array): Promise<{ size: number }>;
  /** The object (or the bytes of `range`, which must lie inside it) as a stream with its size, or null when there is none. */
  stream(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size and date without its bytes (a range or a revalidation is checked against them), or null. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Renames an object (an upload spooled under a temporary key gets its final name). */
  move(from: string, to: string): Promise<void>;
}

/** Keys are relative paths of plain segments: nothing can climb out of the storage root. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;
export const isStorageKey = (key: string) => KEY.test(key) && !key.split("/").includes("..") && key.length <= 255;

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A local folder: `key` is a path below `root`. */
export function localFolderStorage(root: string): Storage {
  const file = (key: string) => path.join(root, checkedKey(key));
  async function infoOf(key: string): Promise<ObjectInfo | null> {
    if (!isStorageKey(key)) return null;
    try {
      const info = await stat(file(key));
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch {
      return null;
    }
  }
  return {
    async put(key, source) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // Opened: the file is ours to remove if the upload fails.
      let opened = false;
      const writer = createWriteStream(target, { flags: "wx" }).once("open", () => (opened = true));
      try {
        await pipeline(source instanceof Uint8Array ? [source] : source, counter, writer);
      } catch (error) {
        // A source can fail before the file is open: wait for the writer to settle, or the file appears after the rm.
        if (!writer.closed) await new Promise<void>((settled) => writer.once("close", () => settled()));
        if (opened) await rm(target, { force: true });
        throw error;
      }
      return { size };
    },
    async stream(key, range) {
      const info = await infoOf(key);
      return info && { ...info, stream: createReadStream(file(key), range) };
    },
    stat: infoOf,
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async move(from, to) {
      await mkdir(path.dirname(file(to)), { recursive: true });
      await rename(file(from), file(to));
    },
  };
}

/**
 * The local folder of files never served as they are (complaint proofs, upload spools): `<storage>/private`
 * when the public folder is `<storage>/public` (the API's layout), else a `-private` sibling (tests).
 */
export function privateStorageDir(publicDir: string): string {
  const base = path.basename(publicDir);
  return path.join(path.dirname(path.resolve(publicDir)), base === "public" ? "private" : `${base}-private`);
}

/** Thrown by `byteLimit` when a stream passes its limit. */
export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
    this.name = "TooLargeError";
  }
}

/**
 * Counts the bytes of `source` as they are read and fails as soon as they exceed `limit`, so an
 * oversized upload stops at the limit instead of being read to its end. Keeps the first `headBytes`
 * (for sniffing the type by its magic bytes). Pull-based: nothing is read until the result is consumed.
 */
export function byteLimit(limit: number, headBytes = 0) {
  const head: Buffer[] = [];
  let kept = 0;
  let size = 0;
  async function* counted(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > limit) throw new TooLargeError(limit);
      if (kept < headBytes) {
        const part = chunk.subarray(0, headBytes - kept);
        head.push(Buffer.from(part));
        kept += part.length;
      }
      yield chunk;
    }
  }
  return {
    count: (source: AsyncIterable<Buffer>) => Readable.from(counted(source), { objectMode: false }),
    head: () => Buffer.concat(head),
    size: () => size,
  };
}
