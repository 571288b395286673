// Seller accounts: sign-in (throttled per account and per address with the buyers' limits and
// counters) and creation from the command line (`npm run admin -- create`; never a public form).
import { eq, sql } from "drizzle-orm";
import type { Seller, SellerLoginForm } from "../../contract/seller";
import type { Db } from "../../db/client";
import { admins, adminTokens } from "../../db/schema";
import { notifyInstances } from "../../http/cache-drops";
import { HttpError, notFound, unprocessable } from "../../http/errors";
import { authTexts } from "../auth/messages";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "../auth/password";
import { clearAccountFailures, isLockedOut, recordFailure, type LoginLimits } from "../auth/rate-limit";
import { issueSellerToken } from "./tokens";

export const sellerTexts = {
  badCredentials: "Username atau kata sandi salah",
} as const;

/** Keys of the shared login_attempts counters; the prefix keeps them apart from the buyers'. */
const accountKey = (username: string) => `seller:${username.toLowerCase()}`;

export async function loginSeller(db: Db, limits: LoginLimits, input: SellerLoginForm, clientIp: string) {
  const keys = { account: accountKey(input.username), ip: clientIp };
  if (await isLockedOut(db, keys, limits)) throw new HttpError(429, authTexts.tooManyAttempts);
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = ${input.username.toLowerCase()}`)
    .limit(1);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash()));
  if (!row || !valid) {
    await recordFailure(db, keys);
    throw unprocessable(sellerTexts.badCredentials);
  }
  await clearAccountFailures(db, keys.account);
  // As for buyers: the only moment the plain password is at hand, so a hash from weaker parameters is upgraded now.
  if (needsRehash(row.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await db.update(admins).set({ passwordHash }).where(eq(admins.id, row.id));
  }
  const { token, expiresAt } = await issueSellerToken(db, row.id);
  return {
    token,
    token_type: "Bearer" as const,
    expires_at: expiresAt.toISOString(),
    seller: toSeller(row),
  };
}

const toSeller = (row: typeof admins.$inferSelect): Seller => ({
  id: row.id,
  username: row.username,
  name: row.name,
  email: row.email,
});

export async function getSeller(db: Db, id: number): Promise<Seller> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  if (!row) throw notFound();
  return toSeller(row);
}

export type NewSeller = { username: string; name: string; email: string; password: string };

/**
 * A new seller account, or its password replaced when the username exists (a forgotten password, or
 * one that leaked): then every session of the seller ends, on every API instance, as a buyer's do
 * when their password changes.
 */
export async function upsertSeller(db: Db, input: NewSeller): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, input.username));
  if (existing) {
    const ended = await db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, existing.id));
      return tx.delete(adminTokens).where(eq(adminTokens.adminId, existing.id)).returning({ id: adminTokens.id });
    });
    await notifyInstances(
      db,
      "seller-password",
      ended.map((token) => ({ t: "seller-token", id: token.id })),
    );
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(admins)
    .values({ username: input.username, name: input.name, email: input.email, passwordHash })
    .returning({ id: admins.id });
  return { id: row.id, created: true };
}
