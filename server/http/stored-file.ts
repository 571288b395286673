// Answers a file from storage: streamed, never read whole, with the validators and byte ranges a
// static file server gives (the BFF passes Range and If-None-Match on, so a video seeks with a 206
// and a cached image revalidates with a 304).
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ByteRange, ObjectInfo, Storage } from "../providers/storage";
import { notFound } from "./errors";
import { messages } from "./messages";

/** What we store, by extension; anything else is sent as bytes (and `nosniff` keeps it so). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".mpg": "video/mpeg",
  ".mpeg": "video/mpeg",
  ".mov": "video/quicktime",
  ".3gp": "video/3gpp",
  ".3g2": "video/3gpp2",
  ".mkv": "video/x-matroska",
  ".avi": "video/x-msvideo",
  ".pdf": "application/pdf",
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";

const etagOf = (object: ObjectInfo) => `W/"${object.size.toString(16)}-${object.modified.getTime().toString(16)}"`;

/** HTTP dates have whole seconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function notModified(request: FastifyRequest, object: ObjectInfo, etag: string): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch) return noneMatch === "*" || noneMatch.split(",").some((tag) => tag.trim() === etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && seconds(object.modified) <= since / 1000;
}

/**
 * One `bytes=` range of an object of `size` bytes: `ByteRange`, "unsatisfiable", or null when the header
 * is absent or not one we serve (several ranges, another unit): the whole object is then sent.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** `If-Range` lets a range through only while the object is the one the client holds part of. */
function rangeStillValid(request: FastifyRequest, object: ObjectInfo, etag: string): boolean {
  const ifRange = request.headers["if-range"];
  if (typeof ifRange !== "string") return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === etag;
  return seconds(object.modified) <= Date.parse(ifRange) / 1000;
}

export type StoredFileHeaders = { contentType: string; cacheControl: string; extra?: Record<string, string> };

/** Sends `key` of `storage` (404 when it is missing), honouring conditional and single-range requests. */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  headers: StoredFileHeaders,
): Promise<FastifyReply> {
  // A plain GET opens the object once; a range or a revalidation first asks for its size and date
  // only (a HEAD on a bucket), so a video's seek never starts reading the whole file.
  const checked = Boolean(
    request.headers.range || request.headers["if-none-match"] || request.headers["if-modified-since"],
  );
  const whole = checked ? null : await storage.stream(key);
  const info = whole ?? (await storage.stat(key));
  if (!info) throw notFound(messages.fileNotFound);
  const etag = etagOf(info);
  reply
    .header("Content-Type", headers.contentType)
    .header("Cache-Control", headers.cacheControl)
    .header("ETag", etag)
    .header("Last-Modified", info.modified.toUTCString())
    .header("Accept-Ranges", "bytes")
    .headers(headers.extra ?? {});
  if (notModified(request, info, etag)) return reply.code(304).send();
  const range = rangeStillValid(request, info, etag) ? parseRange(request.headers.range, info.size) : null;
  if (range === null) {
    const object = whole ?? (await storage.stream(key));
    if (!object) throw notFound(messages.fileNotFound);
    return reply.header("Content-Length", object.size).send(object.stream);
  }
  if (range === "unsatisfiable") return reply.code(416).header("Content-Range", `bytes */${info.size}`).send();
  const part = await storage.stream(key, range);
  if (!part) throw notFound(messages.fileNotFound);
  return reply
    .code(206)
    .header("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`)
    .header("Content-Length", range.end - range.start + 1)
    .send(part.stream);
}
