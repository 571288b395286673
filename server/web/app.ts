// The web server in front of Remix: one `http` server whose door gives every request an id and the
// client's address, answers malformed URLs (400) and foreign-origin form posts (403) itself, serves
// visitors' catalogue pages from the page cache before any middleware runs, and hands the rest to
// Express (compression, static files, the Remix adapter).
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express from "express";
import { CLIENT_IP_HEADER, REQUEST_ID_HEADER, type DoorContext } from "../../app/utils/door-headers";
import { logger as defaultLogger } from "../../app/utils/logger.server";
import { hasPrivateCookie, isPublicPage } from "../../app/utils/public-pages";
import { clientAddress } from "./client-address";
import { errorPage } from "./error-page";
import { createPageCache, pickEncoding, type CachedPage, type Rendered } from "./page-cache";
import type { RemixHandlers } from "./remix-handlers";

export type WebServerOptions = {
  remix: RemixHandlers;
  /** `public/build` (fingerprinted: cached a year) and `public/` (a short max-age). */
  staticDirs?: { build: string; public: string };
  /** TRUST_PROXY: proxies in front whose X-Forwarded-For (and X-Request-Id) entries are believed. */
  trustProxy?: number;
  /** PUBLIC_ORIGIN: the origin browsers use when a proxy in front rewrites Host. */
  publicOrigin?: string;
  /** Bytes the page cache may hold; 0 turns it off. */
  pageCacheBytes?: number;
  /** The shop's CSS, for the door's own error pages. */
  stylesheets?: readonly string[];
  logger?: Pick<typeof defaultLogger, "info" | "warn" | "error">;
};

export type WebServer = ReturnType<typeof createWebServer>;

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const saneId = /^[A-Za-z0-9_-]{8,64}$/;
const BUILD_MAX_AGE = "1y";
const PUBLIC_MAX_AGE = "1h";
/**
 * Brotli for pages rendered per request (the page cache compresses its copies once, harder): quality
 * 3 costs a third of the default 4's time on a 50 KB page for some 5% more bytes (decision 146). A
 * stream does not know its size, so brotli sets up its default 4 MB window for every response: that,
 * not the compressing, halved a logged-in page's throughput. 256 KB holds any page of ours whole, and
 * the bytes are the same (decision 162).
 */
const BROTLI_PARAMS = { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 18 };

export function createWebServer(options: WebServerOptions) {
  const trustProxy = options.trustProxy ?? 0;
  const log = options.logger ?? defaultLogger;
  const stylesheets = options.stylesheets ?? [];
  const pageCache = (options.pageCacheBytes ?? 0) > 0 ? createPageCache({ maxBytes: options.pageCacheBytes! }) : null;
  const publicHost = options.publicOrigin ? new URL(options.publicOrigin).host : undefined;

  const app = express();
  app.disable("x-powered-by");
  app.use(compression({ brotli: { params: BROTLI_PARAMS } }));
  if (options.staticDirs) {
    app.use("/build", express.static(options.staticDirs.build, { immutable: true, maxAge: BUILD_MAX_AGE }));
    // Only under the names public/ holds: a page request then costs no file-system lookup.
    const publicStatic = express.static(options.staticDirs.public, { maxAge: PUBLIC_MAX_AGE });
    const names = topLevelNames(options.staticDirs.public).map((name) => `/${name}`);
    app.use((req, res, next) => {
      if (names.some((name) => req.path === name || req.path.startsWith(`${name}/`))) publicStatic(req, res, next);
      else next();
    });
  }
  app.all("*", options.remix.express);

  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const context = door(req);
    let cache = "";
    res.setHeader(REQUEST_ID_HEADER, context.requestId);
    if (draining) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
    res.on("finish", () => {
      log.info(
        {
          requestId: context.requestId,
          clientIp: context.clientIp,
          method: req.method,
          path: pathOf(req.url),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ...(cache ? { cache } : {}),
        },
        "request",
      );
    });

    const refusal = refuse(req, context);
    if (refusal) return sendPage(res, req, refusal);
    if (pageCache && cacheable(req)) {
      const mark = (state: string) => {
        cache = state;
      };
      return servePublicPage(req, res, context, mark).then(
        (state) => {
          if (state === "pass") app(req, res);
        },
        (error: unknown) => {
          log.error({ requestId: context.requestId, err: error }, "page cache render failed");
          if (!res.headersSent) sendPage(res, req, errorPage(500, stylesheets));
        },
      );
    }
    app(req, res);
  });

  /** The request's id and address, written into its headers for Remix (whatever the client put there). */
  function door(req: IncomingMessage): DoorContext {
    const incoming = req.headers["x-request-id"];
    const requestId = trustProxy > 0 && typeof incoming === "string" && saneId.test(incoming) ? incoming : randomUUID();
    const clientIp = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustProxy);
    req.headers["x-request-id"] = requestId;
    req.headers[CLIENT_IP_HEADER.toLowerCase()] = clientIp;
    // Only a trusted proxy may say which host the browser asked for (Remix's own Origin check reads it).
    if (trustProxy === 0) delete req.headers["x-forwarded-host"];
    return { requestId, clientIp };
  }

  /**
   * What the door answers itself: a URL that does not decode or a Host no URL can be built from (400),
   * a form from another origin (403).
   */
  function refuse(req: IncomingMessage, context: DoorContext) {
    if (!wellFormed(req.url) || !saneHost(req.headers.host)) return errorPage(400, stylesheets);
    if (!STATE_CHANGING.has(req.method ?? "")) return null;
    const origin = req.headers.origin;
    if (origin === undefined) return null;
    if (publicHost && origin === options.publicOrigin) {
      // A proxy in front may have rewritten Host; Remix compares Origin with Host and would 500.
      req.headers.host = publicHost;
      delete req.headers["x-forwarded-host"];
      return null;
    }
    if (!publicHost && hostOf(origin) === requestedHost(req)) return null;
    log.warn(
      { requestId: context.requestId, path: pathOf(req.url), origin: origin.slice(0, 200), reason: "origin" },
      "form from another origin refused",
    );
    return errorPage(403, stylesheets);
  }

  function cacheable(req: IncomingMessage): boolean {
    return (
      (req.method === "GET" || req.method === "HEAD") &&
      !hasPrivateCookie(req.headers.cookie) &&
      isPublicPage(pathOf(req.url))
    );
  }

  async function servePublicPage(
    req: IncomingMessage,
    res: ServerResponse,
    context: DoorContext,
    mark: (state: "hit" | "stale" | "miss" | "pass") => void,
  ): Promise<"hit" | "stale" | "miss" | "pass"> {
    const cache = pageCache!;
    const base = `${req.headers.host ?? ""}${req.url}`;
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const render = (ctx: DoorContext) => () => renderPage(req, ctx);
    const found = cache.lookup(base, encoding, render({ requestId: randomUUID(), clientIp: context.clientIp }));
    if (found) {
      mark(found.state);
      sendCached(req, res, found.page, found.state);
      return found.state;
    }
    if (cache.passes(base)) {
      mark("pass");
      return "pass";
    }
    const outcome = await cache.fill(base, encoding, render(context));
    const state = "shared" in outcome || outcome.own ? "miss" : "pass";
    mark(state);
    if ("shared" in outcome) sendCached(req, res, outcome.shared, state);
    else if (outcome.own) sendRendered(req, res, outcome.own);
    return state;
  }

  /** A full render through the Fetch handler: no cookies reach it, so nothing of the visitor's is in it. */
  async function renderPage(req: IncomingMessage, context: DoorContext): Promise<Rendered> {
    const headers = new Headers({
      Accept: "text/html",
      [REQUEST_ID_HEADER]: context.requestId,
      [CLIENT_IP_HEADER]: context.clientIp,
    });
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { headers });
    const response = await options.remix.fetch(request, context);
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: [...response.headers], body };
  }

  function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: string) {
    res.writeHead(page.status, {
      ...page.headers,
      "X-Cache": state.toUpperCase(),
      Age: String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))),
    });
    res.end(req.method === "HEAD" ? undefined : page.body);
  }

  function sendRendered(req: IncomingMessage, res: ServerResponse, rendered: Rendered) {
    res.statusCode = rendered.status;
    for (const [key, value] of rendered.headers) {
      if (key.toLowerCase() === "content-length" || key.toLowerCase() === "content-encoding") continue;
      if (key.toLowerCase() === "set-cookie") res.appendHeader(key, value);
      else res.setHeader(key, value);
    }
    res.setHeader("Content-Length", rendered.body.length);
    res.end(req.method === "HEAD" ? undefined : rendered.body);
  }

  return {
    server,
    pageCache,
    /**
     * Stops taking connections, lets requests in flight finish (idle keep-alive connections close at
     * once, busy ones after their answer), and resolves when all are done or after `graceMs`, when the
     * rest are cut.
     */
    async shutdown(graceMs: number): Promise<"drained" | "forced"> {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Answers still to be written end their connection; idle keep-alive connections close now.
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"forced">((resolve) => {
        timer = setTimeout(() => resolve("forced"), graceMs);
      });
      const result = await Promise.race([closed.then(() => "drained" as const), timeout]);
      clearTimeout(timer);
      if (result === "forced") server.closeAllConnections();
      return result;
    },
  };
}

function sendPage(res: ServerResponse, req: IncomingMessage, page: ReturnType<typeof errorPage>) {
  res.writeHead(page.status, page.headers);
  res.end(req.method === "HEAD" ? undefined : page.body);
}

/** The files and folders directly in `dir` (build/ aside, mounted on its own). */
function topLevelNames(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name !== "build");
  } catch {
    return [];
  }
}

function pathOf(url: string | undefined): string {
  const raw = url ?? "/";
  const at = raw.indexOf("?");
  return at === -1 ? raw : raw.slice(0, at);
}

function wellFormed(url: string | undefined): boolean {
  if (!url || !url.startsWith("/")) return false;
  try {
    decodeURIComponent(pathOf(url));
    return true;
  } catch {
    return false;
  }
}

/** A name or address with an optional port: Remix builds the request's URL from it, and a Host that is no host made it throw (a 500). */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function saneHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (host.length > 255 || !HOST.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host === host.toLowerCase().replace(/:80$/, "");
  } catch {
    return false;
  }
}

/** The host the browser asked for: Host, or the first X-Forwarded-Host (kept only behind a trusted proxy). */
function requestedHost(req: IncomingMessage): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || req.headers.host;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" and garbage
  }
}
