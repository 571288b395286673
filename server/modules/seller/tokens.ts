// Seller session tokens: the buyers' format and lifetime (tokens.ts of the auth module), stored in
// admin_tokens so the two kinds of actor never share a lookup.
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { admins, adminTokens } from "../../db/schema";
import type { CachedSellerSession } from "../auth/session-cache";
import { hashToken, TOKEN_LIFETIME_MS } from "../auth/tokens";

export async function issueSellerToken(db: Db, adminId: number, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS.session);
  await db.delete(adminTokens).where(and(eq(adminTokens.adminId, adminId), lte(adminTokens.expiresAt, now)));
  await db.insert(adminTokens).values({ adminId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The live session behind a seller token's hash (the guard keeps and extends it, as a buyer's), or undefined. */
export async function findSellerSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<CachedSellerSession | undefined> {
  const [row] = await db
    .select({
      tokenId: adminTokens.id,
      expiresAt: adminTokens.expiresAt,
      sellerId: admins.id,
      username: admins.username,
    })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(and(eq(adminTokens.tokenHash, tokenHash), gt(adminTokens.expiresAt, now)))
    .limit(1);
  return row;
}

/** Pushes a seller session's end ahead (sliding lifetime, as a buyer's). */
export async function extendSellerSession(db: Db, tokenId: number, expiresAt: Date): Promise<void> {
  await db.update(adminTokens).set({ expiresAt }).where(eq(adminTokens.id, tokenId));
}

/**
 * Logout: the row goes. Instances that keep the session (session-cache.ts) forget it when the caller
 * publishes `{ t: "seller-token", id }` (cache drops, decision 0163).
 */
export async function revokeSellerToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(adminTokens).where(eq(adminTokens.id, tokenId));
}
