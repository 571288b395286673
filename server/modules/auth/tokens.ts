// Opaque tokens: 32 random bytes (base64url) go to the client or into the e-mail, only their SHA-256
// is stored, so a leaked database copy cannot sign anyone in or reset a password.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { customerTokens } from "../../db/schema";

/**
 * `verify` proves the address an account registered with; `email_change` the new address asked for
 * on the profile page. Separate kinds, so neither link can stand in for the other.
 */
export type TokenKind = "session" | "verify" | "reset" | "email_change";
/** The kinds mailed as links and used once. */
export type LinkTokenKind = Exclude<TokenKind, "session">;

const HOUR = 60 * 60 * 1000;
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  /** Sliding: see SESSION_EXTEND_AFTER_MS. */
  session: 7 * 24 * HOUR,
  verify: 48 * HOUR,
  reset: HOUR,
  email_change: 24 * HOUR,
};
/** A session is pushed 7 days ahead when used more than a day after its last extension: at most one write a day. */
export const SESSION_EXTEND_AFTER_MS = 24 * HOUR;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** base64url of 32 bytes is 43 characters: anything else is not one of ours and needs no query. */
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export async function issueToken(db: Db, customerId: number, kind: TokenKind, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]);
  await db.insert(customerTokens).values({ customerId, kind, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * Marks a mailed (verify, reset, email_change) token used and answers its customer, or null when it is unknown, expired,
 * already used or (with `customerId`) someone else's. One UPDATE: two concurrent uses cannot both win.
 */
export async function consumeToken(
  db: Db,
  kind: LinkTokenKind,
  token: string,
  customerId?: number,
): Promise<number | null> {
  if (!looksLikeToken(token)) return null;
  const now = new Date();
  const rows = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        eq(customerTokens.kind, kind),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
        customerId === undefined ? undefined : eq(customerTokens.customerId, customerId),
      ),
    )
    .returning({ customerId: customerTokens.customerId });
  return rows[0]?.customerId ?? null;
}

/** Whether the customer holds an unused, unexpired token of this kind (a pending e-mail change still open). */
export async function hasLiveToken(db: Db, customerId: number, kind: LinkTokenKind, now = new Date()) {
  const [row] = await db
    .select({ id: customerTokens.id })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.kind, kind),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** When the customer last got a token of this kind (mail throttling). */
export async function lastIssuedAt(db: Db, customerId: number, kind: TokenKind): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${customerTokens.createdAt})` })
    .from(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.kind, kind)));
  return row?.at ? new Date(row.at) : null;
}

/** Drops every token of a kind: all sessions after a password reset, the spare links once one was used. */
export async function deleteTokens(db: Db, customerId: number, kind: TokenKind): Promise<void> {
  await db.delete(customerTokens).where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.kind, kind)));
}

/** Expired rows are useless; each sign-in sweeps the customer's own. */
export async function deleteExpiredTokens(db: Db, customerId: number, now = new Date()): Promise<void> {
  await db
    .delete(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), lte(customerTokens.expiresAt, now)));
}

/** Logout: the session's row goes, so the token is dead on every instance at once. */
export async function revokeSession(db: Db, tokenId: number): Promise<void> {
  await db.delete(customerTokens).where(and(eq(customerTokens.id, tokenId), eq(customerTokens.kind, "session")));
}
