import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import { fail } from "./envelope";
import { HttpError } from "./errors";
import { messages } from "./messages";
import { toFieldErrors } from "./validation";

/** Client errors raised by Fastify and its plugins, answered in Indonesian instead of their English text. */
const clientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMedia,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.malformed,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.malformed,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.malformed,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
  FST_REQ_FILE_TOO_LARGE: messages.fileTooLarge,
  FST_PARTS_LIMIT: messages.tooManyParts,
  FST_FILES_LIMIT: messages.tooManyParts,
  FST_FIELDS_LIMIT: messages.tooManyParts,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.unsupportedMedia,
  FST_PROTO_VIOLATION: messages.malformed,
};

function clientMessage(error: FastifyError, status: number): string {
  const known = error.code ? clientMessages[error.code] : undefined;
  if (known) return known;
  // JSON.parse failures reach here as a 400 SyntaxError.
  if (error instanceof SyntaxError) return messages.malformed;
  if (status === 404) return messages.notFound;
  if (status === 413) return messages.tooLarge;
  if (status === 415) return messages.unsupportedMedia;
  return messages.badRequest;
}

/** Names the failure on the request's single log line instead of logging a line of its own. */
const note = (request: FastifyRequest, error: string) => {
  request.logContext = { ...request.logContext, error };
};

export function errorHandler(
  error: FastifyError | HttpError | z.ZodError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    note(request, error.fieldErrors ? `invalid: ${Object.keys(error.fieldErrors).join(",")}` : error.message);
    return reply.code(error.statusCode).send(fail(error.message, error.fieldErrors));
  }
  if (error instanceof z.ZodError) {
    const fieldErrors = toFieldErrors(error.issues, "body");
    note(request, `invalid: ${Object.keys(fieldErrors).join(",")}`);
    return reply.code(400).send(fail(messages.invalid, fieldErrors));
  }
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    note(request, error.code ?? error.name);
    return reply.code(status).send(fail(clientMessage(error, status)));
  }
  // The stack goes to the log only; the client gets a generic text.
  request.log.error({ err: error }, "unhandled error");
  return reply.code(500).send(fail(messages.internal));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const isFile = request.url.startsWith("/storage/");
  return reply.code(404).send(fail(isFile ? messages.fileNotFound : messages.routeNotFound));
}
