import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { endpoints } from "@contract/endpoints";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { action as adminLoginAction } from "~/routes/admin_.login";
import { loader as profileLoader } from "~/routes/profil";
import { getApi } from "~/services/api-client.server";
import { commitAdminSession, getAdminSession } from "~/utils/admin-session.server";
import { issueCsrfToken } from "~/utils/csrf.server";
import { logger } from "~/utils/logger.server";
import { buyerFormHeaders, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

// The seller console's own session: `__admin` (path /admin) opens the console and nothing of the
// buyer's; the buyer's `__session` opens nothing of the console; and the seller login is logged once.

const base = "http://api.admin.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

async function sellerCookie() {
  const session = await getAdminSession(new Request("http://web.test/admin/login"));
  session.set("token", "seller-token");
  session.set("sellerId", 3);
  session.set("name", "Penjual Demo");
  return (await commitAdminSession(session)).split(";")[0];
}

async function buyerCookie() {
  const { headers } = await buyerFormHeaders("http://web.test/profil/beranda");
  return headers.Cookie.split(";")[0];
}

const loaderArgs = (url: string, cookie?: string) => ({
  request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
  params: {},
  context: {},
});

// The frame's badge asks for the count alone, never a page of the table.
function waitingHandler() {
  server.use(
    http.get(`${base}/admin/order/waiting`, ({ request }) => {
      expect(request.headers.get("Authorization")).toBe("Bearer seller-token");
      return HttpResponse.json({ status: true, message: "", data: { waiting: 2 } });
    }),
  );
}

describe("the admin session guard", () => {
  it("sends a visitor without a session to the seller login, with the page to come back to", async () => {
    const thrown = await thrownBy(adminLayoutLoader(loaderArgs("http://web.test/admin/pesanan?status=paid")));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent("/admin/pesanan?status=paid")}`,
    );
  });

  it("sends a buyer's cookie to the seller login", async () => {
    const thrown = await thrownBy(adminLayoutLoader(loaderArgs("http://web.test/admin/pesanan", await buyerCookie())));
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("opens the console for a seller's cookie", async () => {
    waitingHandler();
    const result = await adminLayoutLoader(loaderArgs("http://web.test/admin/pesanan", await sellerCookie()));
    expect(result).toMatchObject({ name: "Penjual Demo", waiting: 2 });
  });

  it("sends a seller's cookie to the buyer login on buyer pages", async () => {
    const thrown = await thrownBy(profileLoader(loaderArgs("http://web.test/profil/beranda", await sellerCookie())));
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login/);
  });

  it("scopes the cookie to /admin", async () => {
    const session = await getAdminSession(new Request("http://web.test/admin/login"));
    session.set("token", "t");
    expect(await commitAdminSession(session)).toMatch(/^__admin=.*Path=\/admin;/);
  });

  it("never sends a seller token to a buyer endpoint, nor a buyer token to a seller endpoint", async () => {
    const request = new Request("http://web.test/admin/pesanan", { headers: { Cookie: await sellerCookie() } });
    await expect(getApi(request, "seller").call(endpoints.getUser)).rejects.toThrow(/does not accept a seller token/);
    await expect(getApi(request).call(endpoints.getSeller)).rejects.toThrow(/does not accept a buyer token/);
  });
});

describe("the seller login action", () => {
  async function post(fields: Record<string, string>) {
    const url = "http://web.test/admin/login";
    const { token, setCookie } = await issueCsrfToken(new Request(url));
    const request = new Request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: (setCookie ?? "").split(";")[0],
        Origin: "http://web.test",
      },
      body: new URLSearchParams({ ...fields, csrf: token }),
    });
    const info = vi.mocked(logger.info);
    info.mockClear();
    let response: unknown;
    try {
      response = await adminLoginAction({ request, params: {}, context: {} });
    } catch (thrown) {
      response = thrown;
    }
    const lines = info.mock.calls.filter(([, message]) => message === "form submission");
    return { response, lines: lines.map(([line]) => line as unknown as Record<string, unknown>) };
  }

  it("signs in with a fresh __admin session and logs the submission once, password redacted", async () => {
    server.use(
      http.post(`${base}/admin/login`, () =>
        HttpResponse.json({
          status: true,
          message: "Berhasil masuk",
          data: {
            token: "seller-token",
            token_type: "Bearer",
            expires_at: "2026-12-01T00:00:00.000Z",
            seller: { id: 3, username: "admin", name: "Penjual Demo", email: "admin@pengadaan.test" },
          },
        }),
      ),
    );
    const { response, lines } = await post({ intent: "login", username: "admin", password: "admin12345" });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.headers.get("Location")).toBe("/admin/pesanan");
    const cookies = redirect.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("__admin="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("__session="))).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: "/admin/login", intent: "login", outcome: "ok" });
    expect((lines[0].fields as Record<string, string>).password).toBe("[redacted]");
    expect(JSON.stringify(lines[0])).not.toContain("admin12345");
  });

  it("answers an empty username beside the field, logged once as invalid", async () => {
    const { response, lines } = await post({ intent: "login", username: "", password: "x" });
    const reply = response as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error.username).toEqual(["Username tidak boleh kosong"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ outcome: "invalid", failingFields: ["username"] });
  });
});
