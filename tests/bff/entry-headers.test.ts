import { afterEach, describe, expect, it, vi } from "vitest";
import { handleDataRequest, handleError } from "~/entry.server";
import { logger } from "~/utils/logger.server";
import { setTestEnv } from "./helpers";

setTestEnv({});

afterEach(() => {
  vi.restoreAllMocks();
});

const args = (request: Request) => ({ request, params: {}, context: {} });

describe("handleDataRequest", () => {
  it("adds the security headers and the request id to data responses", async () => {
    const request = new Request("http://web.test/produk.data", { headers: { "X-Request-Id": "req-data-0001" } });
    const response = await handleDataRequest(new Response("{}"), args(request));
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Request-Id")).toBe("req-data-0001");
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("forbids storing the data of a visitor with a session", async () => {
    const request = new Request("http://web.test/keranjang-belanja.data", {
      headers: { Cookie: "csrf=x; __session=abc" },
    });
    const response = await handleDataRequest(
      new Response("{}", { headers: { "Cache-Control": "public, max-age=60" } }),
      args(request),
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("handleError", () => {
  it("logs the error with the request id", () => {
    const error = vi.spyOn(logger, "error").mockImplementation((() => undefined) as never);
    const request = new Request("http://web.test/produk", { headers: { "X-Request-Id": "req-err-0001" } });
    const boom = new Error("boom");
    handleError(boom, args(request));
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: "req-err-0001", path: "/produk", err: boom }),
      "unhandled server error",
    );
  });

  it("stays quiet for requests the client aborted", () => {
    const error = vi.spyOn(logger, "error").mockImplementation((() => undefined) as never);
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), args(new Request("http://web.test/", { signal: controller.signal })));
    expect(error).not.toHaveBeenCalled();
  });
});
