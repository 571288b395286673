import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loader } from "~/routes/storage.$";
import { logger } from "~/utils/logger.server";
import { setTestEnv } from "./helpers";

const apiOrigin = "http://api.storage.test";
setTestEnv({ API_BASE_URL: `${apiOrigin}/api`, API_TIMEOUT_MS: "300" });

const server = setupServer();
const upstreamHits: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  vi.spyOn(logger, "warn").mockImplementation((() => undefined) as never);
});
afterEach(() => {
  server.resetHandlers();
  upstreamHits.length = 0;
});
afterAll(() => {
  server.close();
  vi.restoreAllMocks();
});

function get(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://web.test${path}`, { headers });
  return loader({ request, params: { "*": path.replace(/^\/storage\//, "") }, context: {} });
}

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe("GET /storage/*", () => {
  it("streams the file with its type, length, caching and validators", async () => {
    server.use(
      http.get(`${apiOrigin}/storage/products/a%20b.jpg`, ({ request }) => {
        upstreamHits.push(request.url);
        return new HttpResponse(jpeg, {
          headers: {
            "Content-Type": "image/jpeg",
            "Content-Length": String(jpeg.length),
            "Cache-Control": "public, max-age=86400",
            ETag: '"abc"',
            "Last-Modified": "Wed, 01 Jan 2025 00:00:00 GMT",
            "Set-Cookie": "upstream=1",
          },
        });
      }),
    );
    const response = await get("/storage/products/a%20b.jpg");
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(jpeg);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Content-Length")).toBe(String(jpeg.length));
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("ETag")).toBe('"abc"');
    expect(response.headers.get("Last-Modified")).toBe("Wed, 01 Jan 2025 00:00:00 GMT");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(upstreamHits).toEqual([`${apiOrigin}/storage/products/a%20b.jpg`]);
  });

  it("passes conditional requests on and returns the upstream's 304", async () => {
    let cacheControl: string | null = null;
    server.use(
      http.get(`${apiOrigin}/storage/banners/s.jpg`, ({ request }) => {
        cacheControl = request.headers.get("Cache-Control");
        return request.headers.get("If-None-Match") === '"abc"'
          ? new HttpResponse(null, { status: 304, headers: { ETag: '"abc"' } })
          : HttpResponse.text("full");
      }),
    );
    const response = await get("/storage/banners/s.jpg", { "If-None-Match": '"abc"' });
    expect(response.status).toBe(304);
    expect(response.headers.get("ETag")).toBe('"abc"');
    // Set explicitly, or Node's fetch adds `no-cache` and a real static server never answers 304.
    expect(cacheControl).toBe("max-age=0");
  });

  it("passes a 404 through", async () => {
    server.use(
      http.get(`${apiOrigin}/storage/missing.png`, () => HttpResponse.json({ status: false }, { status: 404 })),
    );
    const response = await get("/storage/missing.png");
    expect(response.status).toBe(404);
  });

  it.each([
    "/storage/..%2f..%2fetc%2fpasswd",
    "/storage/a/%2e%2e/%2e%2e/secret",
    "/storage/a/..%5c..%5csecret",
    "/storage/a%2f..%2f..%2fsecret",
    "/storage/a/%00.jpg",
    "/storage/a//b.jpg",
  ])("rejects %s without calling the upstream", async (path) => {
    server.use(
      http.all(`${apiOrigin}/*`, ({ request }) => {
        upstreamHits.push(request.url);
        return HttpResponse.text("should not be reached");
      }),
    );
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(upstreamHits).toEqual([]);
  });

  it("answers 503 when the upstream is down and 502 when it fails", async () => {
    server.use(http.get(`${apiOrigin}/storage/x.jpg`, () => HttpResponse.error()));
    expect((await get("/storage/x.jpg")).status).toBe(503);
    server.use(http.get(`${apiOrigin}/storage/x.jpg`, () => new HttpResponse("boom", { status: 500 })));
    const failed = await get("/storage/x.jpg");
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toContain("boom");
  });
});
