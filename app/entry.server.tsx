import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { getEnv, servedOverHttps } from "~/utils/env.server";
import { closingTagsLast } from "~/utils/html-stream.server";
import { logger } from "~/utils/logger.server";
import { NonceProvider } from "~/utils/nonce";
import { hasPrivateCookie, isPublicPage, PUBLIC_PAGE_CACHE_CONTROL } from "~/utils/public-pages";
import { getRequestId } from "~/utils/request-id.server";

// The web server calls it when the API says the catalogue changed (server/web/cache-drops.ts).
export { dropSharedReads } from "~/utils/cache.server";

// Reject/close the stream after this long; Remix's single fetch reads the same export.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString("base64");
  setCommonHeaders(request, responseHeaders, loadContext);
  // A visitor's catalogue page holds nothing of theirs: shared caches (ours, a CDN) may keep it.
  if (sharedPage(request, responseStatusCode, responseHeaders))
    responseHeaders.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));

  // Crawlers get the whole document at once; browsers get the shell early and stream the rest.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const onReady = () => {
      shellRendered = true;
      const body = new PassThrough();
      const html = body.pipe(closingTagsLast());
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(html), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady: waitForAll ? undefined : onReady,
        onAllReady: waitForAll ? onReady : undefined,
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and Remix reports them through handleError.
          if (shellRendered)
            logger.error({ requestId: loadContext.requestId ?? getRequestId(request), err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  setCommonHeaders(request, response.headers, context);
  return response;
};

/** Server errors go to the log with the request id; the client only sees Remix's generic text. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  logger.error(
    {
      requestId: context.requestId ?? getRequestId(request),
      method: request.method,
      path: new URL(request.url).pathname,
      err: error,
    },
    "unhandled server error",
  );
};

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "bluetooth=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ");

function setCommonHeaders(request: Request, headers: Headers, context: AppLoadContext) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // No other window keeps a handle on ours (window.opener), and powerful features the shop never
  // uses stay off for it and for the embedded map alike.
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  // Only when browsers reach the shop over https: over plain http the header is ignored anyway,
  // and a wrong one would pin browsers to an https that does not exist.
  if (servedOverHttps()) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // The web server's door made the id and already put it on the answer (Remix's Express adapter
  // appends, so setting it here too would send it twice); without the door (tests) the request's own.
  if (!context.requestId) headers.set("X-Request-Id", getRequestId(request));
  // Pages and their data carry a CSRF token (and a nonce), so no shared cache may keep them;
  // with a session they are the user's own and are not stored at all.
  if (hasSession(request)) headers.set("Cache-Control", "no-store");
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
}

function hasSession(request: Request): boolean {
  return hasPrivateCookie(request.headers.get("Cookie"));
}

/** A 200 of a public page, for a visitor without a session, that sets no cookie. */
function sharedPage(request: Request, status: number, headers: Headers): boolean {
  return (
    status === 200 &&
    (request.method === "GET" || request.method === "HEAD") &&
    !hasSession(request) &&
    !headers.has("Set-Cookie") &&
    isPublicPage(new URL(request.url).pathname)
  );
}

function contentSecurityPolicy(nonce: string): string {
  // The dev server's live reload talks over a websocket on another port.
  const connect = getEnv().NODE_ENV === "development" ? "'self' ws:" : "'self'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Swiper positions slides with inline styles.
    "style-src 'self' 'unsafe-inline'",
    // blob: for the local preview of a photo before upload.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    // The contact page embeds Google Maps.
    "frame-src https://www.google.com https://maps.google.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
