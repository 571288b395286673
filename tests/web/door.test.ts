import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress } from "../../server/web/client-address";
import { html, rawGet, silentLog, startWeb, type TestWeb } from "./support";

let shop: TestWeb | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

const ok = () => html("ok", { "Cache-Control": "private, no-cache" });

/** WBITS of a Brotli stream from its first byte (RFC 7932 §9.1). */
function brotliWindowBits(first: number): number {
  if ((first & 1) === 0) return 16;
  const n = (first >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (first >> 4) & 7;
  return m === 1 ? 17 : 8 + m;
}

/** A request with a raw path and headers fetch() would not send as written. */
function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

describe("clientAddress", () => {
  it("takes the socket's address and ignores X-Forwarded-For without TRUST_PROXY", () => {
    expect(clientAddress("198.51.100.4", "6.6.6.6", 0)).toBe("198.51.100.4");
    expect(clientAddress("::ffff:198.51.100.4", undefined, 0)).toBe("198.51.100.4");
  });

  it("with TRUST_PROXY=n takes the n-th entry from the right, never a spoofed left one", () => {
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.20", 1)).toBe("203.0.113.20");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.20, 10.0.0.1", 2)).toBe("203.0.113.20");
    expect(clientAddress("10.0.0.2", "203.0.113.20", 3)).toBe("203.0.113.20");
  });

  it("is never 'unknown': a garbage entry or no address falls back to the socket's", () => {
    expect(clientAddress("10.0.0.2", "not-an-ip", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 0)).toBe("0.0.0.0");
  });
});

describe("the door", () => {
  it("ignores X-Forwarded-For and a client's X-Request-Id unless TRUST_PROXY says so", async () => {
    shop = await startWeb(ok);
    const headers = { "x-forwarded-for": "6.6.6.6", "x-request-id": "spoofed-id-123", "x-shop-client-ip": "7.7.7.7" };
    await send(shop.base, "/login", { headers });
    const [seen] = shop.seen;
    expect(seen.headers.get("x-shop-client-ip")).toBe("127.0.0.1");
    expect(seen.headers.get("x-request-id")).not.toBe("spoofed-id-123");
    expect(seen.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("behind TRUST_PROXY=1 takes the proxy's address and request id, and hands both to the page cache's renders", async () => {
    shop = await startWeb(() => html("beranda", { "Cache-Control": "public, s-maxage=5" }), { trustProxy: 1 });
    await send(shop.base, "/", {
      headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.20", "x-request-id": "proxy-id-0001" },
    });
    expect(shop.seen[0].context).toEqual({ requestId: "proxy-id-0001", clientIp: "203.0.113.20" });
    expect(shop.seen[0].headers.get("x-shop-client-ip")).toBe("203.0.113.20");
  });

  it("answers a malformed URL with the shop's 400 page", async () => {
    shop = await startWeb(ok);
    const res = await send(shop.base, "/%");
    expect(res.status).toBe(400);
    expect(res.body).toContain("Permintaan tidak valid");
    expect(res.body).toContain('lang="id"');
    expect((await send(shop.base, "/produk/%E0%A4%A")).status).toBe(400);
    expect(shop.seen).toHaveLength(0);
  });

  it("answers a malformed Host with the shop's 400 page before Remix builds a URL from it", async () => {
    shop = await startWeb(ok);
    for (const host of ["localhost:3300@evil.example", "a b", "[::1", "x:99999", "a..b", "h".repeat(300)]) {
      for (const path of ["/", "/login", "/produk"]) {
        const res = await send(shop.base, path, { headers: { host } });
        expect(res.status, `${host} ${path}`).toBe(400);
        expect(res.body).toContain("Permintaan tidak valid");
      }
    }
    expect(shop.seen).toHaveLength(0);
    for (const host of ["localhost:3000", "127.0.0.1", "[::1]:3000", "Toko.Example.ID"])
      expect((await send(shop.base, "/login", { headers: { host } })).status, host).toBe(200);
  });

  it("answers a form posted from another origin or a null one with the shop's 403 page, logged once", async () => {
    const warn = vi.fn();
    shop = await startWeb(ok, { logger: { ...silentLog, warn } });
    for (const origin of ["https://evil.example", "null"]) {
      const res = await send(shop.base, "/login", {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "email=a",
      });
      expect(res.status).toBe(403);
      expect(res.body).toContain("Akses ditolak");
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatchObject({ path: "/login", reason: "origin" });
    expect(shop.seen).toHaveLength(0);
  });

  it("lets the shop's own origin post, and with PUBLIC_ORIGIN accepts a proxy that rewrote Host", async () => {
    shop = await startWeb(ok);
    const own = await send(shop.base, "/login", { method: "POST", headers: { origin: shop.base }, body: "" });
    expect(own.status).toBe(200);
    await shop.close();

    shop = await startWeb(ok, { publicOrigin: "https://toko.example.id" });
    const proxied = await send(shop.base, "/login", {
      method: "POST",
      headers: { origin: "https://toko.example.id", host: "127.0.0.1:9", "x-forwarded-host": "evil.example" },
      body: "",
    });
    expect(proxied.status).toBe(200);
    // Remix compares Origin with Host: the request reaches it with the public host.
    expect(shop.seen[0].headers.get("host")).toBe("toko.example.id");
    expect(shop.seen[0].headers.get("x-forwarded-host")).toBeNull();
    const foreign = await send(shop.base, "/login", { method: "POST", headers: { origin: shop.base }, body: "" });
    expect(foreign.status).toBe(403);
  });

  it("compresses HTML, JSON and CSS from the app with gzip or Brotli", async () => {
    shop = await startWeb(
      () => new Response(JSON.stringify({ a: "x".repeat(4000) }), { headers: { "Content-Type": "application/json" } }),
    );
    expect((await rawGet(`${shop.base}/api-like`, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    expect((await rawGet(`${shop.base}/api-like`, { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe(
      "gzip",
    );
  });

  it("compresses a page rendered per request with Brotli's 256 KB window, not its 4 MB default", async () => {
    const page = `<!DOCTYPE html><html><body>${"<p>Barang pengadaan</p>".repeat(3000)}</body></html>`;
    shop = await startWeb(() => html(page, { "Cache-Control": "private, no-cache" }));
    const answer = await rawGet(`${shop.base}/keranjang-belanja`, { "accept-encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    const text = brotliDecompressSync(answer.body).toString();
    expect(text.split("<p>Barang pengadaan</p>").length - 1, "the page arrives whole").toBe(3000);
    // RFC 7932 §9.1: the stream's first bits give its window; a window of 2^22 per response (set up
    // for every page, of which ours use a few KB) halved a logged-in page's throughput (decision 162).
    expect(brotliWindowBits(answer.body[0])).toBe(18);
  });

  it("serves /build for a year (immutable) and public/ for an hour, and leaves pages to the app", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "web-static-"));
    try {
      mkdirSync(path.join(dir, "build"));
      writeFileSync(path.join(dir, "build", "app-ABC123.js"), "console.log(1)");
      writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
      shop = await startWeb(ok, { staticDirs: { build: path.join(dir, "build"), public: dir } });
      const asset = await rawGet(`${shop.base}/build/app-ABC123.js`);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const icon = await rawGet(`${shop.base}/favicon.svg`);
      expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
      expect(shop.seen).toHaveLength(0);
      expect((await rawGet(`${shop.base}/favicon.svg.html`)).status).toBe(200);
      expect(shop.seen.map((seen) => seen.url)).toEqual(["/favicon.svg.html"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
