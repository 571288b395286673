import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { expectError } from "./support";

const { api } = useApiSuite({ buyers: false });
// The smallest valid PNG: 1×1, transparent.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  await mkdir(path.join(api.publicDir, "products"), { recursive: true });
  await writeFile(path.join(api.publicDir, "products", "test-1.png"), png);
  await writeFile(path.join(api.publicDir, ".secret"), "hidden");
  await mkdir(path.join(api.publicDir, "uploads"), { recursive: true });
  await writeFile(path.join(api.publicDir, "uploads", "0123abcd"), "spooling");
});

describe("GET /storage/*", () => {
  it("serves a stored image with long-lived cache headers", async () => {
    const response = await api.app.inject("/storage/products/test-1.png");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(response.headers["cache-control"]).toMatch(/immutable/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers 404 in the error envelope for a missing file", async () => {
    const error = await expectError(api.app, "/storage/products/none.png", 404);
    expect(error).toEqual({ status: false, message: "Berkas tidak ditemukan.", data: null });
  });

  it("never serves outside the folder or hidden files", async () => {
    for (const url of [
      "/storage/../package.json",
      "/storage/%2e%2e/%2e%2e/etc/passwd",
      "/storage/.secret",
      "/storage/",
    ]) {
      const response = await api.app.inject(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain("hidden");
      expect(response.body).not.toContain("root:");
    }
  });

  it("never serves an upload that is still spooling", async () => {
    const error = await expectError(api.app, "/storage/uploads/0123abcd", 404);
    expect(error.message).toBe("Berkas tidak ditemukan.");
  });

  it("answers a byte range with 206, and 416 for one past the end", async () => {
    const url = "/storage/products/test-1.png";
    const part = await api.app.inject({ url, headers: { range: "bytes=2-9" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 2-9/${png.length}`);
    expect(part.headers["content-length"]).toBe("8");
    expect(part.rawPayload.equals(png.subarray(2, 10))).toBe(true);
    const tail = await api.app.inject({ url, headers: { range: "bytes=-4" } });
    expect(tail.rawPayload.equals(png.subarray(png.length - 4))).toBe(true);
    const past = await api.app.inject({ url, headers: { range: `bytes=${png.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${png.length}`);
  });

  it("revalidates with its ETag (304), and a stale If-Range gets the whole file", async () => {
    const url = "/storage/products/test-1.png";
    const first = await api.app.inject(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await api.app.inject({ url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await api.app.inject({ url, headers: { range: "bytes=0-3", "if-range": 'W/"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(png)).toBe(true);
  });
});

describe("@fastify/static", () => {
  it("is no dependency any more (its 8.x line has published advisories; stored files stream through the storage interface)", () => {
    const pkg = createRequire(import.meta.url)("../../package.json") as { dependencies: Record<string, string> };
    expect(pkg.dependencies["@fastify/static"]).toBeUndefined();
  });
});
