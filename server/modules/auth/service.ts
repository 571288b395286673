import { eq, or, sql } from "drizzle-orm";
import { createUnitOfOne, membershipOf } from "../team/membership";
import type { FastifyBaseLogger } from "fastify";
import type { FieldErrors } from "../../contract/envelope";
import type { ForgotPasswordForm, LoginForm, RegisterForm, ResetPasswordForm, User } from "../../contract/auth";
import { authMessages } from "../../contract/auth";
import type { Db } from "../../db/client";
import { customerAddresses, customers, districts, provinces, subDistricts } from "../../db/schema";
import { badRequest, forbidden, HttpError, unauthenticated, unprocessable } from "../../http/errors";
import { messages } from "../../http/messages";
import type { MailMessage } from "../../providers/mail";
import { enqueueMail, type MailWorker } from "../mail-outbox/worker";
import { shopLink } from "./links";
import { resetPasswordMail, verificationMail } from "./mails";
import { authTexts } from "./messages";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { clearAccountFailures, isLockedOut, recordFailure, type LoginLimits } from "./rate-limit";
import { consumeToken, deleteExpiredTokens, deleteTokens, hasLiveToken, issueToken, lastIssuedAt } from "./tokens";

export type AuthContext = {
  db: Db;
  /** Account mails are written into the outbox with their token; the worker is kicked after the commit. */
  mailWorker: MailWorker;
  /** e.g. `http://localhost:3000`: e-mailed links lead there. */
  shopOrigin: string;
  loginLimits: LoginLimits;
  log: FastifyBaseLogger;
};

/** One verification or reset mail per account per minute: the forms cannot be used to flood a mailbox. */
const MAIL_INTERVAL_MS = 60 * 1000;
const VERIFY_PAGE = "/verifikasi-email";
const RESET_PAGE = "/reset-password";

/**
 * Issues the token and writes its mail into the outbox in one transaction (a token never stands without
 * its mail), then kicks the worker without waiting: the answer must not take longer when an account
 * exists (that would reveal it), and a slow mail server must not hold the request. The outbox retries.
 */
async function issueAndMail(
  ctx: AuthContext,
  customerId: number,
  kind: "verify" | "reset",
  message: (token: string) => MailMessage,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { token } = await issueToken(tx, customerId, kind);
    await enqueueMail(tx, message(token), kind);
  });
  ctx.mailWorker.kick();
}

const byEmail = (db: Db, email: string) => db.select().from(customers).where(eq(customers.email, email)).limit(1);

/** E-mail or username, case-insensitive (usernames cannot hold "@", so the two never collide). */
async function findByIdentifier(db: Db, identifier: string) {
  const value = identifier.toLowerCase();
  const rows = await db
    .select()
    .from(customers)
    .where(or(sql`lower(${customers.email}) = ${value}`, sql`lower(${customers.username}) = ${value}`))
    .limit(2);
  return rows.find((row) => row.email.toLowerCase() === value) ?? rows[0];
}

/** Postgres' unique_violation, possibly wrapped by Drizzle as the `cause`. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause));

async function takenFields(db: Db, username: string, email: string): Promise<FieldErrors> {
  const rows = await db
    .select({ username: customers.username, email: customers.email })
    .from(customers)
    .where(
      or(sql`lower(${customers.username}) = ${username.toLowerCase()}`, sql`lower(${customers.email}) = ${email}`),
    );
  const errors: FieldErrors = {};
  if (rows.some((row) => row.username.toLowerCase() === username.toLowerCase()))
    errors.username = [authTexts.usernameTaken];
  if (rows.some((row) => row.email.toLowerCase() === email)) errors.email = [authTexts.emailTaken];
  return errors;
}

function takenError(errors: FieldErrors): HttpError {
  const message =
    errors.username && errors.email
      ? authTexts.bothTaken
      : errors.username
        ? authTexts.usernameTaken
        : authTexts.emailTaken;
  return unprocessable(message, errors);
}

/** The district must lie in the province and the sub-district in the district. */
async function regionErrors(
  db: Db,
  input: Pick<RegisterForm, "province_id" | "district_id" | "sub_district_id">,
): Promise<FieldErrors> {
  const [[province], [district], [subDistrict]] = await Promise.all([
    db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, input.province_id)).limit(1),
    db.select({ provinceId: districts.provinceId }).from(districts).where(eq(districts.id, input.district_id)).limit(1),
    db
      .select({ districtId: subDistricts.districtId })
      .from(subDistricts)
      .where(eq(subDistricts.id, input.sub_district_id))
      .limit(1),
  ]);
  const errors: FieldErrors = {};
  if (!province) errors.province_id = [authMessages.regionInvalid];
  if (!district || district.provinceId !== input.province_id) errors.district_id = [authMessages.regionInvalid];
  if (!subDistrict || subDistrict.districtId !== input.district_id)
    errors.sub_district_id = [authMessages.regionInvalid];
  return errors;
}

export async function register(ctx: AuthContext, input: RegisterForm) {
  const verifyLink = shopLink(ctx.shopOrigin, input.login_redirect_url, VERIFY_PAGE, "login_redirect_url");
  const [taken, regions] = await Promise.all([
    takenFields(ctx.db, input.username, input.email),
    regionErrors(ctx.db, input),
  ]);
  if (Object.keys(taken).length > 0) throw takenError({ ...taken, ...regions });
  if (Object.keys(regions).length > 0) throw unprocessable(messages.invalid, regions);

  const passwordHash = await hashPassword(input.password);
  let created: { id: number; username: string; email: string; name: string };
  try {
    // The account, its first address book entry (storefront §"Registration payload": a new buyer's
    // checkout starts with somewhere to ship to), its verification token and its mail: all or none.
    created = await ctx.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          name: input.name,
          instanceName: input.instance_name,
          phone: input.phone,
          birthdate: input.birthdate,
          gender: input.gender,
          lspe: input.lspe,
          kldi: input.kldi,
          nip: input.nip,
          namePp: input.name_pp,
          namePpk: input.name_ppk,
          satker: input.satker,
          receiptName: input.receipt_name,
          receiptPhoneNumber: input.receipt_phone_number,
          provinceId: input.province_id,
          districtId: input.district_id,
          subDistrictId: input.sub_district_id,
          address: input.address,
        })
        .returning({ id: customers.id, username: customers.username, email: customers.email, name: customers.name });
      // The account that registers owns its work unit, holding every role (decision 0150).
      await createUnitOfOne(tx, customer.id);
      await tx.insert(customerAddresses).values({
        customerId: customer.id,
        name: input.satker,
        receiptName: input.receipt_name,
        receiptPhoneNumber: input.receipt_phone_number,
        address: input.address,
        provinceId: input.province_id,
        districtId: input.district_id,
        subDistrictId: input.sub_district_id,
      });
      const { token } = await issueToken(tx, customer.id, "verify");
      await enqueueMail(tx, verificationMail(customer.email, customer.name, verifyLink(token)), "verify");
      return customer;
    });
  } catch (error) {
    // Two sign-ups with the same name at once: the loser learns it like anyone else.
    if (isUniqueViolation(error)) throw takenError(await takenFields(ctx.db, input.username, input.email));
    throw error;
  }
  ctx.mailWorker.kick();
  return { id: created.id, username: created.username, email: created.email };
}

/** Answers the customer whose address it verified. */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<number> {
  const customerId = await consumeToken(ctx.db, "verify", token);
  if (customerId === null)
    throw badRequest(authMessages.verifyTokenInvalid, { token: [authMessages.verifyTokenInvalid] });
  await ctx.db
    .update(customers)
    .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  await deleteTokens(ctx.db, customerId, "verify");
  return customerId;
}

async function mayMail(db: Db, customerId: number, kind: "verify" | "reset") {
  const last = await lastIssuedAt(db, customerId, kind);
  return !last || Date.now() - last.getTime() >= MAIL_INTERVAL_MS;
}

/** Same answer whether the address is unknown, verified or not: nothing to learn about accounts here. */
export async function resendVerification(ctx: AuthContext, email: string): Promise<void> {
  const [customer] = await byEmail(ctx.db, email);
  if (!customer || customer.emailVerifiedAt || !(await mayMail(ctx.db, customer.id, "verify"))) return;
  await issueAndMail(ctx, customer.id, "verify", (token) =>
    verificationMail(customer.email, customer.name, shopLink(ctx.shopOrigin, undefined, VERIFY_PAGE, "email")(token)),
  );
}

export async function login(ctx: AuthContext, input: LoginForm, clientIp: string) {
  const customer = await findByIdentifier(ctx.db, input.email);
  // Unknown names are counted too (under their own key), so probing them costs the same as a real account.
  const keys = { account: customer ? `customer:${customer.id}` : `name:${input.email.toLowerCase()}`, ip: clientIp };
  if (await isLockedOut(ctx.db, keys, ctx.loginLimits)) throw new HttpError(429, authTexts.tooManyAttempts);
  const valid = await verifyPassword(input.password, customer?.passwordHash ?? (await decoyHash()));
  if (!customer || !valid) {
    await recordFailure(ctx.db, keys);
    throw unprocessable(authTexts.badCredentials);
  }
  await clearAccountFailures(ctx.db, keys.account);
  // The only moment the plain password is at hand: a hash from weaker parameters is upgraded now.
  if (needsRehash(customer.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await ctx.db.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
  }
  // Only someone who knows the password learns that the address is not verified yet.
  if (!customer.emailVerifiedAt) throw forbidden(authTexts.unverified);
  await deleteExpiredTokens(ctx.db, customer.id);
  const { token, expiresAt } = await issueToken(ctx.db, customer.id, "session");
  return {
    token,
    token_type: "Bearer" as const,
    expires_at: expiresAt.toISOString(),
    user: { id: customer.id, username: customer.username, name: customer.name, image: customer.image },
  };
}

/** Same answer for unknown addresses (no account enumeration); the link goes to the shop's reset page. */
export async function forgotPassword(
  ctx: AuthContext,
  input: ForgotPasswordForm,
  redirectUrl: string | undefined,
): Promise<void> {
  const resetLink = shopLink(ctx.shopOrigin, redirectUrl, RESET_PAGE, "redirect_url");
  const [customer] = await byEmail(ctx.db, input.email);
  if (!customer || !(await mayMail(ctx.db, customer.id, "reset"))) return;
  await issueAndMail(ctx, customer.id, "reset", (token) =>
    resetPasswordMail(customer.email, customer.name, resetLink(token)),
  );
}

/**
 * Sets the new password, signs out every session (whoever knew the old password is out) and, since
 * the link proved the mailbox, counts the address as verified. A pending e-mail change is cancelled:
 * the owner taking the account back must not lose it again when the other address's link is followed.
 */
/** Answers the customer whose sessions it ended. */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordForm): Promise<number> {
  const invalid = () => badRequest(authMessages.resetTokenInvalid, { token: [authMessages.resetTokenInvalid] });
  const [customer] = await byEmail(ctx.db, input.email);
  if (!customer) throw invalid();
  const customerId = await consumeToken(ctx.db, "reset", input.token, customer.id);
  if (customerId === null) throw invalid();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())`,
        pendingEmail: null,
        updatedAt: new Date(),
      })
      .where(eq(customers.id, customerId));
    await deleteTokens(tx, customerId, "session");
    await deleteTokens(tx, customerId, "reset");
    await deleteTokens(tx, customerId, "email_change");
  });
  await clearAccountFailures(ctx.db, `customer:${customerId}`);
  return customerId;
}

export async function getUser(db: Db, customerId: number): Promise<User> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  // The session's account was deleted between the guard and here: the session is over.
  if (!row) throw unauthenticated();
  const { roles } = await membershipOf(db, customerId);
  return {
    my_roles: roles,
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    phone: row.phone,
    nip: row.nip,
    name_pp: row.namePp,
    name_ppk: row.namePpk,
    image: row.image,
    birthdate: row.birthdate,
    gender: row.gender,
    instance_name: row.instanceName,
    kldi: row.kldi,
    lspe: row.lspe,
    satker: row.satker,
    receipt_name: row.receiptName,
    receipt_phone_number: row.receiptPhoneNumber,
    province_id: row.provinceId,
    district_id: row.districtId,
    sub_district_id: row.subDistrictId,
    address: row.address,
    email_verified_at: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    // Only while its link can still be followed: an expired change is no longer waiting for anything.
    pending_email: row.pendingEmail && (await hasLiveToken(db, row.id, "email_change")) ? row.pendingEmail : null,
  };
}
