// Revocation everywhere (issue 26, decision 0135): two API instances on one database, each keeping
// sessions for 10 s and catalogue reads for 30 s. A logout (a buyer's or a seller's) or a password
// reset through A is refused by B within a second; a price changed through B reaches A's kept catalogue, and a web server following
// A's cache drops, within a second. An instance whose listening connection was cut drops everything it
// kept once it listens again. Runs on PGlite (one process: the engine's own LISTEN) and
// on PostgreSQL when DATABASE_URL is set.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app";
import type { DbHandle } from "../../server/db/client";
import type { Listener, Notifications } from "../../server/db/notifications";
import { adminTokens, customers, customerTokens, products, workUnitMembers } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/password";
import { membershipOf } from "../../server/modules/team/membership";
import { upsertSeller } from "../../server/modules/seller/service";
import { CACHE_DROP_CHANNEL } from "../../server/http/cache-drops";
import { issueToken } from "../../server/modules/auth/tokens";
import { cacheDropsUrl, followCacheDrops, type WebDrop } from "../../server/web/cache-drops";
import { formRequest, loginAs, type Buyer } from "./buyer-session";
import { loginSellerAs, type SellerSession } from "./seller-session";
import type { TestApi } from "./support";
import { ADMIN_LOGIN, createTestDb, DEMO_LOGIN, OTHER_LOGIN } from "../helpers/test-db";

const WITHIN = { timeout: 1_000, interval: 25 };
const BFF_KEY = "kunci-bff-untuk-uji-0123456789";

let handle: DbHandle;
let publicDir: string;
let a: TestApi;
let b: TestApi;

/** B's listener, kept so that the embedded database, which has no connection to lose, can be told of a gap. */
const heardByB: Listener[] = [];

async function instance(listeners?: Listener[]): Promise<TestApi> {
  const notifications: Notifications = {
    listen: (channel, listener) => {
      listeners?.push(listener);
      return handle.notifications.listen(channel, listener);
    },
  };
  const app = await buildApp({
    db: handle.db,
    notifications,
    publicDir,
    sessionCacheMs: 10_000,
    catalogueCacheMs: 30_000,
    chatMailSweepMs: 0,
    mailSweepMs: 0,
    trustedProxyKey: BFF_KEY,
  });
  await app.ready();
  return { app, handle, publicDir, close: () => app.close() };
}

beforeAll(async () => {
  handle = await createTestDb();
  publicDir = await mkdtemp(path.join(os.tmpdir(), "cache-drops-public-"));
  [a, b] = [await instance(), await instance(heardByB)];
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await handle.close();
  await rm(publicDir, { recursive: true, force: true });
});

const profile = (app: FastifyInstance, buyer: Buyer) => app.inject({ url: "/api/user", headers: buyer.headers });
const sellerMe = (app: FastifyInstance, seller: SellerSession) =>
  app.inject({ url: "/api/admin/me", headers: seller.headers });
const priceOn = async (app: FastifyInstance, productId: number) =>
  (await app.inject(`/api/product/${productId}`)).json<{ data: { price: number } }>().data.price;

describe("sessions ended on one instance", () => {
  it("a logout through A is refused by B within a second, though B had checked the token", async () => {
    const buyer = await loginAs(a, DEMO_LOGIN);
    expect((await profile(b.app, buyer)).statusCode).toBe(200);
    expect((await profile(a.app, buyer)).statusCode).toBe(200);
    const logout = await a.app.inject({ method: "POST", url: "/api/customer/logout", headers: buyer.headers });
    expect(logout.statusCode, logout.body).toBe(200);
    await vi.waitFor(async () => expect((await profile(b.app, buyer)).statusCode).toBe(401), WITHIN);
    expect((await profile(a.app, buyer)).statusCode).toBe(401);
  });

  it("a seller's logout through A is refused by B within a second, though B had checked the token", async () => {
    const seller = await loginSellerAs(a, ADMIN_LOGIN);
    expect((await sellerMe(b.app, seller)).statusCode).toBe(200);
    expect((await sellerMe(a.app, seller)).statusCode).toBe(200);
    const logout = await a.app.inject({ method: "POST", url: "/api/admin/logout", headers: seller.headers });
    expect(logout.statusCode, logout.body).toBe(200);
    await vi.waitFor(async () => expect((await sellerMe(b.app, seller)).statusCode).toBe(401), WITHIN);
    expect((await sellerMe(a.app, seller)).statusCode).toBe(401);
  });

  it("a seller's password set again by the seller command ends their sessions on A and B within a second", async () => {
    const login = { username: "penjual.sandi", password: "sandi-lama-123" };
    const account = { ...login, name: "Penjual Sandi", email: "penjual.sandi@pengadaan.test" };
    await upsertSeller(handle.db, account);
    const seller = await loginSellerAs(a, login);
    expect((await sellerMe(a.app, seller)).statusCode).toBe(200);
    expect((await sellerMe(b.app, seller)).statusCode).toBe(200);
    await upsertSeller(handle.db, { ...account, password: "sandi-baru-456" });
    await vi.waitFor(async () => expect((await sellerMe(a.app, seller)).statusCode).toBe(401), WITHIN);
    await vi.waitFor(async () => expect((await sellerMe(b.app, seller)).statusCode).toBe(401), WITHIN);
    const again = await loginSellerAs(b, { ...login, password: "sandi-baru-456" });
    expect((await sellerMe(a.app, again)).statusCode).toBe(200);
  });

  it("a password reset through A ends every session of the account on B within a second", async () => {
    const [first, second] = [await loginAs(b, OTHER_LOGIN), await loginAs(a, OTHER_LOGIN)];
    for (const buyer of [first, second]) expect((await profile(b.app, buyer)).statusCode).toBe(200);
    const { token } = await issueToken(handle.db, first.id, "reset");
    const password = "sandiBaru12345";
    const reset = await a.app.inject(
      formRequest(null, "POST", "/api/customer/reset-password", {
        email: OTHER_LOGIN.email,
        token,
        password,
        password_confirmation: password,
      }),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    await vi.waitFor(async () => {
      for (const buyer of [first, second]) expect((await profile(b.app, buyer)).statusCode).toBe(401);
    }, WITHIN);
  });
});

describe("catalogue changes on one instance", () => {
  it("a price changed through B reaches A's kept catalogue, and a web server following A, within a second", async () => {
    const [product] = await handle.db
      .select({ id: products.id, price: products.price, stock: products.stock })
      .from(products)
      .where(eq(products.status, "enabled"))
      .limit(1);
    const before = await priceOn(a.app, product.id);
    const address = await a.app.listen({ host: "127.0.0.1", port: 0 });
    const drops: WebDrop[] = [];
    const follower = followCacheDrops({
      url: cacheDropsUrl(`${address}/api`),
      bffKey: BFF_KEY,
      onDrop: (drop) => drops.push(drop),
      log: { info: () => undefined, warn: () => undefined },
    });
    try {
      // Following: the first answer drops everything the web server kept while it was not.
      await vi.waitFor(() => expect(drops).toContain("all"), { timeout: 5_000, interval: 25 });
      const heard = drops.length;
      const seller = await loginSellerAs(b, ADMIN_LOGIN);
      const changed = await b.app.inject(
        formRequest(seller, "PUT", `/api/admin/product/${product.id}`, {
          price: before + 1_000,
          stock: product.stock,
          status: "active",
        }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      await vi.waitFor(async () => expect(await priceOn(a.app, product.id)).toBe(before + 1_000), WITHIN);
      await vi.waitFor(() => expect(drops.slice(heard)).toContain("catalogue"), WITHIN);
    } finally {
      follower.stop();
    }
  });

  it("only the BFF may follow the drops when BFF_KEY is set", async () => {
    expect((await a.app.inject("/api/cache-drops")).statusCode).toBe(404);
  });
});

describe("roles changed on one instance", () => {
  it("a member's roles changed through A show on B's kept user answer within a second", async () => {
    const owner = await loginAs(a, DEMO_LOGIN);
    const { workUnitId } = await membershipOf(handle.db, owner.id);
    const [colleague] = await handle.db
      .insert(customers)
      .values({
        username: "rekan-ppk",
        email: "rekan-ppk@pengadaan.test",
        passwordHash: await hashPassword("Rahasia123!"),
        name: "Rekan PPK",
        instanceName: "Dinas Uji",
        phone: "081200000009",
        emailVerifiedAt: new Date(),
      })
      .returning({ id: customers.id });
    // A colleague of the owner's unit holding the PPK role (as an accepted invitation leaves them).
    await handle.db.insert(workUnitMembers).values({ customerId: colleague.id, workUnitId, roles: ["ppk"] });
    const member = await loginAs(a, { username: "rekan-ppk", password: "Rahasia123!" });
    const rolesOn = async (app: FastifyInstance) =>
      (await profile(app, member)).json<{ data: { my_roles: string[] } }>().data.my_roles;
    expect(await rolesOn(b.app)).toEqual(["ppk"]);
    const changed = await a.app.inject({
      method: "POST",
      url: "/api/team/member/roles",
      headers: owner.headers,
      payload: { customer_id: colleague.id, roles: ["ppk", "penerima"] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(async () => expect(await rolesOn(b.app)).toEqual(["ppk", "penerima"]), WITHIN);
  });
});

describe("an instance whose listening connection was cut", () => {
  it("drops every kept session once it listens again: a token ended meanwhile is refused", async () => {
    const buyer = await loginAs(a, DEMO_LOGIN);
    const seller = await loginSellerAs(a, ADMIN_LOGIN);
    expect((await profile(b.app, buyer)).statusCode).toBe(200);
    expect((await sellerMe(b.app, seller)).statusCode).toBe(200);
    // The sessions end with no drop said at all (as if said while B was not listening)…
    await handle.db.delete(customerTokens).where(eq(customerTokens.customerId, buyer.id));
    await handle.db.delete(adminTokens).where(eq(adminTokens.adminId, seller.id));
    expect((await profile(b.app, buyer)).statusCode).toBe(200);
    expect((await sellerMe(b.app, seller)).statusCode).toBe(200);
    // …then the LISTEN connections are cut (PostgreSQL) and come back; PGlite, one process, has no
    // connection to lose, so B's listener hears of the gap directly.
    if (handle.kind === "postgres")
      await handle.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike ${`LISTEN %${CACHE_DROP_CHANNEL}%`}`,
      );
    else for (const listener of heardByB) listener.onGap();
    await vi.waitFor(
      async () => {
        expect((await profile(b.app, buyer)).statusCode).toBe(401);
        expect((await sellerMe(b.app, seller)).statusCode).toBe(401);
      },
      { timeout: 3_000, interval: 50 },
    );
  });
});
