// Failed sign-ins counted in the database (several API instances may run): per account from one
// client address, and per client address, within a window. An account is locked only for the
// address that failed: a stranger guessing from elsewhere must not lock the owner out. The account
// counter is cleared by a successful sign-in; the address counter only ages out, so one address
// cannot spray many accounts.
import { and, count, eq, gt, like, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginAttempts } from "../../db/schema";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Failures within the window that lock an account or a client address (env `LOGIN_MAX_FAILURES_PER_*`). */
export type LoginLimits = { perAccount: number; perIp: number };
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccount: MAX_FAILURES_PER_ACCOUNT, perIp: MAX_FAILURES_PER_IP };

export type AttemptKeys = { account: string; ip: string };

/**
 * The per-account rows carry the address in their scope (`account@<ip>`, key = the account), so the
 * table and its (scope, key, created_at) index serve both counters without a schema change.
 */
const ACCOUNT_SCOPE = "account@";
const accountScope = (ip: string) => `${ACCOUNT_SCOPE}${ip}`;

async function failures(db: Db, scope: string, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key), gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function isLockedOut(
  db: Db,
  keys: AttemptKeys,
  limits = DEFAULT_LOGIN_LIMITS,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [account, ip] = await Promise.all([
    failures(db, accountScope(keys.ip), keys.account, since),
    failures(db, "ip", keys.ip, since),
  ]);
  return account >= limits.perAccount || ip >= limits.perIp;
}

export async function recordFailure(db: Db, keys: AttemptKeys, now = new Date()): Promise<void> {
  const stale = new Date(now.getTime() - LOGIN_WINDOW_MS);
  await db.transaction(async (tx) => {
    // Rows older than the window count for nothing: sweep this account's and address's on the way.
    for (const [scope, key] of [
      [accountScope(keys.ip), keys.account],
      ["ip", keys.ip],
    ] as const) {
      await tx
        .delete(loginAttempts)
        .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key), lte(loginAttempts.createdAt, stale)));
    }
    await tx.insert(loginAttempts).values([
      { scope: accountScope(keys.ip), key: keys.account, createdAt: now },
      { scope: "ip", key: keys.ip, createdAt: now },
    ]);
  });
}

/** After a successful sign-in (or a reset): the account's failures from every address are forgiven. */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(like(loginAttempts.scope, `${ACCOUNT_SCOPE}%`), eq(loginAttempts.key, account)));
}
