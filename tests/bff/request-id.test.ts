import { afterEach, describe, expect, it, vi } from "vitest";
import { getClientIp, getRequestId } from "~/utils/request-id.server";
import { setTestEnv } from "./helpers";

setTestEnv({});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("getRequestId", () => {
  it("keeps a sane incoming id and returns the same id for the whole request", () => {
    const request = new Request("http://web.test/", { headers: { "X-Request-Id": "abc-123_XYZ" } });
    expect(getRequestId(request)).toBe("abc-123_XYZ");
    expect(getRequestId(request)).toBe("abc-123_XYZ");
  });

  it("replaces a missing or unsafe id with a UUID, written into the headers for later copies", () => {
    const request = new Request("http://web.test/", { headers: { "X-Request-Id": "bad id <script>" } });
    const id = getRequestId(request);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getRequestId(request)).toBe(id);
    const copy = new Request(request.url, { headers: request.headers });
    expect(getRequestId(copy)).toBe(id);
    expect(getRequestId(new Request("http://web.test/"))).not.toBe(id);
  });
});

describe("getClientIp", () => {
  const request = (headers: Record<string, string>) => new Request("http://web.test/", { headers });

  it("reads the address the web server's door wrote, never X-Forwarded-For", () => {
    expect(getClientIp(request({ "X-Shop-Client-Ip": "203.0.113.20", "X-Forwarded-For": "6.6.6.6" }))).toBe(
      "203.0.113.20",
    );
    expect(getClientIp(request({ "X-Shop-Client-Ip": "2001:db8::1" }))).toBe("2001:db8::1");
    expect(getClientIp(request({ "X-Forwarded-For": "6.6.6.6" }))).toBeUndefined();
    expect(getClientIp(request({ "X-Shop-Client-Ip": "unknown" }))).toBeUndefined();
  });
});
