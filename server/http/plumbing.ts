import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { registerClientIp } from "./client-ip";
import { errorHandler, notFoundHandler } from "./error-handler";
import { HttpError } from "./errors";
import { parseUrlencoded } from "./fields";
import { messages } from "./messages";
import { defaultMultipartLimits } from "./multipart";
import { registerRequestLog } from "./request-log";

export type PlumbingOptions = { trustedProxyKey?: string };

/** Body parsers, request id echo and log line, client IP, security header, error and 404 envelopes. */
export async function registerPlumbing(app: FastifyInstance, { trustedProxyKey }: PlumbingOptions): Promise<void> {
  registerRequestLog(app);
  registerClientIp(app, trustedProxyKey);
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
  });
  // Validation walks a body recursively: 5,000 nested arrays overflowed the stack (a 500).
  app.addHook("preValidation", async (request) => {
    if (tooDeep(request.body, MAX_BODY_DEPTH)) throw new HttpError(400, messages.tooDeep);
  });
  await app.register(formbody, { parser: parseUrlencoded });
  await app.register(multipart, {
    limits: { ...defaultMultipartLimits, parts: defaultMultipartLimits.files + defaultMultipartLimits.fields },
    throwFileSizeLimit: true,
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}

/** Deeper than any body of the contract (a form's bracket names stop at five levels). */
export const MAX_BODY_DEPTH = 32;

/** Whether objects and arrays nest deeper than `max`, walked without recursion. */
export function tooDeep(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== "object" || item === null || Buffer.isBuffer(item)) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
