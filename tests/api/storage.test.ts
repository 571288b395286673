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
});

describe("@fastify/static", () => {
  it("is at least 10.1.3: the 8.x line has published advisories", () => {
    const manifest = createRequire(import.meta.url)("@fastify/static/package.json") as { version: string };
    const [major, minor, patch] = manifest.version.split(".").map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(10_001_003);
  });
});
