// The API keeps a checked buyer or seller session for SESSION_CACHE_MS. Whatever ends sessions on this
// instance ends them at once; a session ended past it (another instance, the database itself) lasts at
// most the cache's time. The password change is in customer-profile.test.ts, which runs with the cache
// on; a logout on another instance is in cache-drops.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageResponse } from "../../server/contract/auth";
import { adminTokens, customerTokens } from "../../server/db/schema";
import { hashToken } from "../../server/modules/auth/tokens";
import { createMemoryMailer } from "../../server/providers/mail";
import { ADMIN_LOGIN, OTHER_LOGIN } from "../helpers/test-db";
import { getRequest, loginAs, type Buyer } from "./buyer-session";
import { loginSellerAs, type SellerSession } from "./seller-session";
import { call, onTable, startApi, statementsDuring, type TestApi } from "./support";

const SHOP = "http://toko.test";
const mailer = createMemoryMailer();
const tokenOf = (buyer: Buyer) => buyer.headers.authorization.replace("Bearer ", "");
const status = async (api: TestApi, buyer: Buyer) => (await api.app.inject(getRequest(buyer, "/api/user"))).statusCode;
const sellerStatus = async (api: TestApi, seller: SellerSession) =>
  (await api.app.inject(getRequest(seller, "/api/admin/me"))).statusCode;

describe("with a minute's session cache", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ sessionCacheMs: 60_000, mailer, shopOrigin: SHOP });
  });
  afterAll(() => api.close());

  it("a logout ends the session at once, though it was just checked; the other session goes on", async () => {
    const first = await loginAs(api, OTHER_LOGIN);
    const second = await loginAs(api, OTHER_LOGIN);
    expect(await status(api, first)).toBe(200);
    expect(await status(api, second)).toBe(200);
    const out = await api.app.inject({ method: "POST", url: "/api/customer/logout", headers: first.headers });
    expect(out.statusCode, out.body).toBe(200);
    expect(await status(api, first)).toBe(401);
    expect(await status(api, second)).toBe(200);
  });

  it("a password reset ends every session of the account at once", async () => {
    const session = await loginAs(api, OTHER_LOGIN);
    expect(await status(api, session)).toBe(200);
    const form = (url: string, fields: Record<string, string>) => ({
      method: "POST" as const,
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
    const redirect = encodeURIComponent(`${SHOP}/reset-password`);
    await call(
      api.app,
      messageResponse,
      form(`/api/customer/forget-password?redirect_url=${redirect}`, {
        email: OTHER_LOGIN.email,
      }),
    );
    const mail = mailer.messages.filter((message) => message.to === OTHER_LOGIN.email).at(-1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token, mail?.text).toBeDefined();
    const { response } = await call(
      api.app,
      messageResponse,
      form("/api/customer/reset-password", {
        email: OTHER_LOGIN.email,
        password: "sandiBaru123",
        password_confirmation: "sandiBaru123",
        token: token as string,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await status(api, session)).toBe(401);
  });

  it("a seller logout ends that seller session at once, though it was just checked; the other goes on", async () => {
    const [first, second] = [await loginSellerAs(api, ADMIN_LOGIN), await loginSellerAs(api, ADMIN_LOGIN)];
    expect(await sellerStatus(api, first)).toBe(200);
    expect(await sellerStatus(api, second)).toBe(200);
    const out = await api.app.inject({ method: "POST", url: "/api/admin/logout", headers: first.headers });
    expect(out.statusCode, out.body).toBe(200);
    expect(await sellerStatus(api, first)).toBe(401);
    expect(await sellerStatus(api, second)).toBe(200);
  });

  it("reads a kept seller token once: a session near its end is pushed ahead then, the next call reads no token", async () => {
    const seller = await loginSellerAs(api, ADMIN_LOGIN);
    const row = eq(adminTokens.tokenHash, hashToken(seller.headers.authorization.replace("Bearer ", "")));
    await api.handle.db
      .update(adminTokens)
      .set({ expiresAt: new Date(Date.now() + 2 * 24 * 3600_000) })
      .where(row);
    const first = await statementsDuring(api, async () => expect(await sellerStatus(api, seller)).toBe(200));
    // The lookup, then the extension (a week ahead), as without the cache.
    expect(onTable(first, "admin_tokens")).toHaveLength(2);
    const [extended] = await api.handle.db.select().from(adminTokens).where(row);
    expect(extended.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const second = await statementsDuring(api, async () => expect(await sellerStatus(api, seller)).toBe(200));
    expect(onTable(second, "admin_tokens")).toEqual([]);
  });
});

describe("with a short session cache", () => {
  // Long enough that a loaded machine still answers twice within it.
  const TTL_MS = 2_000;
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ sessionCacheMs: TTL_MS });
  });
  afterAll(() => api.close());

  it("a session ended elsewhere is accepted only until the cache's time is up", async () => {
    const buyer = await loginAs(api, OTHER_LOGIN);
    expect(await status(api, buyer)).toBe(200);
    await api.handle.db.delete(customerTokens).where(eq(customerTokens.tokenHash, hashToken(tokenOf(buyer))));
    expect(await status(api, buyer)).toBe(200);
    const deadline = Date.now() + TTL_MS + 2_000;
    let answered = 200;
    while (answered === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answered = await status(api, buyer);
    }
    expect(answered).toBe(401);
  });
});
