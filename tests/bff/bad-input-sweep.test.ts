// The bad-input sweep for the shop's own form actions: every action and intent gets empty, very
// long, NUL, emoji, script and SQL-shaped values in every field a form of the shop sends. No
// answer may be a 5xx. Posts without the CSRF token, with a foreign or `null` Origin, or with a
// malformed multipart body change nothing: not one call reaches the upstream.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { commitAdminSession, getAdminSession } from "~/utils/admin-session.server";
import { issueCsrfToken } from "~/utils/csrf.server";
import { commitSession, getSession, sessionKeys } from "~/utils/session.server";
import { setTestEnv, useMockUpstream } from "./helpers";

const base = "http://api.sweep.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

type Action = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>;

const routes: [string, string, string[], Record<string, string>?][] = [
  ["_auth.login", "/login", ["login", "resend"]],
  ["_auth.lupa-password", "/lupa-password", [""]],
  ["_auth.register", "/register", ["regions", "register"]],
  ["_auth.reset-password", "/reset-password", [""]],
  ["_auth.verifikasi-email", "/verifikasi-email", [""]],
  ["_auth.verifikasi-ganti-email", "/verifikasi-ganti-email", [""]],
  ["_shop.checkout", "/checkout", ["submit", "address", "address-create", "regions", "service", "shipping-nego"]],
  ["_shop.checkout", "/checkout", ["price-nego", "partials", "partials-clear"]],
  ["_shop.keranjang-belanja", "/keranjang-belanja", ["qty", "note", "delete", "checkout", "recalculate"]],
  ["keranjang-belanja.tambah", "/keranjang-belanja/tambah", [""]],
  ["logout", "/logout", [""]],
  ["profil.addkomplain", "/profil/addkomplain", ["complaint"]],
  ["profil.addulasan", "/profil/addulasan", ["review"]],
  ["profil.alamat", "/profil/alamat", ["delete"]],
  ["profil.chat", "/profil/chat", ["send"]],
  ["profil.edit-alamat", "/profil/edit-alamat?id_alamat=3", ["save", "regions"]],
  ["profil.sunting-profil", "/profil/sunting-profil", ["profile", "password"]],
  ["profil.tambah-alamat", "/profil/tambah-alamat", ["save", "regions"]],
  ["_shop.example.bpd-payment", "/example/bpd-payment?id_transaksi=12", ["proof"]],
  [
    "profil.detailtransaksi/route",
    "/profil/detailtransaksi?id_transaksi=12",
    ["counter-offer", "shipping-proposal", "accept-deal", "spk", "payment", "complaint", "review"],
  ],
  ["admin_.login", "/admin/login", ["login"]],
  ["admin_.logout", "/admin/logout", [""]],
  ["admin.produk", "/admin/produk", ["update"]],
  ["admin.ulasan", "/admin/ulasan", ["reply"]],
  ["admin.komplain.$id", "/admin/komplain/5", ["reply"], { id: "5" }],
  ["admin.chat.$id", "/admin/chat/7", ["send"], { id: "7" }],
  [
    "admin.pesanan.$id/route",
    "/admin/pesanan/12",
    ["confirm", "negotiate", "cancel", "accept-payment", "reject-payment", "process", "dispatch"],
    { id: "12" },
  ],
];

/** Every field name the shop's forms post (a field a form lacks is simply ignored by its schema). */
const FIELDS = [
  "email",
  "password",
  "password_confirmation",
  "old_password",
  "username",
  "name",
  "instance_name",
  "phone",
  "birthdate",
  "gender",
  "nip",
  "name_pp",
  "name_ppk",
  "kldi",
  "lspe",
  "satker",
  "receipt_name",
  "receipt_phone_number",
  "province_id",
  "district_id",
  "sub_district_id",
  "address",
  "token",
  "message",
  "note",
  "qty",
  "id",
  "cart_id",
  "product_id",
  "checkout_id",
  "address_id",
  "transaction_id",
  "idempotency_key",
  "service",
  "shipping",
  "price",
  "rating",
  "review",
  "description",
  "title",
  "redirectTo",
  "lines[0].transaction_detail_id",
  "lines[0].old_price",
  "lines[0].new_price",
  "old_shipping_price",
  "new_shipping_price",
  "notes",
  "satuan_kerja",
  "tahun_anggaran",
  "pagu_anggaran",
  "tipe_pemerintah",
  "nip_bendahara",
  "payment_service",
  "account_name",
  "account_number",
  "bank_name",
];

const HOSTILE: Record<string, string> = {
  empty: "",
  long: "x".repeat(10_000),
  nul: "a\u0000b",
  controls: "\u0001\u001b[31m\u007f",
  crlf: "Budi\r\nBcc: korban@example.id",
  bidi: "kw\u202egnp.pdf",
  deep: "[".repeat(5_000) + "]".repeat(5_000),
  emoji: "😀🇮🇩",
  script: "<script>alert(1)</script>",
  sql: "1' OR '1'='1'; DROP TABLE customers; --",
};

let upstreamCalls: string[] = [];
beforeEach(() => {
  upstreamCalls = [];
  // Whatever the action asks, the upstream refuses it as a validation error would.
  server.use(
    http.all(`${base}/*`, ({ request }) => {
      upstreamCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ status: false, message: "Data tidak valid", data: {} }, { status: 422 });
    }),
  );
});

/** The auth pages send a signed-in visitor away, so they are posted to without a session. */
async function visitorCookies(url: string, anonymous: boolean): Promise<{ cookie: string; csrf: string }> {
  const { token, setCookie } = await issueCsrfToken(new Request(url));
  const csrfCookie = (setCookie ?? "").split(";")[0];
  if (anonymous) return { cookie: csrfCookie, csrf: token };
  if (new URL(url).pathname.startsWith("/admin")) {
    const seller = await getAdminSession(new Request(url));
    seller.set("token", "seller-token");
    seller.set("sellerId", 3);
    seller.set("name", "Penjual Demo");
    return { cookie: `${(await commitAdminSession(seller)).split(";")[0]}; ${csrfCookie}`, csrf: token };
  }
  const session = await getSession(new Request(url));
  session.set("token", "buyer-token");
  session.set("userId", 7);
  session.set(sessionKeys.checkoutId, 41);
  const sessionCookie = (await commitSession(session)).split(";")[0];
  return { cookie: `${sessionCookie}; ${csrfCookie}`, csrf: token };
}

/** The HTTP status an action's outcome (returned or thrown) would be sent with. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error;
    if (error instanceof Error) return 500;
  }
  if (outcome instanceof Response) return outcome.status;
  if (typeof outcome === "object" && outcome !== null && "init" in outcome) {
    const init = (outcome as { init?: { status?: number } | null }).init;
    return init?.status ?? 200;
  }
  return 200;
}

const isAnonymous = (module: string) => module.startsWith("_auth.") || module === "admin_.login";
const moduleOf = (module: string) => (module.includes("/") ? module : `${module}.tsx`);
const paramsOf = new Map(routes.map(([module, path, , params]) => [`${module} ${path}`, params ?? {}]));

async function post(
  module: string,
  path: string,
  fields: Record<string, string | string[]>,
  options: { csrf?: boolean; origin?: string; multipart?: boolean; rawContentType?: string; rawBody?: string } = {},
) {
  const url = `http://web.test${path}`;
  const { cookie, csrf } = await visitorCookies(url, isAnonymous(module));
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  if (options.csrf !== false) form.set("csrf", csrf);
  const encoded = options.multipart ? new Response(form) : null;
  const headers: Record<string, string> = { Cookie: cookie, Origin: options.origin ?? "http://web.test" };
  let body: BodyInit;
  if (options.rawContentType) {
    headers["Content-Type"] = options.rawContentType;
    body = options.rawBody ?? "name=value";
  } else if (encoded) {
    headers["Content-Type"] = encoded.headers.get("Content-Type") ?? "";
    body = await encoded.arrayBuffer();
  } else {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    const pairs = Object.entries(fields).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
    );
    body = new URLSearchParams(pairs).toString() + (options.csrf !== false ? `&csrf=${encodeURIComponent(csrf)}` : "");
  }
  const { action } = (await import(`~/routes/${moduleOf(module)}`)) as { action: Action };
  const params = paramsOf.get(`${module} ${path}`) ?? {};
  return statusOf(() => action({ request: new Request(url, { method: "POST", headers, body }), params, context: {} }));
}

const cases = routes.flatMap(([module, path, intents]) => intents.map((intent) => [module, path, intent] as const));

/** Limits of the form reader, each crossed (issue 23 item 1): never a 5xx, and fast. */
const ABUSE: Record<string, (intent: string) => Record<string, string | string[]>> = {
  "every field repeated": (intent) => ({
    ...Object.fromEntries(FIELDS.map((name) => [name, Array.from({ length: 20 }, () => "1")])),
    intent,
  }),
  "one field 5,000 times": (intent) => ({ a: Array.from({ length: 5_000 }, () => ""), intent }),
  "a value over 64 KB": (intent) => ({ name: "x".repeat(100_000), message: "y".repeat(70_000), intent }),
  "a 300-byte field name": (intent) => ({ ["n".repeat(300)]: "1", intent }),
};

describe("bad-input sweep over the shop's form actions", () => {
  it.each(cases)("%s intent=%s: hostile values never give a 5xx", async (module, path, intent) => {
    for (const [label, value] of Object.entries(HOSTILE)) {
      const fields = Object.fromEntries(FIELDS.map((name) => [name, value]));
      if (intent) fields.intent = intent;
      for (const multipart of [false, true]) {
        const status = await post(module, path, fields, { multipart });
        expect(status, `${label}${multipart ? " (multipart)" : ""}`).toBeLessThan(500);
      }
    }
  });

  it.each(cases)(
    "%s intent=%s: no token, a foreign or null Origin: 403 and nothing sent",
    async (module, path, intent) => {
      const fields: Record<string, string> = { intent, message: "halo", qty: "1", name: "Budi" };
      expect(await post(module, path, fields, { csrf: false })).toBe(403);
      expect(await post(module, path, fields, { origin: "https://evil.example" })).toBe(403);
      expect(await post(module, path, fields, { origin: "null" })).toBe(403);
      expect(upstreamCalls.filter((call) => !call.startsWith("GET "))).toEqual([]);
    },
  );

  it.each(cases)("%s intent=%s: multipart without a boundary is a 400", async (module, path) => {
    expect(await post(module, path, {}, { rawContentType: "multipart/form-data" })).toBe(400);
    expect(upstreamCalls).toEqual([]);
  });

  it.each(cases)("%s intent=%s: repeated, oversize and deep bodies never give a 5xx", async (module, path, intent) => {
    for (const [label, build] of Object.entries(ABUSE)) {
      for (const multipart of [false, true]) {
        const started = performance.now();
        const status = await post(module, path, build(intent), { multipart });
        expect(status, `${label}${multipart ? " (multipart)" : ""}`).toBeLessThan(500);
        expect(performance.now() - started, label).toBeLessThan(2_000);
      }
    }
    const deepJson = "[".repeat(5_000) + "]".repeat(5_000);
    expect(await post(module, path, {}, { rawContentType: "application/json", rawBody: deepJson })).toBeLessThan(500);
    expect(await post(module, path, {}, { rawContentType: "text/plain", rawBody: "a\u0000b" })).toBeLessThan(500);
    const repeated = "a=&".repeat(100_000);
    expect(
      await post(module, path, {}, { rawContentType: "application/x-www-form-urlencoded", rawBody: repeated }),
    ).toBeLessThan(500);
  });
});
