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
  const withXff = (xff?: string) => new Request("http://web.test/", { headers: xff ? { "X-Forwarded-For": xff } : {} });

  it("uses the left-most X-Forwarded-For entry when no proxy is trusted, 'unknown' without one", async () => {
    expect(getClientIp(withXff("198.51.100.7, 10.0.0.1"))).toBe("198.51.100.7");
    expect(getClientIp(withXff("not-an-ip"))).toBe("unknown");
    expect(getClientIp(withXff())).toBe("unknown");
  });

  it("with TRUST_PROXY=1 takes the address the proxy appended, not what the client claimed", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    vi.resetModules();
    const fresh = await import("~/utils/request-id.server");
    expect(fresh.getClientIp(withXff("6.6.6.6, 203.0.113.20"))).toBe("203.0.113.20");
    expect(fresh.getClientIp(withXff("2001:db8::1"))).toBe("2001:db8::1");
  });
});
