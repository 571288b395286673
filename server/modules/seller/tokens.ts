// Seller session tokens: the buyers' format and lifetime (tokens.ts of the auth module), stored in
// admin_tokens so the two kinds of actor never share a lookup.
import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { admins, adminTokens } from "../../db/schema";
import { hashToken, looksLikeToken, SESSION_EXTEND_AFTER_MS, TOKEN_LIFETIME_MS } from "../auth/tokens";

export async function issueSellerToken(db: Db, adminId: number, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS.session);
  await db.delete(adminTokens).where(and(eq(adminTokens.adminId, adminId), lte(adminTokens.expiresAt, now)));
  await db.insert(adminTokens).values({ adminId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The live session of a seller token (pushed ahead as a buyer's is), or null. */
export async function findSellerSession(db: Db, token: string, now = new Date()) {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .select({ tokenId: adminTokens.id, expiresAt: adminTokens.expiresAt, id: admins.id, username: admins.username })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(and(eq(adminTokens.tokenHash, hashToken(token)), gt(adminTokens.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const lifetime = TOKEN_LIFETIME_MS.session;
  if (row.expiresAt.getTime() - now.getTime() < lifetime - SESSION_EXTEND_AFTER_MS) {
    await db
      .update(adminTokens)
      .set({ expiresAt: new Date(now.getTime() + lifetime) })
      .where(eq(adminTokens.id, row.tokenId));
  }
  return row;
}

/** Logout: the row goes, so the token is dead on every instance at once. */
export async function revokeSellerToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(adminTokens).where(eq(adminTokens.id, tokenId));
}
