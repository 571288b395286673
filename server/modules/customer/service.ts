import { and, eq, ne, sql } from "drizzle-orm";
import type { User } from "../../contract/auth";
import type { FieldErrors } from "../../contract/envelope";
import { profileMessages, type UpdateProfileBody } from "../../contract/customer";
import type { Db, Tx } from "../../db/client";
import { customers, customerTokens } from "../../db/schema";
import { HttpError, unprocessable } from "../../http/errors";
import { authTexts } from "../auth/messages";
import { hashPassword, verifyPassword } from "../auth/password";
import { isLockedOut, recordFailure } from "../auth/rate-limit";
import { getUser } from "../auth/service";
import type { Storage } from "../../providers/storage";
import { isRepeatedRequest, isUniqueViolation, startEmailChange } from "./email-change";
import { removePhoto, squareJpeg, storePhoto } from "./photo";

/** A new e-mail asked for: `token` goes in the link mailed to `newEmail`; `oldEmail` gets the notice. */
export type EmailChange = { oldEmail: string; newEmail: string; name: string; token: string };

/**
 * `clientIp`: the caller's address, for counting wrong current passwords like failed logins.
 * `notifyEmailChange`: writes the new address's link and the old one's notice into the mail outbox, in
 * the transaction that starts the change (decision 0128); the caller kicks the outbox after the commit.
 */
export type ProfileContext = {
  db: Db;
  /** The public storage photos are kept in. */
  storage: Storage;
  /** The local file of a spooled upload (see `photoSpool`). */
  spooledFile: (key: string) => string;
  clientIp?: string;
  notifyEmailChange?: (tx: Tx, change: EmailChange) => Promise<void>;
};

export const getProfile = (db: Db, customerId: number): Promise<User> => getUser(db, customerId);

/** E-mail and username belong to one account each, whatever their case. */
async function takenFields(
  db: Db,
  customerId: number,
  email: string,
  username: string | undefined,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [emailOwner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email.toLowerCase()}`, ne(customers.id, customerId)))
    .limit(1);
  if (emailOwner) errors.email = [profileMessages.emailTaken];
  if (username) {
    const [usernameOwner] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(sql`lower(${customers.username}) = ${username.toLowerCase()}`, ne(customers.id, customerId)))
      .limit(1);
    if (usernameOwner) errors.username = [profileMessages.usernameTaken];
  }
  return errors;
}

const takenError = (errors: FieldErrors) =>
  unprocessable(errors.email?.[0] ?? errors.username?.[0] ?? profileMessages.emailTaken, errors);

/** 422 on `current_password` unless it is the account's password; failures count like failed logins. */
async function proveCurrentPassword(
  ctx: ProfileContext,
  customerId: number,
  stored: string | undefined,
  given: string | undefined,
): Promise<void> {
  if (!given)
    throw unprocessable(profileMessages.currentPassword, { current_password: [profileMessages.currentPassword] });
  const keys = { account: `customer:${customerId}`, ip: ctx.clientIp ?? "" };
  if (await isLockedOut(ctx.db, keys)) throw new HttpError(429, authTexts.tooManyAttempts);
  if (!stored || !(await verifyPassword(given, stored))) {
    await recordFailure(ctx.db, keys);
    throw unprocessable(profileMessages.currentPasswordWrong, {
      current_password: [profileMessages.currentPasswordWrong],
    });
  }
}

/**
 * Saves the profile. A new photo is cropped and stored first (a refused photo changes nothing); a
 * new password signs out the account's other sessions (the one that changed it stays); a new e-mail
 * only waits for its link to be followed.
 */
export async function updateProfile(
  ctx: ProfileContext,
  customerId: number,
  sessionTokenId: number | null,
  input: UpdateProfileBody,
): Promise<User> {
  const taken = await takenFields(ctx.db, customerId, input.email, input.username);
  if (Object.keys(taken).length > 0) throw takenError(taken);

  const [current] = await ctx.db
    .select({
      image: customers.image,
      email: customers.email,
      pendingEmail: customers.pendingEmail,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  // A session alone (a borrowed laptop, a stolen cookie) may not take the account over: the reset
  // mail goes to the e-mail address, so both it and the password need the current password.
  const emailChanges = current !== undefined && current.email.toLowerCase() !== input.email.toLowerCase();
  if (input.password !== undefined || emailChanges)
    await proveCurrentPassword(ctx, customerId, current?.passwordHash, input.current_password);
  let image: string | undefined;
  if (input.image) {
    const crop =
      input.crop_size !== undefined ? { x: input.crop_x ?? 0, y: input.crop_y ?? 0, size: input.crop_size } : undefined;
    const jpeg = await squareJpeg(input.image, ctx.spooledFile(input.image.key), crop);
    image = await storePhoto(ctx.storage, customerId, jpeg);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  // The same new address twice within a minute: the first link still works, no second pair of mails.
  const startsEmailChange =
    emailChanges && !(await isRepeatedRequest(ctx.db, customerId, current?.pendingEmail ?? null, input.email));
  let emailToken: string | undefined;

  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({
          name: input.name,
          // The e-mail itself changes only when its link is followed (email-change.ts).
          phone: input.phone,
          birthdate: input.birthdate,
          nip: input.nip,
          namePp: input.name_pp,
          namePpk: input.name_ppk,
          // NOT NULL columns: empty leaves them as they are.
          ...(input.username ? { username: input.username } : {}),
          ...(input.instance_name ? { instanceName: input.instance_name } : {}),
          ...(input.gender !== undefined ? { gender: input.gender } : {}),
          ...(input.kldi !== undefined ? { kldi: input.kldi || null } : {}),
          ...(input.lspe !== undefined ? { lspe: input.lspe || null } : {}),
          ...(image ? { image } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(customers.id, customerId));
      if (startsEmailChange) {
        emailToken = await startEmailChange(tx, customerId, input.email);
        if (current)
          await ctx.notifyEmailChange?.(tx, {
            oldEmail: current.email,
            newEmail: input.email,
            name: input.name,
            token: emailToken,
          });
      }
      if (passwordHash) {
        const others = sessionTokenId === null ? sql`true` : ne(customerTokens.id, sessionTokenId);
        await tx
          .delete(customerTokens)
          .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.kind, "session"), others));
      }
    });
  } catch (error) {
    if (image) await removePhoto(ctx.storage, image);
    // Two saves racing for the same username: the database's unique index decides.
    if (isUniqueViolation(error)) throw takenError(await takenFields(ctx.db, customerId, input.email, input.username));
    throw error;
  }
  if (image && current?.image !== image) await removePhoto(ctx.storage, current?.image ?? null).catch(() => undefined);
  return getUser(ctx.db, customerId);
}
