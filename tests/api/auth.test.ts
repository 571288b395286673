import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addressListResponse } from "../../server/contract/address";
import { loginResponse, messageResponse, registerResponse, userResponse } from "../../server/contract/auth";
import { customers, customerTokens, loginAttempts } from "../../server/db/schema";
import { createLogger } from "../../server/http/logger";
import { hashToken } from "../../server/modules/auth/tokens";
import { createMemoryMailer } from "../../server/providers/mail";
import { DEMO_LOGIN, OTHER_LOGIN, UNVERIFIED_LOGIN } from "../helpers/test-db";
import { useApiSuite } from "../helpers/api-suite";
import { call, expectError } from "./support";
import { validRegistration } from "../helpers/registration";

const SHOP = "http://shop.test";
const BFF_KEY = "test-bff-key-0123456789";
const mailer = createMemoryMailer();
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const { api } = useApiSuite({
  buyers: false,
  api: { mailer, shopOrigin: SHOP, trustedProxyKey: BFF_KEY, logger: createLogger({ level: "info", stream: logSink }) },
});

// Each test signs in from its own address, so the per-IP counter of one test never locks another out.
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

type Fields = Record<string, string>;
const form = (url: string, fields: Fields, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  url,
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
});
const fromIp = (ip: string) => ({ "x-bff-key": BFF_KEY, "x-client-ip": ip });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const loginRequest = (email: string, password: string, ip = nextIp()) =>
  form("/api/customer/login", { email, password }, fromIp(ip));
async function login(email: string, password: string, ip?: string) {
  const { response, body } = await call(api.app, loginResponse, loginRequest(email, password, ip));
  expect(response.statusCode, response.body).toBe(200);
  return body.data.token;
}

let registrations = 0;
function registration(overrides: Fields = {}): Fields {
  const n = ++registrations;
  return { ...validRegistration, username: `pembeli.baru${n}`, email: `pembeli.baru${n}@contoh.id`, ...overrides };
}

/** The token of the last link mailed to `to` under `path` (the message must exist). */
function mailedToken(to: string, path: string): string {
  const message = mailer.messages.filter((m) => m.to === to).at(-1);
  expect(message, `a mail to ${to}`).toBeDefined();
  const match = new RegExp(`${SHOP}${path}\\?token=([A-Za-z0-9_-]+)`).exec(message!.text);
  expect(match, message!.text).not.toBeNull();
  expect(message!.html).toContain(`${SHOP}${path}?token=${match![1]}`);
  return match![1];
}

async function registerVerified(overrides: Fields = {}) {
  const fields = registration(overrides);
  const { response } = await call(api.app, registerResponse, form("/api/customer/create", fields));
  expect(response.statusCode, response.body).toBe(200);
  const token = mailedToken(fields.email, "/verifikasi-email");
  await call(api.app, messageResponse, form("/api/customer/verify", { token }));
  return fields;
}

describe("POST /api/customer/create", () => {
  it("creates an unverified account and mails a one-time verification link to the shop", async () => {
    const fields = registration({ email: "Budi.Baru@Contoh.ID", username: "BudiBaru" });
    const { response, body } = await call(api.app, registerResponse, form("/api/customer/create", fields));
    expect(response.statusCode, response.body).toBe(200);
    expect(body.message).toBe(
      "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.",
    );
    expect(body.data).toMatchObject({ username: "BudiBaru", email: "budi.baru@contoh.id" });

    const [row] = await api.handle.db.select().from(customers).where(eq(customers.id, body.data.id));
    expect(row).toMatchObject({
      instanceName: "Dinas Kesehatan Kota Makassar",
      gender: true,
      subDistrictId: 737109,
      emailVerifiedAt: null,
    });
    expect(row.passwordHash).toMatch(/^scrypt\$65536\$8\$2\$/);

    const mail = mailer.messages.at(-1)!;
    expect(mail).toMatchObject({ to: "budi.baru@contoh.id", subject: "Verifikasi email akun Anda" });
    expect(mail.text).toContain("Halo Budi Santoso");
    const token = mailedToken("budi.baru@contoh.id", "/verifikasi-email");
    const [stored] = await api.handle.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.customerId, body.data.id));
    expect(stored).toMatchObject({ kind: "verify", tokenHash: hashToken(token), usedAt: null });
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);

    const refused = await expectError(api.app, loginRequest("budibaru", "rahasia123"), 403);
    expect(refused.message).toBe(
      "Email Anda belum diverifikasi. Silahkan periksa email Anda atau kirim ulang tautan verifikasi.",
    );

    const verified = await call(api.app, messageResponse, form("/api/customer/verify", { token }));
    expect(verified.response.statusCode).toBe(200);
    expect(verified.body.message).toBe("Email berhasil diverifikasi, silahkan masuk.");
    const again = await expectError(api.app, form("/api/customer/verify", { token }), 400);
    expect(again.message).toBe("Tautan verifikasi email tidak valid atau sudah kedaluwarsa.");

    const session = await login("BUDI.BARU@contoh.id", "rahasia123");
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The registration's address is the first address book entry: checkout has somewhere to ship to.
    const book = await call(api.app, addressListResponse, {
      method: "GET",
      url: `/api/customer/address/list/${body.data.id}`,
      headers: bearer(session),
    });
    expect(book.response.statusCode, book.response.body).toBe(200);
    expect(book.body.data).toEqual([
      expect.objectContaining({
        name: "Bagian Umum",
        customer_address: expect.objectContaining({
          receipt_name: "Budi Santoso",
          receipt_phone_number: "081234567891",
          address: "Jl. Sudirman No. 1",
          province_id: 73,
          district_id: 7371,
          sub_district_id: 737109,
        }),
      }),
    ]);
  });

  it("links the verification mail to login_redirect_url when it is on the shop, and refuses other origins", async () => {
    const fields = registration({ login_redirect_url: `${SHOP}/verifikasi-email?from=register` });
    await call(api.app, registerResponse, form("/api/customer/create", fields));
    expect(mailer.messages.at(-1)!.text).toMatch(
      new RegExp(`${SHOP}/verifikasi-email\\?from=register&token=[A-Za-z0-9_-]{43}`),
    );

    for (const url of ["https://evil.example/verifikasi-email", "//evil.example/x", "http://shop.test.evil.example/"]) {
      const error = await expectError(
        api.app,
        form("/api/customer/create", registration({ login_redirect_url: url })),
        400,
      );
      expect(error.data).toEqual({ login_redirect_url: ["Alamat tautan harus berada di situs toko."] });
    }
  });

  it("refuses a taken username (any case) or e-mail with field errors, both at once with the combined message", async () => {
    const sent = mailer.messages.length;
    const username = await expectError(api.app, form("/api/customer/create", registration({ username: "DEMO" })), 422);
    expect(username).toEqual({
      status: false,
      message: "Username sudah digunakan",
      data: { username: ["Username sudah digunakan"] },
    });

    const email = await expectError(
      api.app,
      form("/api/customer/create", registration({ email: "Demo@Pengadaan.test" })),
      422,
    );
    expect(email.data).toEqual({ email: ["Email sudah terdaftar silahkan gunakan yang lain"] });
    expect(email.message).toBe("Email sudah terdaftar silahkan gunakan yang lain");

    const both = await expectError(
      api.app,
      form("/api/customer/create", registration({ username: "demo", email: DEMO_LOGIN.email })),
      422,
    );
    expect(both.message).toBe("Username dan Email sudah terdaftar silahkan gunakan yang lain");
    expect(both.data).toEqual({
      username: ["Username sudah digunakan"],
      email: ["Email sudah terdaftar silahkan gunakan yang lain"],
    });
    expect(mailer.messages.length).toBe(sent);
  });

  it.each([
    ["a district of another province", { district_id: "7306" }, ["sub_district_id"]],
    ["a district in the wrong province", { province_id: "31" }, ["district_id"]],
    ["a sub-district of another district", { sub_district_id: "730601" }, ["sub_district_id"]],
    [
      "unknown regions",
      { province_id: "99", district_id: "9999", sub_district_id: "999999" },
      ["province_id", "district_id", "sub_district_id"],
    ],
  ])("refuses %s", async (_label, change, fields) => {
    const error = await expectError(api.app, form("/api/customer/create", registration(change)), 422);
    expect(Object.keys(error.data ?? {}).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(error.data?.[field]).toEqual(["Pilihan wilayah tidak valid"]);
  });

  it("answers the spec's messages for invalid fields, all at once", async () => {
    const error = await expectError(
      api.app,
      form(
        "/api/customer/create",
        registration({
          name: "",
          email: "bukan-email",
          password_confirmation: "lain12345",
          phone: "08-12",
          address: "a".repeat(501),
          setuju: "",
        }),
      ),
      400,
    );
    expect(error.data).toEqual({
      name: ["Nama tidak boleh kosong"],
      email: ["Format email salah"],
      password_confirmation: ["Konfirmasi kata sandi tidak sama dengan password"],
      phone: ["Pastikan data yang diinput berupa angka"],
      address: ["Alamat terlalu panjang!"],
      setuju: ["Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku."],
    });
  });
});

describe("POST /api/customer/verify and resend-verification", () => {
  it("refuses unknown, malformed and expired tokens", async () => {
    for (const token of ["A".repeat(43), "kurang", ""]) {
      const error = await expectError(api.app, form("/api/customer/verify", { token }), 400);
      expect(error.data?.token).toEqual(["Tautan verifikasi email tidak valid atau sudah kedaluwarsa."]);
    }
    const fields = registration();
    await call(api.app, registerResponse, form("/api/customer/create", fields));
    const token = mailedToken(fields.email, "/verifikasi-email");
    await api.handle.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.tokenHash, hashToken(token)));
    await expectError(api.app, form("/api/customer/verify", { token }), 400);
  });

  it("mails a new link to an unverified account, at most once a minute, and answers the same for everyone", async () => {
    const fields = registration();
    await call(api.app, registerResponse, form("/api/customer/create", fields));
    const first = mailedToken(fields.email, "/verifikasi-email");
    // Just registered: the minute has not passed, so no second mail yet.
    const count = mailer.messages.length;
    const answers = [];
    for (const email of [fields.email, "tidak.ada@contoh.id", DEMO_LOGIN.email]) {
      const { body } = await call(api.app, messageResponse, form("/api/customer/resend-verification", { email }));
      answers.push(body.message);
    }
    expect(new Set(answers)).toEqual(new Set(["Silahkan periksa email Anda"]));
    expect(mailer.messages.length).toBe(count);

    await api.handle.db.execute(
      sql`update customer_tokens set created_at = now() - interval '2 minutes' where token_hash = ${hashToken(first)}`,
    );
    await call(api.app, messageResponse, form("/api/customer/resend-verification", { email: fields.email }));
    const second = mailedToken(fields.email, "/verifikasi-email");
    expect(second).not.toBe(first);
    await call(api.app, messageResponse, form("/api/customer/verify", { token: second }));
    // The spare link dies with the first use.
    await expectError(api.app, form("/api/customer/verify", { token: first }), 400);
  });
});

describe("POST /api/customer/login", () => {
  it("signs in by username or e-mail in any case, with a session token stored only as its hash", async () => {
    const { body } = await call(api.app, loginResponse, loginRequest("Demo", DEMO_LOGIN.password));
    expect(body).toMatchObject({
      status: true,
      data: { token_type: "Bearer", user: { username: "demo", name: "Andi Pratama" } },
    });
    const expires = new Date(body.data.expires_at).getTime() - Date.now();
    expect(expires).toBeGreaterThan(6.9 * 24 * 3600_000);
    const [row] = await api.handle.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.tokenHash, hashToken(body.data.token)));
    expect(row).toMatchObject({ kind: "session", customerId: body.data.user.id });

    await login(DEMO_LOGIN.email.toUpperCase(), DEMO_LOGIN.password);
    await login(OTHER_LOGIN.username, OTHER_LOGIN.password);
  });

  it("answers one message for a wrong password and an unknown account", async () => {
    const wrong = await expectError(api.app, loginRequest("demo", "salah12345"), 422);
    const unknown = await expectError(api.app, loginRequest("tidakada", "salah12345"), 422);
    expect(wrong).toEqual({ status: false, message: "Email/Username atau kata sandi salah", data: null });
    expect(unknown).toEqual(wrong);
  });

  it("tells an unverified account only when the password is right", async () => {
    await expectError(api.app, loginRequest(UNVERIFIED_LOGIN.username, "salah12345"), 422);
    const error = await expectError(api.app, loginRequest(UNVERIFIED_LOGIN.email, UNVERIFIED_LOGIN.password), 403);
    expect(error.message).toContain("belum diverifikasi");
  });

  it("validates the form with the spec's messages", async () => {
    const error = await expectError(api.app, form("/api/customer/login", { email: "", password: "pendek" }), 400);
    expect(error.data).toEqual({
      email: ["Email / Username tidak boleh kosong"],
      password: ["Kata sandi minimal memiliki 8 karakter"],
    });
  });

  it("locks an account for 15 minutes after 5 failures from one address, even for the right password", async () => {
    const account = await registerVerified();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await expectError(api.app, loginRequest(account.username, "salah12345", ip), 422);
    const locked = await expectError(api.app, loginRequest(account.email, account.password, ip), 429);
    expect(locked.message).toBe("Terlalu banyak percobaan masuk. Silahkan coba lagi dalam 15 menit.");

    // The window passes: the failures age out.
    await api.handle.db.execute(
      sql`update login_attempts set created_at = now() - interval '16 minutes' where scope like 'account@%'`,
    );
    await login(account.username, account.password, ip);
  });

  it("does not lock the owner out from another address while a stranger fails from one", async () => {
    const account = await registerVerified();
    const stranger = nextIp();
    for (let i = 0; i < 6; i++)
      await expectError(api.app, loginRequest(account.username, "salah12345", stranger), i < 5 ? 422 : 429);
    await login(account.username, account.password, nextIp());
  });

  it("does not let failures spread over many addresses lock the account for any of them", async () => {
    const account = await registerVerified();
    for (let i = 0; i < 10; i++) await expectError(api.app, loginRequest(account.username, "salah12345"), 422);
    await login(account.username, account.password);
  });

  it("clears the account's failures on a successful sign-in", async () => {
    const account = await registerVerified();
    for (let i = 0; i < 4; i++) await expectError(api.app, loginRequest(account.username, "salah12345"), 422);
    await login(account.username, account.password);
    for (let i = 0; i < 4; i++) await expectError(api.app, loginRequest(account.username, "salah12345"), 422);
    await login(account.username, account.password);
  });

  it("locks an address after 20 failures across accounts, without locking those accounts elsewhere", async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) await expectError(api.app, loginRequest(`tebakan${i % 5}`, "salah12345", ip), 422);
    await expectError(api.app, loginRequest(OTHER_LOGIN.username, OTHER_LOGIN.password, ip), 429);
    await login(OTHER_LOGIN.username, OTHER_LOGIN.password);
    const rows = await api.handle.db.select().from(loginAttempts).where(eq(loginAttempts.key, ip));
    expect(rows).toHaveLength(20);
  });

  it("believes X-Client-IP only with the BFF key", async () => {
    const ip = nextIp();
    await api.app.inject(
      form(
        "/api/customer/login",
        { email: "siapa", password: "salah12345" },
        { "x-client-ip": ip, "x-bff-key": "wrong-key-0123456789" },
      ),
    );
    expect(await api.handle.db.select().from(loginAttempts).where(eq(loginAttempts.key, ip))).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("GET /api/user answers the profile with a token and 401 without one", async () => {
    const token = await login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const { body } = await call(api.app, userResponse, { url: "/api/user", headers: bearer(token) });
    expect(body.data).toMatchObject({
      username: "demo",
      email: "demo@pengadaan.test",
      name: "Andi Pratama",
      instance_name: "Dinas Pendidikan Kota Makassar",
      phone: "081355501234",
      birthdate: "1986-04-12",
      gender: true,
      lspe: "7371",
      kldi: "Pemerintah Kota Makassar",
      nip: "198604122010011003",
      name_pp: "Andi Pratama",
      name_ppk: "Hj. Sitti Rahmawati",
      satker: "Bagian Umum Dinas Pendidikan",
      sub_district_id: 737109,
    });
    expect(body.data.email_verified_at).toEqual(expect.any(String));
    expect(body.data).not.toHaveProperty("password_hash");

    for (const headers of [{}, bearer("A".repeat(43)), { authorization: `Basic ${token}` }, bearer("kurang")]) {
      const error = await expectError(api.app, { url: "/api/user", headers }, 401);
      expect(error).toEqual({ status: false, message: "Unauthenticated.", data: null });
    }
  });

  it("refuses an expired token and slides a live one forward", async () => {
    const token = await login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const row = eq(customerTokens.tokenHash, hashToken(token));
    await api.handle.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() + 2 * 24 * 3600_000) })
      .where(row);
    await call(api.app, userResponse, { url: "/api/user", headers: bearer(token) });
    const [extended] = await api.handle.db.select().from(customerTokens).where(row);
    expect(extended.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    await api.handle.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(row);
    const error = await expectError(api.app, { url: "/api/user", headers: bearer(token) }, 401);
    expect(error.message).toBe("Unauthenticated.");
  });

  it("POST /api/customer/logout revokes only that token", async () => {
    const first = await login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const second = await login(DEMO_LOGIN.username, DEMO_LOGIN.password);
    const { body } = await call(api.app, messageResponse, {
      method: "POST",
      url: "/api/customer/logout",
      headers: bearer(first),
    });
    expect(body.message).toBe("Berhasil keluar");
    await expectError(api.app, { url: "/api/user", headers: bearer(first) }, 401);
    await expectError(api.app, { method: "POST", url: "/api/customer/logout", headers: bearer(first) }, 401);
    await call(api.app, userResponse, { url: "/api/user", headers: bearer(second) });
  });
});

describe("POST /api/customer/forget-password and reset-password", () => {
  const forgot = (email: string, redirect = `${SHOP}/reset-password`) =>
    form(`/api/customer/forget-password?redirect_url=${encodeURIComponent(redirect)}`, { email });
  const reset = (fields: Fields) => form("/api/customer/reset-password", fields);

  it("refuses a redirect_url off the shop's origin", async () => {
    for (const url of [
      "https://evil.example/reset-password",
      "javascript:alert(1)",
      "http://shop.test:8080/reset-password",
    ]) {
      const error = await expectError(api.app, forgot(DEMO_LOGIN.email, url), 400);
      expect(error.message).toBe("Alamat tautan harus berada di situs toko.");
      expect(error.data).toEqual({ redirect_url: ["Alamat tautan harus berada di situs toko."] });
    }
  });

  it("answers the same for an unknown address and mails nothing", async () => {
    const count = mailer.messages.length;
    const { response, body } = await call(api.app, messageResponse, forgot("tidak.terdaftar@contoh.id"));
    expect(response.statusCode).toBe(200);
    expect(body.message).toBe("Silahkan periksa email Anda");
    expect(mailer.messages.length).toBe(count);
  });

  it("mails a reset link; the reset signs out every session and the link works once", async () => {
    const account = await registerVerified();
    const session = await login(account.username, account.password);
    const { body } = await call(api.app, messageResponse, forgot(account.email.toUpperCase()));
    expect(body.message).toBe("Silahkan periksa email Anda");
    expect(mailer.messages.at(-1)).toMatchObject({ to: account.email, subject: "Atur ulang kata sandi" });
    const token = mailedToken(account.email, "/reset-password");

    // A second request within the minute sends nothing new.
    const count = mailer.messages.length;
    await call(api.app, messageResponse, forgot(account.email));
    expect(mailer.messages.length).toBe(count);

    const fields = { email: account.email, password: "sandiBaru123", password_confirmation: "sandiBaru123", token };
    await expectError(api.app, reset({ ...fields, email: DEMO_LOGIN.email }), 400);
    const done = await call(api.app, messageResponse, reset(fields));
    expect(done.response.statusCode).toBe(200);
    expect(done.body.message).toBe("Kata sandi berhasil diubah, silahkan masuk.");

    await expectError(api.app, { url: "/api/user", headers: bearer(session) }, 401);
    await expectError(api.app, loginRequest(account.username, account.password), 422);
    await login(account.username, "sandiBaru123");

    const reused = await expectError(
      api.app,
      reset({ ...fields, password: "lagiBaru123", password_confirmation: "lagiBaru123" }),
      400,
    );
    expect(reused).toEqual({
      status: false,
      message: "Tautan reset kata sandi tidak valid atau sudah kedaluwarsa.",
      data: { token: ["Tautan reset kata sandi tidak valid atau sudah kedaluwarsa."] },
    });
  });

  it("refuses an expired reset link and defaults the link to the shop's reset page", async () => {
    const account = await registerVerified();
    await call(api.app, messageResponse, form("/api/customer/forget-password", { email: account.email }));
    const token = mailedToken(account.email, "/reset-password");
    await api.handle.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.tokenHash, hashToken(token)));
    await expectError(
      api.app,
      reset({ email: account.email, password: "sandiBaru123", password_confirmation: "sandiBaru123", token }),
      400,
    );
    await login(account.username, account.password);
  });

  it("verifies the address of an unverified account that resets its password", async () => {
    const fields = registration();
    await call(api.app, registerResponse, form("/api/customer/create", fields));
    await call(api.app, messageResponse, forgot(fields.email));
    const token = mailedToken(fields.email, "/reset-password");
    await call(
      api.app,
      messageResponse,
      reset({ email: fields.email, password: "sandiBaru123", password_confirmation: "sandiBaru123", token }),
    );
    await login(fields.username, "sandiBaru123");
  });

  it("validates the reset form with the spec's messages", async () => {
    const error = await expectError(
      api.app,
      reset({ email: "x", password: "pendek", password_confirmation: "lain", token: "" }),
      400,
    );
    expect(error.data).toEqual({
      email: ["Format email salah"],
      password: ["Password minimal memiliki 8 karakter"],
      password_confirmation: ["Password konfirmasi tidak sama dengan password"],
      token: ["Tautan reset kata sandi tidak valid atau sudah kedaluwarsa."],
    });
  });
});

describe("secrets", () => {
  it("never writes passwords or tokens to the log", async () => {
    const secrets = [DEMO_LOGIN.password, "sandiBaru123", "rahasia123", "salah12345"];
    const tokens = (await api.handle.db.select({ hash: customerTokens.tokenHash }).from(customerTokens)).map(
      (row) => row.hash,
    );
    const mailed = mailer.messages.flatMap((m) =>
      [...m.text.matchAll(/token=([A-Za-z0-9_-]{43})/g)].map((match) => match[1]),
    );
    expect(mailed.length).toBeGreaterThan(3);
    expect(logLines.length).toBeGreaterThan(20);
    const log = logLines.join("");
    for (const secret of [...secrets, ...mailed, ...tokens]) expect(log).not.toContain(secret);
  });
});
