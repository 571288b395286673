// One public-origin setting (PUBLIC_ORIGIN, SHOP_ORIGIN as its older name) decides the e-mailed
// links, `Secure` cookies and HSTS, whatever address the request came in at.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const base = "http://api.origin.test/api";
const saved = { ...process.env };
const upstream = setupServer();
beforeAll(() => upstream.listen({ onUnhandledRequest: "error" }));
afterAll(() => upstream.close());
afterEach(() => {
  upstream.resetHandlers();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

/** Fresh modules under the given environment (getEnv validates once per module instance). */
async function withEnv(vars: Record<string, string>) {
  vi.resetModules();
  for (const key of ["PUBLIC_ORIGIN", "SHOP_ORIGIN", "PORT", "INSECURE_COOKIES"]) delete process.env[key];
  Object.assign(process.env, {
    NODE_ENV: "production",
    SESSION_SECRET: "origin-test-secret-0123456789",
    API_BASE_URL: base,
    LOG_LEVEL: "silent",
    ...vars,
  });
  return {
    auth: await import("~/services/auth.server"),
    csrf: await import("~/utils/csrf.server"),
    entry: await import("~/entry.server"),
  };
}

/** The redirect URLs the web app sends to the API for the register and forgot-password calls. */
async function mailedLinkOrigins(modules: Awaited<ReturnType<typeof withEnv>>, requestUrl: string) {
  const seen: string[] = [];
  upstream.use(
    http.post(`${base}/customer/create`, async ({ request }) => {
      seen.push(new URL(String((await request.formData()).get("login_redirect_url"))).origin);
      return HttpResponse.json({ status: true, message: "ok", data: { id: 1, username: "u", email: "u@x.id" } });
    }),
    http.post(`${base}/customer/forget-password`, ({ request }) => {
      seen.push(new URL(String(new URL(request.url).searchParams.get("redirect_url"))).origin);
      return HttpResponse.json({ status: true, message: "ok", data: null });
    }),
  );
  const request = new Request(requestUrl);
  await modules.auth.register(request, {} as never).catch(() => undefined);
  await modules.auth.forgotPassword(request, { email: "u@x.id" } as never);
  return seen;
}

const headersOf = async (modules: Awaited<ReturnType<typeof withEnv>>, url: string) =>
  (await modules.entry.handleDataRequest(new Response("{}"), { request: new Request(url), params: {}, context: {} }))
    .headers;

describe("PUBLIC_ORIGIN", () => {
  it("https: links to it from any request address, Secure cookies, HSTS", async () => {
    const modules = await withEnv({ PUBLIC_ORIGIN: "https://toko.example.id/", SHOP_ORIGIN: "http://lama.example" });
    expect(await mailedLinkOrigins(modules, "http://127.0.0.1:3000/register")).toEqual([
      "https://toko.example.id",
      "https://toko.example.id",
    ]);
    const { setCookie } = await modules.csrf.issueCsrfToken(new Request("http://127.0.0.1:3000/login"));
    expect(setCookie).toMatch(/; Secure/i);
    const headers = await headersOf(modules, "http://127.0.0.1:3000/produk.data");
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("plain http on a LAN address (production build): cookies without Secure, no HSTS", async () => {
    const modules = await withEnv({ PUBLIC_ORIGIN: "http://192.168.1.10:3000" });
    expect(await mailedLinkOrigins(modules, "http://192.168.1.10:3000/register")).toEqual([
      "http://192.168.1.10:3000",
      "http://192.168.1.10:3000",
    ]);
    const { setCookie } = await modules.csrf.issueCsrfToken(new Request("http://192.168.1.10:3000/login"));
    expect(setCookie).not.toMatch(/Secure/i);
    expect((await headersOf(modules, "http://192.168.1.10:3000/produk.data")).has("Strict-Transport-Security")).toBe(
      false,
    );
  });

  it("falls back to SHOP_ORIGIN, then to http://localhost:<PORT>, never the request's own address", async () => {
    const older = await withEnv({ SHOP_ORIGIN: "https://toko.example.id" });
    expect(await mailedLinkOrigins(older, "http://127.0.0.1:3000/register")).toEqual([
      "https://toko.example.id",
      "https://toko.example.id",
    ]);
    const none = await withEnv({ PORT: "3135" });
    expect(await mailedLinkOrigins(none, "http://127.0.0.1:3135/register")).toEqual([
      "http://localhost:3135",
      "http://localhost:3135",
    ]);
  });

  it("INSECURE_COOKIES drops Secure even for an https origin", async () => {
    const modules = await withEnv({ PUBLIC_ORIGIN: "https://toko.example.id", INSECURE_COOKIES: "1" });
    const { setCookie } = await modules.csrf.issueCsrfToken(new Request("https://toko.example.id/login"));
    expect(setCookie).not.toMatch(/Secure/i);
  });
});

describe("security headers", () => {
  it("sends Cross-Origin-Opener-Policy and a Permissions-Policy that denies what the shop never uses", async () => {
    const modules = await withEnv({});
    const headers = await headersOf(modules, "http://localhost:3000/produk.data");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    const policy = headers.get("Permissions-Policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(policy).toContain(`${feature}=()`);
  });
});
