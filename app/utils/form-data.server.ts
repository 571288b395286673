// Reading a posted body: a malformed one (multipart without a boundary, a cut-off part) is the
// client's fault and gets the shop's 400 page, not a 500 with a stack in the log. A body that
// carries more than any of the shop's forms sends (too many bytes, fields or parts, an over-long
// field name or value) is refused with the 413 page before it is parsed: parsing and logging a
// hundred thousand repeated fields would hold the worker for every other visitor (decision 123).
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy from "@fastify/busboy";
import { data } from "@remix-run/node";
import { errorPageData } from "./errors";
import { logger } from "./logger.server";
import { getRequestId } from "./request-id.server";

/** What a form without files may carry: far above the largest form of the shop, far below harm. */
export const FORM_LIMITS = {
  /** Bytes of the whole body. */
  bodyBytes: 1024 * 1024,
  /** Fields (or multipart parts) per request; the checkout's longest list is 200 lines. */
  fields: 1000,
  /** Bytes of one field's name. */
  nameBytes: 200,
  /** Bytes of one field's value. */
  valueBytes: 64 * 1024,
} as const;

export type FormLimits = { [K in keyof typeof FORM_LIMITS]: number };

/** What the multipart parser is handed at a time. */
const SLICE_BYTES = 64 * 1024;

/** A body over one of the limits: answered with the 413 page, never parsed further. */
export class FormTooLargeError extends Error {
  constructor(readonly limit: keyof FormLimits | "files") {
    super(`form over its ${limit} limit`);
    this.name = "FormTooLargeError";
  }
}

/** Resolves what `reading` reads from the request's body, or throws the 400 (413) page when it cannot be parsed. */
export async function bodyOr400<T>(request: Request, reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    const tooLarge = error instanceof FormTooLargeError;
    logger.warn(
      {
        requestId: getRequestId(request),
        path: new URL(request.url).pathname,
        contentType: request.headers.get("Content-Type")?.slice(0, 200),
        cause: error instanceof Error ? error.message : String(error),
      },
      tooLarge ? "form body over its limits" : "malformed form body",
    );
    const status = tooLarge ? 413 : 400;
    throw data(errorPageData(status), { status });
  }
}

/** The form of a request without files, bounded by `limits`; a malformed body is the 400 page, an oversized one the 413. */
export const readFormData = (request: Request, limits: FormLimits = FORM_LIMITS): Promise<FormData> =>
  bodyOr400(request, boundedFormData(request, limits));

async function boundedFormData(request: Request, limits: FormLimits): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (Number(request.headers.get("Content-Length") ?? "0") > limits.bodyBytes) throw new FormTooLargeError("bodyBytes");
  if (/^multipart\/form-data/i.test(contentType) && request.body)
    return multipartFields(request.body, contentType, limits);
  if (/^application\/x-www-form-urlencoded/i.test(contentType) || !contentType) {
    const body = await readCapped(request, limits.bodyBytes);
    return urlencodedFields(body, limits);
  }
  return request.formData();
}

/** The body's bytes as text, stopping (and cancelling the stream) once there are more than `maxBytes`. */
async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FormTooLargeError("bodyBytes");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Counts the pairs and measures each before URLSearchParams builds anything. */
export function urlencodedFields(body: string, limits: FormLimits): FormData {
  let fields = 0;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf("&", start);
    if (end === -1) end = body.length;
    if (end > start) {
      if (++fields > limits.fields) throw new FormTooLargeError("fields");
      const equals = body.indexOf("=", start);
      const nameEnd = equals === -1 || equals > end ? end : equals;
      // Encoded lengths: at most three times the decoded bytes, so the check is on the safe side.
      if (nameEnd - start > limits.nameBytes * 3) throw new FormTooLargeError("nameBytes");
      if (end - nameEnd - 1 > limits.valueBytes * 3) throw new FormTooLargeError("valueBytes");
    }
    start = end + 1;
  }
  const formData = new FormData();
  for (const [name, value] of new URLSearchParams(body)) {
    if (Buffer.byteLength(name) > limits.nameBytes) throw new FormTooLargeError("nameBytes");
    if (Buffer.byteLength(value) > limits.valueBytes) throw new FormTooLargeError("valueBytes");
    formData.append(name, value);
  }
  return formData;
}

/**
 * A multipart form without files, read by busboy under the limits; a file part is read past and
 * dropped (no form of these routes has a file input).
 */
async function multipartFields(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: FormLimits,
): Promise<FormData> {
  const formData = new FormData();
  const { counter, busboy, fail } = boundedMultipart(contentType, limits);
  busboy.on("field", (name, value) => formData.append(name, value));
  busboy.on("file", (_name, stream) => stream.resume());
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  try {
    await pipeline(source, counter, busboy);
  } catch (error) {
    source.destroy();
    throw fail() ?? error;
  }
  const failure = fail();
  if (failure) throw failure;
  return formData;
}

/**
 * A byte counter and a busboy parser that stop the read at the first limit crossed (bytes, parts,
 * fields, a name or value too long): `fail()` says which, once the pipeline ends. The upload reader
 * shares it with its own file limits.
 */
export function boundedMultipart(
  contentType: string,
  limits: FormLimits,
  files: { files: number; fileBytes: number } = { files: 0, fileBytes: limits.valueBytes },
) {
  let failure: FormTooLargeError | undefined;
  let requestBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      requestBytes += chunk.byteLength;
      if (requestBytes > limits.bodyBytes) failure ??= new FormTooLargeError("bodyBytes");
      if (failure) return done(failure);
      // busboy parses a chunk whole before its limit events stop it: a body handed over in one piece
      // (a buffered Request) goes on in slices, so the parser stops within a slice of the limit.
      for (let at = 0; at < chunk.byteLength; at += SLICE_BYTES) this.push(chunk.subarray(at, at + SLICE_BYTES));
      done();
    },
  });
  const stop = (reason: FormTooLargeError["limit"]) => {
    failure ??= new FormTooLargeError(reason);
    counter.destroy(failure);
  };
  const busboy = new Busboy({
    headers: { "content-type": contentType },
    limits: {
      fields: limits.fields,
      parts: limits.fields + files.files,
      // Without files allowed, a stray file part only counts as a part (its bytes are read past).
      files: files.files || limits.fields,
      fieldSize: limits.valueBytes,
      fileSize: files.fileBytes,
    },
  });
  busboy.on("partsLimit", () => stop("fields"));
  busboy.on("fieldsLimit", () => stop("fields"));
  busboy.on("filesLimit", () => stop("files"));
  busboy.on("field", (name, _value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) stop("valueBytes");
    else if (Buffer.byteLength(name) > limits.nameBytes) stop("nameBytes");
  });
  return { counter, busboy, fail: () => failure };
}
