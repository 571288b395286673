import type { FastifyInstance } from "fastify";
import { REQUEST_ID_HEADER } from "./request-id";

declare module "fastify" {
  interface FastifyRequest {
    /** Extra fields for the request's log line (e.g. the failure, a user id); never secrets or bodies. */
    logContext: Record<string, unknown> | null;
  }
}

const SECRET_QUERY_KEY = /token|password|secret|key|signature/i;

/** Masks query values that may be credentials (a verification link's token, say). */
export function safeUrl(url: string): string {
  const start = url.indexOf("?");
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_QUERY_KEY.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join("&")}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * One log line per request, written when the response is done. Fastify's own request logging is
 * off: it would log twice per request and include more of the request than we want.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest("logContext", null);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        ...request.logContext,
        method: request.method,
        url: safeUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request completed",
    );
  });
}
