import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/_auth.login";
import { issueCsrfToken } from "~/utils/csrf.server";
import { setTestEnv, useMockUpstream } from "./helpers";

// The login action: a successful sign-in rotates the CSRF token, and `redirectTo` never leaves the site.

const base = "http://api.login.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const signedIn = {
  status: true,
  message: "Berhasil masuk",
  data: {
    token: "buyer-token",
    token_type: "Bearer",
    expires_at: "2026-12-01T00:00:00.000Z",
    user: { id: 7, username: "demo", name: "Andi", image: null },
  },
};

async function login(redirectTo?: string) {
  server.use(http.post(`${base}/customer/login`, () => HttpResponse.json(signedIn)));
  const query = redirectTo === undefined ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
  const url = `http://web.test/login${query}`;
  const { token, setCookie } = await issueCsrfToken(new Request(url));
  const csrfCookie = (setCookie ?? "").split(";")[0];
  const body = new URLSearchParams({ intent: "login", email: "demo", password: "demo12345", csrf: token });
  const request = new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie, Origin: "http://web.test" },
    body,
  });
  let response: unknown;
  try {
    response = await action({ request, params: {}, context: {} });
  } catch (thrown) {
    response = thrown;
  }
  if (!(response instanceof Response)) throw new Error("expected a redirect");
  return { response, csrfCookie };
}

describe("login", () => {
  it("sets a new CSRF token with the session", async () => {
    const { response, csrfCookie } = await login();
    expect(response.status).toBe(302);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("__session="))).toBe(true);
    const csrf = cookies.find((cookie) => cookie.startsWith("csrf="));
    expect(csrf).toBeDefined();
    expect(csrf?.split(";")[0]).not.toBe(csrfCookie);
  });

  it.each([
    "/..//evil.example/phish",
    "/.//evil.example",
    "/a/..//evil.example",
    "//evil.example",
    "https://evil.example/",
  ])("sends redirectTo=%s to a same-site path", async (target) => {
    const { response } = await login(target);
    const location = response.headers.get("Location") ?? "";
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
  });
});
