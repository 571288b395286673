// A new e-mail asked for on the profile page waits in `pending_email` until the link mailed to it is
// followed (decision 60): until then sign-in, the reset mail and every notice keep the old address,
// so a mistyped or foreign address can never take the account away from its mailbox.
import { and, eq, ne, sql } from "drizzle-orm";
import { authMessages } from "../../contract/auth";
import { profileMessages } from "../../contract/customer";
import type { Db } from "../../db/client";
import { customers } from "../../db/schema";
import { badRequest, unprocessable } from "../../http/errors";
import { consumeToken, deleteTokens, issueToken, lastIssuedAt } from "../auth/tokens";

/** Asking again for the same address within this time mails nothing new: the last link still works. */
const RESEND_INTERVAL_MS = 60 * 1000;

/** Whether another account already has this address (case-insensitive). */
export async function emailTakenByOther(db: Db, customerId: number, email: string): Promise<boolean> {
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email.toLowerCase()}`, ne(customers.id, customerId)))
    .limit(1);
  return owner !== undefined;
}

/** The same address asked for again before the last link is a minute old: no second mail. */
export async function isRepeatedRequest(
  db: Db,
  customerId: number,
  pendingEmail: string | null,
  email: string,
): Promise<boolean> {
  if (pendingEmail?.toLowerCase() !== email.toLowerCase()) return false;
  const last = await lastIssuedAt(db, customerId, "email_change");
  return last !== null && Date.now() - last.getTime() < RESEND_INTERVAL_MS;
}

/**
 * Stores the new address as pending and answers the token for its link. Earlier links die: only the
 * address asked for last can be confirmed. Run inside the profile save's transaction.
 */
export async function startEmailChange(db: Db, customerId: number, email: string): Promise<string> {
  await db.update(customers).set({ pendingEmail: email }).where(eq(customers.id, customerId));
  await deleteTokens(db, customerId, "email_change");
  return (await issueToken(db, customerId, "email_change")).token;
}

/** Follows the new address's link: the pending address becomes the account's e-mail. Answers whose. */
export async function confirmEmailChange(db: Db, token: string): Promise<number> {
  const invalid = () => badRequest(authMessages.verifyTokenInvalid, { token: [authMessages.verifyTokenInvalid] });
  const customerId = await consumeToken(db, "email_change", token);
  if (customerId === null) throw invalid();
  const [row] = await db
    .select({ pendingEmail: customers.pendingEmail })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  // A password reset since the mail cancelled the change.
  if (!row?.pendingEmail) throw invalid();
  const email = row.pendingEmail;
  const taken = async () => {
    // Someone registered the address meanwhile: the change cannot happen, so it stops waiting.
    await db.update(customers).set({ pendingEmail: null }).where(eq(customers.id, customerId));
    await deleteTokens(db, customerId, "email_change");
    return unprocessable(profileMessages.emailTaken);
  };
  if (await emailTakenByOther(db, customerId, email)) throw await taken();
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({
          email,
          pendingEmail: null,
          emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(customers.id, customerId));
      await deleteTokens(tx, customerId, "email_change");
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await taken();
    throw error;
  }
  return customerId;
}

/** Postgres' unique_violation, possibly wrapped by Drizzle as the `cause`. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause));
