import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { byteLimit, TooLargeError, type Storage } from "../providers/storage";
import { HttpError } from "./errors";
import { fieldsFromEntries, type Fields } from "./fields";
import { messages } from "./messages";

/** A file part, buffered: the request-wide limits below bound the memory it may take. Routes for large
 * files spool them instead (`SpooledFile`). */
export type UploadedFile = {
  fieldname: string;
  filename: string;
  /** As the client declared it; check the magic bytes before trusting it. */
  mimetype: string;
  size: number;
  data: Buffer;
};

/**
 * A file part streamed to storage as it arrived (routes with `spool`): only its first bytes are in
 * memory. The route moves it to its final key; whatever it leaves behind is deleted after the request.
 */
export type SpooledFile = {
  fieldname: string;
  filename: string;
  /** As the client declared it; check `head` (the magic bytes) before trusting it. */
  mimetype: string;
  size: number;
  /** The first SNIFF_BYTES bytes. */
  head: Buffer;
  /** Where the bytes are, in the route's spool storage. */
  key: string;
};

/** What type sniffers read (file-type needs 4100 bytes at most). */
export const SNIFF_BYTES = 4100;
/** Spooled parts live under this folder of the spool storage until the route moves them. */
export const SPOOL_FOLDER = "uploads";

export type MultipartLimits = {
  /** Bytes per file. */
  fileSize: number;
  /** Files per request. */
  files: number;
  /** Text fields per request. */
  fields: number;
  /** Bytes per text field. */
  fieldSize: number;
  /** What a 413 for a file over `fileSize` says (message and field error), where the spec has its own text. */
  fileTooLargeMessage?: string;
};

export const defaultMultipartLimits: MultipartLimits = {
  fileSize: 5 * 1024 * 1024,
  files: 10,
  fields: 200,
  fieldSize: 64 * 1024,
};

/** Text fields are short: their framing and values together stay under a megabyte. */
const TEXT_BYTES = 1024 * 1024;

/** The most a multipart body of these limits may declare: every file at its cap, and the text. */
export const multipartByteLimit = (limits: MultipartLimits) =>
  limits.files * (limits.fileSize + 1024) + Math.min(limits.fields * limits.fieldSize, TEXT_BYTES);

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Reads every part of a multipart request into a body object (fields by their bracket names, files as
 * `UploadedFile`). Limits are enforced by busboy while streaming; a file over the size limit becomes a
 * 413 with a field error on that file's field. An empty file input (no file chosen) is left out.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits = defaultMultipartLimits,
  spool?: { storage: Storage; keys: string[] },
): Promise<Fields> {
  // busboy reads a body to its end even past its parts limit: a declared size no form of this route
  // could reach is refused before any of it is read.
  if (Number(request.headers["content-length"] ?? 0) > multipartByteLimit(limits))
    throw new HttpError(413, messages.tooLarge);
  const entries: [string, unknown][] = [];
  try {
    await readParts(request, limits, entries, spool);
  } catch (error) {
    // busboy's own failures (no boundary, a cut-off body, a broken part header) carry no status:
    // they are the client's malformed request, not our fault.
    // busboy may report the size limit from the part iterator rather than the file stream.
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE" && limits.fileTooLargeMessage)
      throw new HttpError(413, limits.fileTooLargeMessage);
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
    throw new HttpError(400, messages.malformed);
  }
  return fieldsFromEntries(entries);
}

async function readParts(
  request: FastifyRequest,
  limits: MultipartLimits,
  entries: [string, unknown][],
  spool: { storage: Storage; keys: string[] } | undefined,
) {
  const tooLarge = (fieldname: string) =>
    new HttpError(413, limits.fileTooLargeMessage ?? messages.fileTooLarge, {
      [fieldKey(fieldname)]: [limits.fileTooLargeMessage ?? `Ukuran file maksimal ${formatSize(limits.fileSize)}`],
    });
  const { fileTooLargeMessage: _message, ...busboyLimits } = limits;
  const parts = request.parts({ limits: { ...busboyLimits, parts: limits.files + limits.fields } });
  for await (const part of parts) {
    if (part.type === "field") {
      // busboy cuts an over-long value silently; a cut value must not pass as the real one.
      if (part.valueTruncated)
        throw new HttpError(413, messages.tooLarge, { [fieldKey(part.fieldname)]: [messages.tooLarge] });
      entries.push([part.fieldname, typeof part.value === "string" ? part.value : String(part.value)]);
      continue;
    }
    if (spool) {
      const key = `${SPOOL_FOLDER}/${randomBytes(16).toString("hex")}`;
      const counted = byteLimit(limits.fileSize, SNIFF_BYTES);
      spool.keys.push(key);
      try {
        await spool.storage.put(key, counted.count(part.file));
      } catch (error) {
        part.file.resume();
        if (error instanceof TooLargeError || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw tooLarge(part.fieldname);
        throw error;
      }
      if (!part.filename && counted.size() === 0) continue;
      entries.push([
        part.fieldname,
        {
          fieldname: part.fieldname,
          filename: part.filename ?? "",
          mimetype: part.mimetype,
          size: counted.size(),
          head: counted.head(),
          key,
        } satisfies SpooledFile,
      ]);
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge(part.fieldname);
      throw error;
    }
    if (!part.filename && data.length === 0) continue;
    entries.push([
      part.fieldname,
      {
        fieldname: part.fieldname,
        filename: part.filename ?? "",
        mimetype: part.mimetype,
        size: data.length,
        data,
      } satisfies UploadedFile,
    ]);
  }
}

/** `image[]` → `image`, `files[0][file]` → `files.0.file`: the same keys validation errors use. */
function fieldKey(name: string): string {
  return name.replace(/\[\]$/, "").replace(/\[([^\]]*)\]/g, ".$1");
}
