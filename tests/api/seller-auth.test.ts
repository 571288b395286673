// Two kinds of actor: sellers sign in with a username (throttled like buyers), and a token of one
// kind never passes the other kind's routes.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userResponse } from "../../server/contract/auth";
import { sellerLoginResponse, sellerResponse } from "../../server/contract/seller";
import { adminTokens } from "../../server/db/schema";
import { hashToken } from "../../server/modules/auth/tokens";
import { upsertSeller } from "../../server/modules/seller/service";
import { useApiSuite } from "../helpers/api-suite";
import { ADMIN_LOGIN } from "../helpers/test-db";
import { formRequest, getRequest } from "./buyer-session";
import { loginSellerAs } from "./seller-session";
import { call, expectError } from "./support";

const { api, demo, seller } = useApiSuite({
  seller: true,
  api: { trustedProxyKey: "a-key-the-bff-and-api-share", loginLimits: { perAccount: 3, perIp: 1000 } },
});

const sellerLogin = (username: string, password: string, ip = "10.9.0.1") => ({
  ...formRequest(null, "POST", "/api/admin/login", { username, password }),
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    "x-client-ip": ip,
    "x-bff-key": "a-key-the-bff-and-api-share",
  },
});

describe("seller routes and buyer routes", () => {
  it("refuse a seller token on buyer routes (401)", async () => {
    await expectError(api.app, getRequest(seller, "/api/user"), 401);
    await expectError(api.app, getRequest(seller, `/api/transaction/list-transaction/${demo.id}`), 401);
    await expectError(api.app, formRequest(seller, "POST", "/api/usermanagement/chat/reply", { message: "x" }), 401);
    await expectError(api.app, formRequest(seller, "POST", "/api/customer/logout", {}), 401);
  });

  it("refuse a buyer token on seller routes (401)", async () => {
    await expectError(api.app, getRequest(demo, "/api/admin/me"), 401);
    await expectError(api.app, formRequest(demo, "POST", `/api/admin/chat/reply/${demo.id}`, { message: "x" }), 401);
    await expectError(api.app, formRequest(demo, "POST", "/api/admin/logout", {}), 401);
  });

  it("let each token through its own kind's routes", async () => {
    const me = await call(api.app, sellerResponse, getRequest(seller, "/api/admin/me"));
    expect(me.response.statusCode).toBe(200);
    expect(me.body.data.username).toBe(ADMIN_LOGIN.username);
    const user = await call(api.app, userResponse, getRequest(demo, "/api/user"));
    expect(user.response.statusCode).toBe(200);
  });
});

describe("POST /api/admin/login", () => {
  it("answers a token for the right password and 422 otherwise, in Indonesian", async () => {
    const { response, body } = await call(api.app, sellerLoginResponse, sellerLogin("ADMIN", ADMIN_LOGIN.password));
    expect(response.statusCode).toBe(200);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const wrong = await expectError(api.app, sellerLogin(ADMIN_LOGIN.username, "salah-sandi"), 422);
    expect(wrong.message).toBe("Username atau kata sandi salah");
    const empty = await expectError(api.app, sellerLogin("", ""), 400);
    expect(Object.keys(empty.data ?? {}).sort()).toEqual(["password", "username"]);
  });

  it("does not sign a buyer in as a seller", async () => {
    await expectError(api.app, sellerLogin("demo", "demo12345"), 422);
  });

  it("locks an account for the failing address after the configured failures (429), even for the right password; the owner elsewhere gets in", async () => {
    await upsertSeller(api.handle.db, {
      username: "penjual.kunci",
      name: "Penjual",
      email: "penjual.kunci@pengadaan.test",
      password: "benar12345",
    });
    for (let i = 0; i < 3; i++) await expectError(api.app, sellerLogin("penjual.kunci", "salah12345", "10.9.1.1"), 422);
    await expectError(api.app, sellerLogin("penjual.kunci", "benar12345", "10.9.1.1"), 429);
    const elsewhere = await api.app.inject(sellerLogin("penjual.kunci", "benar12345", "10.9.2.1"));
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("POST /api/admin/logout", () => {
  it("revokes the seller's token", async () => {
    const session = await loginSellerAs(api, ADMIN_LOGIN);
    const out = await api.app.inject(formRequest(session, "POST", "/api/admin/logout", {}));
    expect(out.statusCode, out.body).toBe(200);
    await expectError(api.app, getRequest(session, "/api/admin/me"), 401);
    // The suite's own seller session is another token and still works.
    expect((await api.app.inject(getRequest(seller, "/api/admin/me"))).statusCode).toBe(200);
  });
});

describe("seller sessions", () => {
  it("refuse an expired seller token and slide a live one forward, as a buyer's", async () => {
    const session = await loginSellerAs(api, ADMIN_LOGIN);
    const row = eq(adminTokens.tokenHash, hashToken(session.headers.authorization.replace("Bearer ", "")));
    await api.handle.db
      .update(adminTokens)
      .set({ expiresAt: new Date(Date.now() + 2 * 24 * 3600_000) })
      .where(row);
    expect((await api.app.inject(getRequest(session, "/api/admin/me"))).statusCode).toBe(200);
    const [extended] = await api.handle.db.select().from(adminTokens).where(row);
    expect(extended.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    await api.handle.db
      .update(adminTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(row);
    await expectError(api.app, getRequest(session, "/api/admin/me"), 401);
  });

  it("refuse what is not one of our tokens", async () => {
    for (const authorization of ["Bearer " + "A".repeat(43), "Bearer kurang", `Basic ${"A".repeat(43)}`])
      await expectError(api.app, { url: "/api/admin/me", headers: { authorization } }, 401);
  });
});
