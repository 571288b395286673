// Forms that carry files (profile photo, review media, complaint proofs). The body is read as it
// streams in, counting bytes per part and for the whole request, and stops at either limit: a
// chunked body (no Content-Length) cannot skip the cap. Files are spooled to a temporary folder,
// never held in memory, and go on to the API as streams (`getApi(request).upload`); the folder
// is removed when the action is done.
import { bodyOr400, boundedMultipart, FORM_LIMITS, FormTooLargeError, readFormData } from "./form-data.server";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { data } from "@remix-run/node";
import type { FormReply } from "./form.server";
import { logSubmission } from "./submission.server";

/** Room for the text fields and the multipart framing next to the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
/** Files one post may carry: the most slots a form of the shop has (complaint proofs, review media). */
const MAX_FILES = 10;

/** `maxPartBytes`: one file; `maxFileBytes`: all files of the request together. */
export type UploadLimits = { maxPartBytes: number; maxFileBytes: number };

/** The limits a form answers on its file field; the others (fields, names) get the 413 page. */
const FILE_SIZE_LIMITS = new Set<FormTooLargeError["limit"]>(["bodyBytes", "valueBytes", "files"]);

const spooled = new WeakMap<Blob, string>();

/** Where a file of this request's upload lies on disk, for sending it on without new buffers. */
export function spooledPath(file: Blob): string | undefined {
  return spooled.get(file);
}

/**
 * Reads the form, hands it to `handle` (null when it is too large to read), then removes the
 * spooled files. A form without files is read as usual.
 */
export async function withUploadForm<T>(
  request: Request,
  limits: UploadLimits,
  handle: (formData: FormData | null) => Promise<T>,
): Promise<T> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) return handle(await readFormData(request));
  const maxRequestBytes = limits.maxFileBytes + FORM_OVERHEAD_BYTES;
  if (Number(request.headers.get("Content-Length") ?? "0") > maxRequestBytes) return handle(null);
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), "upload-"));
  try {
    // Too many or too large files are the form's error; too many fields the 413 page; any other failure
    // (no boundary, a cut-off part) the 400 page.
    const formData = await bodyOr400(
      request,
      spool(request.body, contentType, folder, limits.maxPartBytes, maxRequestBytes).catch((error: unknown) => {
        if (error instanceof FormTooLargeError && FILE_SIZE_LIMITS.has(error.limit)) return null;
        throw error;
      }),
    );
    return await handle(formData);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Parses the multipart body with busboy (a streaming parser that hands on views of the incoming
 * chunks rather than copies, so a large file makes little garbage), writing each file to `folder`.
 * Answers the fields in their order, files as disk-backed `File`s.
 */
async function spool(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  folder: string,
  maxPartBytes: number,
  maxRequestBytes: number,
): Promise<FormData> {
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const { counter, busboy, fail } = boundedMultipart(
    contentType,
    { ...FORM_LIMITS, bodyBytes: maxRequestBytes },
    { files: MAX_FILES, fileBytes: maxPartBytes },
  );
  const entries: Promise<[string, string | File]>[] = [];
  const streams: (Readable | fs.WriteStream)[] = [];
  // Stops reading at once: the rest of the body is never pulled in.
  const stop = () => counter.destroy(new FormTooLargeError("bodyBytes"));
  busboy.on("field", (name, value) => {
    entries.push(Promise.resolve([name, value]));
  });
  busboy.on("file", (name, stream, filename, _encoding, type) => {
    const file = path.join(folder, String(entries.length));
    const out = fs.createWriteStream(file);
    streams.push(stream, out);
    stream.on("limit", stop);
    const entry = pipeline(stream, out).then(async () => {
      const blob = new File([await fs.openAsBlob(file, { type })], filename ?? "", { type });
      spooled.set(blob, file);
      return [name, blob] as [string, File];
    });
    // A refused post leaves its half-written files behind without waiting for them.
    entry.catch(() => undefined);
    entries.push(entry);
  });
  try {
    await pipeline(source, counter, busboy);
  } catch (error) {
    source.destroy();
    for (const stream of streams) stream.destroy();
    throw fail() ?? error;
  }
  const failure = fail();
  if (failure) throw failure;
  const settled = await Promise.all(entries);
  const formData = new FormData();
  for (const [name, value] of settled) formData.append(name, value);
  return formData;
}

/**
 * The answer to a post too large to read: `message` on the file field (and in the warning box
 * when `alert`), logged once like any refused submission. The typed values are lost with the body.
 */
export function uploadTooLarge(options: {
  request: Request;
  route: string;
  intent: string;
  userId: number;
  field?: string;
  message: string;
  alert?: boolean;
}) {
  const { request, route, intent, userId, field = "image", message, alert } = options;
  logSubmission({
    request,
    route,
    intent,
    userId,
    formData: new FormData(),
    outcome: "invalid",
    failingFields: [field],
    errors: { [field]: [message] },
    startedAt: Date.now(),
  });
  return data<FormReply>(
    { intent, result: { status: "error", error: { [field]: [message] } }, alert: alert ? message : undefined },
    { status: 413 },
  );
}
