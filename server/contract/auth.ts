// Accounts: the form schemas here are shared by the API and the BFF's Conform forms
// (`parseWithZod` from `@conform-to/zod/v4`), so both show the spec's exact messages.
// Inputs are strings (forms); Conform turns an empty field into `undefined`, the API sees "":
// both give the "{field} tidak boleh kosong" message, and only that one.
import { oneLine } from "./text";
import * as z from "zod";
import { envelope } from "./envelope";
import { TEAM_ROLES } from "./team";

export const PASSWORD_MIN = 8;
/** scrypt of a huge password is slow: a cap keeps login from being a cheap way to burn CPU. */
export const PASSWORD_MAX = 128;

export const authMessages = {
  emailFormat: "Format email salah",
  digits: "Pastikan data yang diinput berupa angka",
  passwordMin: "Kata sandi minimal memiliki 8 karakter",
  passwordMax: "Kata sandi terlalu panjang!",
  passwordMismatch: "Konfirmasi kata sandi tidak sama dengan password",
  terms: "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.",
  loginIdentifierRequired: "Email / Username tidak boleh kosong",
  resetPasswordMin: "Password minimal memiliki 8 karakter",
  resetPasswordMismatch: "Password konfirmasi tidak sama dengan password",
  usernameFormat: "Username hanya boleh berisi huruf, angka, titik, garis bawah atau tanda hubung",
  birthdateInvalid: "Tanggal lahir tidak valid",
  genderInvalid: "Jenis kelamin tidak valid",
  regionInvalid: "Pilihan wilayah tidak valid",
  resetTokenInvalid: "Tautan reset kata sandi tidak valid atau sudah kedaluwarsa.",
  verifyTokenInvalid: "Tautan verifikasi email tidak valid atau sudah kedaluwarsa.",
} as const;

export const required = (label: string) => `${label} tidak boleh kosong`;

/** Numbers and booleans sent as JSON read like their form spelling. */
const asText = (value: unknown) => (typeof value === "number" || typeof value === "boolean" ? String(value) : value);

type TextRules = {
  max?: number;
  tooLong?: string;
  digits?: boolean;
  pattern?: RegExp;
  patternMessage?: string;
  /** A textarea (the address): line breaks allowed. */
  multiLine?: boolean;
};

/**
 * A required text field. Every rule after "required" lets "" through, so an empty field gets the
 * required message alone (zod's `abort` would also skip the object's password-confirmation check).
 */
function text(label: string, rules: TextRules = {}) {
  let schema = z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label));
  if (rules.digits) schema = schema.regex(/^\d*$/, authMessages.digits);
  if (rules.pattern) schema = schema.regex(rules.pattern, rules.patternMessage);
  if (rules.max !== undefined) schema = schema.max(rules.max, rules.tooLong ?? `${label} terlalu panjang!`);
  if (!rules.multiLine) schema = oneLine(schema);
  return z.preprocess(asText, schema);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = (label = "Email") =>
  text(label, {
    max: 100,
    pattern: new RegExp(`^$|${EMAIL.source}`),
    patternMessage: authMessages.emailFormat,
  }).transform((value) => value.toLowerCase());

/** Passwords are not trimmed: a space is a character like any other. */
function password(label: string, minMessage: string) {
  return z
    .string({ error: required(label) })
    .min(1, required(label))
    .refine((value) => value === "" || value.length >= PASSWORD_MIN, minMessage)
    .refine((value) => value.length <= PASSWORD_MAX, authMessages.passwordMax);
}

/** A region id from a select box. */
const regionId = (label: string) =>
  text(label, { digits: true, max: 9, tooLong: authMessages.regionInvalid }).transform((value) => Number(value));

const isPastDate = (value: string) => {
  if (value === "") return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(value) &&
    date.getTime() < Date.now() &&
    value >= "1900-01-01"
  );
};

/** Checks the confirmation even while other fields are still wrong, so every error shows at once. */
function withConfirmation<
  S extends z.ZodObject<{ password: z.ZodType<string>; password_confirmation: z.ZodType<string> }>,
>(schema: S, message: string) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    path: ["password_confirmation"],
    message,
    when: ({ value }) => {
      const fields = value as { password?: unknown; password_confirmation?: unknown };
      // An empty side already has its "tidak boleh kosong" message.
      return (
        typeof fields.password === "string" &&
        typeof fields.password_confirmation === "string" &&
        fields.password !== "" &&
        fields.password_confirmation !== ""
      );
    },
  });
}

// ---------- login ----------

export const loginForm = z.object({
  /** E-mail or username. */
  email: text("Email / Username", { max: 100 }),
  password: password("Kata sandi", authMessages.passwordMin),
});
export type LoginForm = z.infer<typeof loginForm>;

// ---------- registration ----------

const registerFields = z.object({
  username: text("Username", { max: 50, pattern: /^[A-Za-z0-9._-]*$/, patternMessage: authMessages.usernameFormat }),
  name: text("Nama", { max: 50 }),
  instance_name: text("Nama Instansi", { max: 50 }),
  email: email(),
  password: password("Kata sandi", authMessages.passwordMin),
  password_confirmation: z
    .string({ error: required("Konfirmasi kata sandi") })
    .min(1, required("Konfirmasi kata sandi")),
  phone: text("Nomor telepon", { digits: true, max: 15 }),
  birthdate: text("Tanggal lahir").refine(isPastDate, authMessages.birthdateInvalid),
  lspe: text("LPSE", { digits: true, max: 20 }),
  kldi: text("KLDI", { max: 200 }),
  /** 1 male, 0 female. */
  gender: text("Jenis kelamin", { pattern: /^[01]?$/, patternMessage: authMessages.genderInvalid }).transform(
    (value) => value === "1",
  ),
  province_id: regionId("Provinsi"),
  district_id: regionId("Kabupaten/Kota"),
  sub_district_id: regionId("Kecamatan"),
  address: text("Alamat", { max: 500, multiLine: true }),
  nip: text("NIP", { digits: true, max: 200 }),
  name_pp: text("Nama PP", { max: 200 }),
  name_ppk: text("Nama PPK", { max: 200 }),
  satker: text("Satker", { max: 200 }),
  receipt_name: text("Nama penerima", { max: 200 }),
  receipt_phone_number: text("Nomor telepon penerima", { digits: true, max: 15 }),
  /** The terms checkbox: a ticked box sends "on" (or 1/true from other clients); an unticked one sends nothing. */
  setuju: z
    .preprocess(
      asText,
      z
        .string({ error: authMessages.terms })
        .refine((value) => ["on", "1", "true"].includes(value), authMessages.terms),
    )
    .transform(() => true as const),
  /**
   * The shop page the verification e-mail links to (`?token=` is appended); it must be on the shop's
   * origin. Default: `{SHOP_ORIGIN}/verifikasi-email`.
   */
  login_redirect_url: z.string().trim().max(500).optional(),
});

export const registerForm = withConfirmation(registerFields, authMessages.passwordMismatch);
export type RegisterForm = z.infer<typeof registerForm>;

// ---------- e-mail verification ----------

/** The token travels in the body, never in a URL the API would log. */
export const verifyEmailForm = z.object({
  token: z
    .string({ error: authMessages.verifyTokenInvalid })
    .trim()
    .min(1, authMessages.verifyTokenInvalid)
    .max(200, authMessages.verifyTokenInvalid),
});
export type VerifyEmailForm = z.infer<typeof verifyEmailForm>;

export const resendVerificationForm = z.object({ email: email() });
export type ResendVerificationForm = z.infer<typeof resendVerificationForm>;

// ---------- forgot and reset password ----------

/** `redirect_url`: the shop's reset page (`?token=` is appended); on the shop's origin only. Default `{SHOP_ORIGIN}/reset-password`. */
export const forgotPasswordQuery = z.object({ redirect_url: z.string().trim().max(500).optional() });
export const forgotPasswordForm = z.object({ email: email() });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const resetPasswordForm = withConfirmation(
  z.object({
    email: email(),
    password: password("Password", authMessages.resetPasswordMin),
    password_confirmation: z.string({ error: required("Password konfirmasi") }).min(1, required("Password konfirmasi")),
    token: z
      .string({ error: authMessages.resetTokenInvalid })
      .trim()
      .min(1, authMessages.resetTokenInvalid)
      .max(200, authMessages.resetTokenInvalid),
  }),
  authMessages.resetPasswordMismatch,
);
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

// ---------- answers ----------

export const authUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** Storage path relative to the image host. */
  image: z.string().nullable(),
});

export const loginResponse = envelope(
  z.object({
    /** Sent back as `Authorization: Bearer <token>`. */
    token: z.string(),
    token_type: z.literal("Bearer"),
    /** ISO time; sliding: each use more than a day after the last extension pushes it 7 days ahead. */
    expires_at: z.string(),
    user: authUser,
  }),
);

export const registerResponse = envelope(z.object({ id: z.number().int(), username: z.string(), email: z.string() }));

/** The profile of the signed-in customer (profile-area "User"). */
export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  nip: z.string().nullable(),
  name_pp: z.string().nullable(),
  name_ppk: z.string().nullable(),
  image: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthdate: z.string().nullable(),
  /** true male, false female. */
  gender: z.boolean().nullable(),
  instance_name: z.string(),
  kldi: z.string().nullable(),
  lspe: z.string().nullable(),
  satker: z.string().nullable(),
  receipt_name: z.string().nullable(),
  receipt_phone_number: z.string().nullable(),
  province_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  sub_district_id: z.number().int().nullable(),
  address: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  /** A new e-mail asked for on the profile page, not yet verified (its link is still valid); `email` stays until then. */
  pending_email: z.string().nullable(),
  /** The caller's roles in their work unit (issue 25): the storefront offers the cart only to a PP. */
  my_roles: z.array(z.enum(TEAM_ROLES)),
});
export type User = z.infer<typeof user>;
export const userResponse = envelope(user);

/** Answers whose `message` is the whole point (verify, resend, forgot, reset, logout). */
export const messageResponse = envelope(z.null());
