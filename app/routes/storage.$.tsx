import type { LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { getRequestId } from "~/utils/request-id.server";

// Public images reach the browser through the web origin (CSP `img-src 'self'`): this route
// streams `/storage/*` from the API's origin.

const passedResponseHeaders = ["Content-Type", "Content-Length", "Cache-Control", "ETag", "Last-Modified"];
const passedRequestHeaders = ["If-None-Match", "If-Modified-Since", "Cache-Control"];

export async function loader({ request }: LoaderFunctionArgs) {
  const storagePath = safeStoragePath(new URL(request.url).pathname);
  if (!storagePath) return plain(404, "Not Found");

  const env = getEnv();
  const upstreamUrl = new URL(`/storage/${storagePath}`, new URL(env.API_BASE_URL).origin);
  const headers = new Headers({ "X-Request-Id": getRequestId(request) });
  for (const name of passedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Without it fetch adds `Cache-Control: no-cache` to a conditional request, and the upstream
  // then never answers 304.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "max-age=0");

  // The timeout covers the wait for the answer's head only; a large image may stream longer.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), env.API_TIMEOUT_MS);
  const abortOnClientGone = () => controller.abort(request.signal.reason);
  request.signal.addEventListener("abort", abortOnClientGone, { once: true });
  let upstream: Response;
  try {
    upstream = await fetch(upstreamUrl, { headers, signal: controller.signal, redirect: "manual" });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    logger.warn({ requestId: getRequestId(request), path: storagePath, timedOut }, "storage upstream unreachable");
    return plain(timedOut ? 504 : 503, "Service Unavailable");
  } finally {
    clearTimeout(timer);
  }

  if (upstream.status !== 200 && upstream.status !== 304) {
    // Not awaited: cancelling a teed body (as interceptors hand out) waits for the other branch.
    upstream.body?.cancel().catch(() => undefined);
    if (upstream.status >= 500) {
      logger.warn(
        { requestId: getRequestId(request), path: storagePath, status: upstream.status },
        "storage upstream error",
      );
      return plain(502, "Bad Gateway");
    }
    return plain(404, "Not Found");
  }

  const out = new Headers(securityHeaders);
  for (const name of passedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: out });
}

/**
 * The path after `/storage/`, re-encoded segment by segment, or null when a segment decodes
 * to something that could leave the storage folder (`..`, a slash, a backslash, NUL).
 */
function safeStoragePath(pathname: string): string | null {
  const rest = pathname.replace(/^\/storage\//, "");
  if (rest === pathname || rest === "") return null;
  const segments = rest.split("/");
  const encoded: string[] = [];
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === "" || decoded === "." || decoded === ".." || /[/\\\0]/.test(decoded)) return null;
    encoded.push(encodeURIComponent(decoded));
  }
  return encoded.join("/");
}

// Uploaded files must never run as a page of this origin (an SVG with a script, say).
const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

function plain(status: number, text: string) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...securityHeaders } });
}
