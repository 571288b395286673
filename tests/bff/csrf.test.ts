import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assertCsrf, issueCsrfToken } from "~/utils/csrf.server";
import { logger } from "~/utils/logger.server";
import { asThrownData, setTestEnv, thrownBy } from "./helpers";

setTestEnv({});

beforeAll(() => {
  vi.spyOn(logger, "warn").mockImplementation((() => undefined) as never);
});
afterAll(() => {
  vi.restoreAllMocks();
});

const page = "http://shop.test/keranjang-belanja";

async function issued() {
  const { token, setCookie } = await issueCsrfToken(new Request(page));
  if (!setCookie) throw new Error("a first visit must get a CSRF cookie");
  return { token, cookie: setCookie.split(";")[0] };
}

function post(headers: Record<string, string>) {
  return new Request(page, { method: "POST", headers });
}

function form(csrf?: string) {
  const fd = new FormData();
  fd.set("qty", "2");
  if (csrf !== undefined) fd.set("csrf", csrf);
  return fd;
}

async function expect403(promise: Promise<unknown>) {
  const error = asThrownData(await thrownBy(promise));
  expect(error.init?.status).toBe(403);
  expect(error.data.title).toBe("Akses ditolak");
}

describe("issueCsrfToken", () => {
  it("reuses the token of an existing cookie and sets no new cookie", async () => {
    const { token, cookie } = await issued();
    const again = await issueCsrfToken(new Request(page, { headers: { Cookie: cookie } }));
    expect(again).toEqual({ token, setCookie: null });
  });

  it("gives each new visitor a token of its own: 32 random bytes, base64url", async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await issued()).token));
    for (const token of tokens) expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(3);
  });

  it("sets an HttpOnly, SameSite=Lax cookie", async () => {
    const { setCookie } = await issueCsrfToken(new Request(page));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });
});

describe("assertCsrf", () => {
  it("passes a same-origin post with the matching token", async () => {
    const { token, cookie } = await issued();
    const request = post({ Cookie: cookie, Origin: "http://shop.test", "Sec-Fetch-Site": "same-origin" });
    await expect(assertCsrf(request, form(token))).resolves.toBeUndefined();
  });

  it("passes a matching token when the browser sends no Origin nor Sec-Fetch-Site", async () => {
    const { token, cookie } = await issued();
    await expect(assertCsrf(post({ Cookie: cookie }), form(token))).resolves.toBeUndefined();
  });

  it("rejects a form without the token", async () => {
    const { cookie } = await issued();
    await expect403(assertCsrf(post({ Cookie: cookie, Origin: "http://shop.test" }), form()));
  });

  it("rejects a token that does not match the cookie", async () => {
    const { cookie } = await issued();
    const other = await issued();
    await expect403(assertCsrf(post({ Cookie: cookie, Origin: "http://shop.test" }), form(other.token)));
  });

  it("rejects a token without its cookie", async () => {
    const { token } = await issued();
    await expect403(assertCsrf(post({ Origin: "http://shop.test" }), form(token)));
  });

  it("rejects a cross-site Origin even with a valid token", async () => {
    const { token, cookie } = await issued();
    await expect403(assertCsrf(post({ Cookie: cookie, Origin: "https://evil.test" }), form(token)));
    await expect403(assertCsrf(post({ Cookie: cookie, Origin: "null" }), form(token)));
  });

  it("rejects Sec-Fetch-Site cross-site or same-site even with a valid token", async () => {
    const { token, cookie } = await issued();
    await expect403(assertCsrf(post({ Cookie: cookie, "Sec-Fetch-Site": "cross-site" }), form(token)));
    await expect403(assertCsrf(post({ Cookie: cookie, "Sec-Fetch-Site": "same-site" }), form(token)));
  });
});
