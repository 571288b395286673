import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { registerClientIp } from "./client-ip";
import { errorHandler, notFoundHandler } from "./error-handler";
import { parseUrlencoded } from "./fields";
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
  await app.register(formbody, { parser: parseUrlencoded });
  await app.register(multipart, {
    limits: { ...defaultMultipartLimits, parts: defaultMultipartLimits.files + defaultMultipartLimits.fields },
    throwFileSizeLimit: true,
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}
