// Multipart bodies to the API, streamed: each file is read from where the upload reader spooled it
// and written to the socket with backpressure, so a 40 MB video never sits in memory. node:http
// rather than fetch: fetch's body pump keeps far more of a large body alive between collections.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import type http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { spooledPath } from "~/utils/upload.server";
import type { FieldValue } from "./api-encode.server";
import { openUpstream, type UpstreamAnswer } from "./api-http.server";

const CHUNK_BYTES = 64 * 1024;

/** Posts `fields` as multipart/form-data; answers the status and the (small, JSON) answer text. */
export async function postMultipart(
  url: URL,
  method: string,
  headers: Record<string, string>,
  fields: [string, FieldValue][],
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  const boundary = `----shop${randomBytes(12).toString("hex")}`;
  const parts = fields.map(([name, value]) => ({ head: Buffer.from(partHead(boundary, name, value)), value }));
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length =
    parts.reduce(
      (sum, part) =>
        sum +
        part.head.byteLength +
        (typeof part.value === "string" ? Buffer.byteLength(part.value) : part.value.size) +
        2,
      0,
    ) + tail.byteLength;

  const { request, answer } = openUpstream(
    url,
    method,
    { ...headers, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(length) },
    { idleMs: timeoutMs },
  );
  // The API may answer (e.g. 401, 413) before it has read the whole body: the answer wins.
  const sent = writeBody(request, parts, tail).catch(() => undefined);
  const result = await answer;
  await sent;
  return result;
}

/** Part by part onto the socket, each file from disk with backpressure. */
async function writeBody(request: http.ClientRequest, parts: { head: Buffer; value: FieldValue }[], tail: Buffer) {
  for (const part of parts) {
    request.write(part.head);
    if (typeof part.value === "string") request.write(part.value);
    else await writeFile(request, part.value);
    request.write("\r\n");
  }
  request.end(tail);
}

function partHead(boundary: string, name: string, value: FieldValue): string {
  const quoted = (text: string) => text.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  if (typeof value === "string")
    return `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n`;
  const filename = value instanceof File && value.name ? value.name : "berkas";
  return (
    `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(filename)}"\r\n` +
    `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n`
  );
}

/**
 * A spooled file goes through one reused buffer (a chunk is handed to the socket before the next
 * read): a 40 MB video then leaves no 40 MB of garbage chunks for the collector to find later.
 */
async function writeFile(request: http.ClientRequest, file: Blob) {
  const spooledAt = spooledPath(file);
  if (!spooledAt) {
    await pipeline(Readable.fromWeb(file.stream() as NodeReadableStream<Uint8Array>), request, { end: false });
    return;
  }
  const handle = await fsp.open(spooledAt);
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, null);
      if (bytesRead === 0) return;
      await new Promise<void>((resolve, reject) =>
        request.write(buffer.subarray(0, bytesRead), (error) => (error ? reject(error) : resolve())),
      );
    }
  } finally {
    await handle.close();
  }
}
