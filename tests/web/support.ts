// A web server on an ephemeral port in front of a stand-in for the Remix build: one function answers
// both the Express path and the page cache's Fetch renders, and counts what it rendered.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import type { DoorContext } from "~/utils/door-headers";
import { createWebServer, type WebServerOptions } from "../../server/web/app";

export type Seen = { url: string; method: string; headers: Headers; context: DoorContext | undefined; via: string };
export type FakePage = (seen: Seen) => Promise<Response> | Response;

export type TestWeb = {
  base: string;
  seen: Seen[];
  web: ReturnType<typeof createWebServer>;
  close: () => Promise<void>;
};

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function startWeb(
  page: FakePage,
  options: Partial<Omit<WebServerOptions, "remix">> = {},
): Promise<TestWeb> {
  const seen: Seen[] = [];
  const express: RequestHandler = async (req, res) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
    const entry: Seen = { url: req.originalUrl, method: req.method, headers, context: undefined, via: "express" };
    seen.push(entry);
    const response = await page(entry);
    res.status(response.status);
    response.headers.forEach((value, key) => res.append(key, value));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const fetch = async (request: Request, context: DoorContext) => {
    const url = new URL(request.url);
    const entry: Seen = {
      url: url.pathname + url.search,
      method: request.method,
      headers: request.headers,
      context,
      via: "fetch",
    };
    seen.push(entry);
    return page(entry);
  };
  const web = createWebServer({
    remix: { express, fetch },
    pageCacheBytes: 8 * 1024 * 1024,
    logger: silentLog,
    ...options,
  });
  await new Promise<void>((resolve) => web.server.listen(0, "127.0.0.1", resolve));
  const { port } = web.server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    web,
    close: async () => {
      web.server.closeAllConnections();
      await new Promise<void>((resolve) => web.server.close(() => resolve()));
    },
  };
}

export const PUBLIC = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";

export const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(`<!DOCTYPE html><html lang="id"><body>${body}</body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
  });

/** A GET that hands back the bytes as sent (fetch would decompress them). */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}
