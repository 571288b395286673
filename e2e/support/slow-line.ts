import http from "node:http";
import type { AddressInfo } from "node:net";
import { baseURL } from "../playwright.config";

/** How a slow line or a busy machine hands the browser an HTML document: in pieces, some time apart. */
export type Feed = { pieceBytes: number; everyMs: number };

export const SLOW_FEED: Feed = { pieceBytes: 2048, everyMs: 30 };

/**
 * A loopback proxy in front of the shop that feeds every HTML document to the browser slowly, so that
 * the browser paints a page before all of it has arrived (what Lighthouse saw on a loaded machine:
 * issue 29), while the page's stylesheets, scripts and images come at once. Cookies are per host, not
 * per port: a page logged in on the shop is logged in through the proxy too.
 */
export async function slowLine(feed: Feed = SLOW_FEED): Promise<{ origin: string; close: () => Promise<void> }> {
  const shop = new URL(baseURL);
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    // The pieces are of the page's own bytes, not of its compressed form.
    if ((req.headers.accept ?? "").includes("text/html")) headers["accept-encoding"] = "identity";
    const upstream = http.request(
      { host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers },
      (answer) => {
        const html = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const { "content-length": _length, "transfer-encoding": _encoding, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, rest);
          void drip(res, Buffer.concat(chunks), feed);
        });
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function drip(res: http.ServerResponse, body: Buffer, { pieceBytes, everyMs }: Feed) {
  for (let at = 0; at < body.length; at += pieceBytes) {
    if (res.destroyed) return;
    res.write(body.subarray(at, at + pieceBytes));
    // The line's pace, not a wait for the test's sake.
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  res.end();
}
