// Bytes from the upstream to the browser (public images, private complaint proofs, documents):
// the body is handed on as a stream, never read into memory. Range and conditional requests go
// through, so a video seeks (206) and a cached image revalidates (304).
import type { Endpoint } from "@contract/endpoints";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { assertActorAccepted, describeFailure, fillPath, type UpstreamContext } from "./api-client.server";

/** An endpoint of the contract (its `auth` decides the token), or a public file under `/storage/`. */
export type StreamTarget =
  | { endpoint: Endpoint; params?: Record<string, string | number>; query?: Record<string, string | number> }
  | { storagePath: string };

export type StreamOptions = {
  /** Set on the answer whatever the upstream said (e.g. `Cache-Control: private, no-store`). */
  headers?: Record<string, string>;
  /** Set only when the upstream did not (e.g. `Content-Disposition: inline`). */
  fallbackHeaders?: Record<string, string>;
};

const passedRequestHeaders = ["Range", "If-Range", "If-None-Match", "If-Modified-Since", "Cache-Control"];
const passedResponseHeaders = [
  "Content-Type",
  "Content-Length",
  "Content-Disposition",
  "Content-Range",
  "Accept-Ranges",
  "Cache-Control",
  "ETag",
  "Last-Modified",
];
/** Answers whose body (or lack of one) the browser gets as the upstream sent it. */
const passedStatuses = new Set([200, 206, 304, 416]);

// Stored files must never run as a page of this origin (an SVG with a script, say).
export const fileSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

const statusTexts: Record<number, string> = {
  404: "Not Found",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export async function streamFrom(
  context: UpstreamContext,
  target: StreamTarget,
  options: StreamOptions = {},
): Promise<Response> {
  const env = getEnv();
  const { request } = context;
  const isEndpoint = "endpoint" in target;
  const path = isEndpoint ? fillPath(target.endpoint.path, target.params) : `/storage/${target.storagePath}`;
  const url = isEndpoint ? new URL(path, context.baseUrl) : new URL(path, context.baseUrl.origin);
  if (isEndpoint) {
    assertActorAccepted(context, target.endpoint);
    for (const [key, value] of Object.entries(target.query ?? {})) url.searchParams.set(key, String(value));
  }
  const token = isEndpoint && target.endpoint.auth ? await context.token() : undefined;
  if (isEndpoint && target.endpoint.auth && !token) return plain(404, options);

  const headers = new Headers(context.headers(token));
  for (const name of passedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Without it fetch adds `Cache-Control: no-cache` to a conditional request, and the upstream
  // then never answers 304.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "max-age=0");

  const log = { requestId: context.requestId, path };
  // The timeout covers the wait for the answer's head only; a large file may stream longer.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), env.API_TIMEOUT_MS);
  const abortOnClientGone = () => controller.abort(request.signal.reason);
  request.signal.addEventListener("abort", abortOnClientGone, { once: true });
  let upstream: Response;
  try {
    upstream = await fetch(url, { headers, signal: controller.signal, redirect: "manual" });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    logger.warn({ ...log, timedOut, cause: describeFailure(error) }, "stream upstream unreachable");
    return plain(timedOut ? 504 : 503, options);
  } finally {
    clearTimeout(timer);
  }

  if (!passedStatuses.has(upstream.status)) {
    // Not awaited: cancelling a teed body (as interceptors hand out) waits for the other branch.
    upstream.body?.cancel().catch(() => undefined);
    if (upstream.status === 401 && token) return context.signOut();
    if (upstream.status >= 500) {
      logger.warn({ ...log, status: upstream.status }, "stream upstream error");
      return plain(502, options);
    }
    return plain(404, options);
  }

  const out = new Headers(fileSecurityHeaders);
  for (const [name, value] of Object.entries(options.fallbackHeaders ?? {})) out.set(name, value);
  for (const name of passedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) out.set(name, value);
  const bodyless = upstream.status === 304 || request.method === "HEAD";
  if (bodyless) upstream.body?.cancel().catch(() => undefined);
  return new Response(bodyless ? null : upstream.body, { status: upstream.status, headers: out });
}

/** A short plain-text answer with the stored-file headers (404, 502, …). */
export function plain(status: number, options: StreamOptions = {}) {
  return new Response(statusTexts[status] ?? "Error", {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      ...fileSecurityHeaders,
      ...(options.headers?.["Cache-Control"] ? { "Cache-Control": options.headers["Cache-Control"] } : {}),
    },
  });
}
