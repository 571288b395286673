import type { FastifyRequest } from "fastify";
import { HttpError } from "./errors";
import { fieldsFromEntries, type Fields } from "./fields";
import { messages } from "./messages";

/** A file part, buffered: the request-wide limits below bound the memory it may take. */
export type UploadedFile = {
  fieldname: string;
  filename: string;
  /** As the client declared it; check the magic bytes before trusting it. */
  mimetype: string;
  size: number;
  data: Buffer;
};

export type MultipartLimits = {
  /** Bytes per file. */
  fileSize: number;
  /** Files per request. */
  files: number;
  /** Text fields per request. */
  fields: number;
  /** Bytes per text field. */
  fieldSize: number;
};

export const defaultMultipartLimits: MultipartLimits = {
  fileSize: 5 * 1024 * 1024,
  files: 10,
  fields: 200,
  fieldSize: 64 * 1024,
};

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
): Promise<Fields> {
  const entries: [string, unknown][] = [];
  try {
    await readParts(request, limits, entries);
  } catch (error) {
    // busboy's own failures (no boundary, a cut-off body, a broken part header) carry no status:
    // they are the client's malformed request, not our fault.
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
    throw new HttpError(400, messages.malformed);
  }
  return fieldsFromEntries(entries);
}

async function readParts(request: FastifyRequest, limits: MultipartLimits, entries: [string, unknown][]) {
  const parts = request.parts({ limits: { ...limits, parts: limits.files + limits.fields } });
  for await (const part of parts) {
    if (part.type === "field") {
      // busboy cuts an over-long value silently; a cut value must not pass as the real one.
      if (part.valueTruncated)
        throw new HttpError(413, messages.tooLarge, { [fieldKey(part.fieldname)]: [messages.tooLarge] });
      entries.push([part.fieldname, typeof part.value === "string" ? part.value : String(part.value)]);
      continue;
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw new HttpError(413, messages.fileTooLarge, {
          [fieldKey(part.fieldname)]: [`Ukuran file maksimal ${formatSize(limits.fileSize)}`],
        });
      }
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
