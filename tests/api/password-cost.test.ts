// scrypt cost at OWASP's minimum work (N·p ≥ 2^17 with r=8), and older hashes upgraded at login.
import { randomBytes, scryptSync } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, customers } from "../../server/db/schema";
import { hashPassword, needsRehash, verifyPassword } from "../../server/modules/auth/password";
import { ADMIN_LOGIN, DEMO_LOGIN } from "../helpers/test-db";
import { loginAs } from "./buyer-session";
import { loginSellerAs } from "./seller-session";
import { startApi, type TestApi } from "./support";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

/** A hash as the shop made them before: N=2^14, r=8, p=1. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ["scrypt", 16384, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

const params = (hash: string) => hash.split("$").slice(1, 4).map(Number);

describe("password hashing cost", () => {
  it("hashes new passwords with at least OWASP's minimum work", async () => {
    const [cost, blockSize, parallel] = params(await hashPassword("rahasia123"));
    expect(blockSize).toBeGreaterThanOrEqual(8);
    expect(cost * parallel).toBeGreaterThanOrEqual(2 ** 17);
  });

  it("still verifies a hash made with the old parameters, and marks it for rehashing", async () => {
    const hash = oldHash("rahasia123");
    expect(await verifyPassword("rahasia123", hash)).toBe(true);
    expect(needsRehash(hash)).toBe(true);
    expect(needsRehash(await hashPassword("rahasia123"))).toBe(false);
  });

  it("rehashes an old hash at the next successful login", async () => {
    const stored = oldHash(DEMO_LOGIN.password);
    await api.handle.db.update(customers).set({ passwordHash: stored }).where(eq(customers.username, "demo"));
    await loginAs(api, DEMO_LOGIN);
    const [row] = await api.handle.db
      .select({ hash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.username, "demo"));
    expect(row.hash).not.toBe(stored);
    expect(needsRehash(row.hash)).toBe(false);
    expect(await verifyPassword(DEMO_LOGIN.password, row.hash)).toBe(true);
    await loginAs(api, DEMO_LOGIN);
  });

  it("rehashes a seller's old hash at the next successful login, as a buyer's", async () => {
    const stored = oldHash(ADMIN_LOGIN.password);
    await api.handle.db.update(admins).set({ passwordHash: stored }).where(eq(admins.username, ADMIN_LOGIN.username));
    await loginSellerAs(api, ADMIN_LOGIN);
    const [row] = await api.handle.db
      .select({ hash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.username, ADMIN_LOGIN.username));
    expect(row.hash).not.toBe(stored);
    expect(needsRehash(row.hash)).toBe(false);
    expect(await verifyPassword(ADMIN_LOGIN.password, row.hash)).toBe(true);
    await loginSellerAs(api, ADMIN_LOGIN);
  });
});
