// The buyer's own profile (profile-area "/profil/sunting-profil"): read, update (multipart, with an
// optional photo) and the password change, which posts the same fields plus the new password.
// The form schemas are shared with the BFF's Conform forms, so both say the spec's exact messages.
import { oneLine } from "./text";
import * as z from "zod";
import { user } from "./auth";
import { envelope, idParam } from "./envelope";
import { spooledUpload, type SpooledUpload } from "./upload";

export const PROFILE_PASSWORD_MIN = 8;
export const PROFILE_PASSWORD_MAX = 128;
/**
 * The uploaded photo may not be larger than this (spec §5 "Profile photo"): the buyer's own file is
 * what the message "lebih dari 2mb" speaks about, not the JPEG the shop re-encodes from it.
 */
export const PROFILE_PHOTO_MAX_BYTES = 2_000_000;
/** How much of an upload the API reads before it stops: past PROFILE_PHOTO_MAX_BYTES, to answer the spec's message. */
export const PROFILE_PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The browser's file chooser (`accept`); the API sniffs the bytes whatever the name says. */
export const PROFILE_PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

export const profileMessages = {
  /** Not in the spec: changing the password or the e-mail asks for the current password (issue 15). */
  currentPassword: "Kata sandi saat ini wajib diisi",
  currentPasswordWrong: "Kata sandi saat ini salah",
  /** The spec gives `name` this message; here it goes with the field labelled "Nama Instansi" (decision 17). */
  instanceName: "Nama Instansi Wajib Diisi",
  name: "Nama Wajib Diisi",
  email: "Email wajib diisi",
  emailFormat: "Format Email tidak sesuai",
  emailTaken: "Email Telah Terdaftar",
  phone: "Nomor Telepon wajib diisi",
  birthdate: "tanggal lahir Wajib Diisi",
  nip: "NIP Wajib Diisi",
  namePp: "Nama PP Wajib Diisi",
  namePpk: "Nama PPK Wajib Diisi",
  /** Not in the spec's table (the original only let digits be typed): the shop's usual digits message. */
  digits: "Pastikan data yang diinput berupa angka",
  birthdateInvalid: "Tanggal lahir tidak valid",
  genderInvalid: "Jenis kelamin tidak valid",
  usernameFormat: "Username hanya boleh berisi huruf, angka, titik, garis bawah atau tanda hubung",
  usernameTaken: "Username Telah Terdaftar",
  imageFormat: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
  imageSize: "Ukuran format Gambar anda lebih dari 2mb",
  cropInvalid: "Area potong foto tidak valid",
  password: "Kata Sandi wajib diisi",
  passwordMin: "Kata Sandi harus minimal diisi 8 Karakter",
  passwordMax: "Kata Sandi terlalu panjang!",
  confirmation: "Konfirmasi Kata Sandi Kata Sandi wajib diisi",
  confirmationMin: "konfirmasi Kata Sandi harus minimal diisi 8 karakter",
  confirmationMismatch: "Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru",
  saved: "Data anda telah berhasil disimpan",
  /** Not in the spec: the new e-mail's link was followed (decision 60). */
  emailChanged: "Email berhasil diganti.",
} as const;

/** Numbers and booleans sent as JSON read like their form spelling; a missing field reads as "". */
const asText = (value: unknown) =>
  typeof value === "number" || typeof value === "boolean" ? String(value) : (value ?? "");

/** A required text (no length bound: the spec sets none; the multipart field limit caps it). */
const requiredText = (message: string) =>
  z.preprocess(asText, oneLine(z.string({ error: message }).trim().min(1, message)));
/** Required, then digits only (an empty value has the required message alone). */
const requiredDigits = (message: string) =>
  z.preprocess(asText, z.string({ error: message }).trim().min(1, message).regex(/^\d*$/, profileMessages.digits));
const asOptionalText = (value: unknown) =>
  typeof value === "number" || typeof value === "boolean" ? String(value) : value;
/** Optional free text: absent leaves the stored value; see the service for what empty means. */
const optionalText = z.preprocess(asOptionalText, z.string().trim().optional());

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/**
 * The profile form's fields, in the order the page shows them. As at registration, `name` is the
 * buyer's name ("Nama") and `instance_name` the institution ("Nama Instansi"), which takes the
 * spec's 'Nama Instansi Wajib Diisi'. `username`, `kldi` and `lspe` carry no rule in the spec: sent
 * as they are, an absent one is left unchanged.
 */
export const profileForm = z.object({
  name: requiredText(profileMessages.name),
  instance_name: requiredText(profileMessages.instanceName),
  username: z.preprocess(
    asOptionalText,
    z
      .string()
      .trim()
      .max(50, "Username terlalu panjang!")
      .regex(/^[A-Za-z0-9._-]*$/, profileMessages.usernameFormat)
      .optional(),
  ),
  email: z.preprocess(
    asText,
    z
      .string({ error: profileMessages.email })
      .trim()
      .min(1, profileMessages.email)
      .max(100, profileMessages.emailFormat)
      .regex(new RegExp(`^$|${EMAIL.source}`), profileMessages.emailFormat)
      .transform((value) => value.toLowerCase()),
  ),
  phone: requiredDigits(profileMessages.phone),
  birthdate: requiredText(profileMessages.birthdate).refine(isPastDate, profileMessages.birthdateInvalid),
  /** 1 male, 0 female; absent keeps the stored value. */
  gender: z
    .preprocess(
      asOptionalText,
      z
        .string()
        .regex(/^[01]?$/, profileMessages.genderInvalid)
        .optional(),
    )
    .transform((value) => (value === undefined || value === "" ? undefined : value === "1")),
  nip: requiredDigits(profileMessages.nip),
  name_pp: requiredText(profileMessages.namePp),
  name_ppk: requiredText(profileMessages.namePpk),
  kldi: optionalText,
  lspe: optionalText,
});
export type ProfileForm = z.input<typeof profileForm>;
export type ProfileValues = z.output<typeof profileForm>;

/** Passwords are not trimmed: a space is a character like any other. */
const passwordField = (requiredMessage: string, minMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .refine((value) => value === "" || value.length >= PROFILE_PASSWORD_MIN, minMessage)
    .refine((value) => value.length <= PROFILE_PASSWORD_MAX, profileMessages.passwordMax);

const passwordFields = {
  password: passwordField(profileMessages.password, profileMessages.passwordMin),
  password_confirmation: passwordField(profileMessages.confirmation, profileMessages.confirmationMin),
};

/** Both filled (each with its own messages first): they must be the same. */
const sameConfirmation = {
  path: ["password_confirmation"],
  message: profileMessages.confirmationMismatch,
  when: ({ value }: { value: unknown }) => {
    const fields = value as { password?: unknown; password_confirmation?: unknown };
    return (
      typeof fields.password === "string" &&
      typeof fields.password_confirmation === "string" &&
      fields.password !== "" &&
      fields.password_confirmation !== ""
    );
  },
};

/** Proof that the one changing the password or the e-mail knows the password, not only the session. */
const currentPassword = z
  .string({ error: profileMessages.currentPassword })
  .min(1, profileMessages.currentPassword)
  .max(128, profileMessages.currentPasswordWrong);

/** The change-password dialog. */
export const passwordForm = z
  .object({ current_password: currentPassword, ...passwordFields })
  .refine((value) => value.password === value.password_confirmation, sameConfirmation);
export type PasswordForm = z.infer<typeof passwordForm>;

/** A file part as the API's multipart reader hands it over (spooled, `server/http/multipart.ts`). */
export type UploadedFileLike = SpooledUpload;
const uploadedFile = spooledUpload(profileMessages.imageFormat);

/** A crop coordinate in source pixels (after EXIF orientation); empty means "centre square". */
const cropNumber = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce
    .number({ error: profileMessages.cropInvalid })
    .int(profileMessages.cropInvalid)
    .min(0, profileMessages.cropInvalid)
    .max(100_000, profileMessages.cropInvalid)
    .optional(),
);

/**
 * `POST customer/data-customer/update/:userId` (multipart, `_method=PUT`): the profile, an optional
 * new photo (`image`, with an optional crop box `crop_x`, `crop_y`, `crop_size`), and optionally a
 * new password (`password` + `password_confirmation`, both or neither). A new password or a new
 * e-mail needs `current_password`.
 */
export const updateProfileBody = profileForm
  .extend({
    image: uploadedFile.optional(),
    crop_x: cropNumber,
    crop_y: cropNumber,
    crop_size: cropNumber,
    password: passwordFields.password.optional(),
    password_confirmation: passwordFields.password_confirmation.optional(),
    /** Required (and checked) when the password or the e-mail changes. */
    current_password: z.string().max(128).optional(),
  })
  .superRefine((value, ctx) => {
    const crop = [value.crop_x, value.crop_y, value.crop_size];
    const given = crop.filter((part) => part !== undefined).length;
    if (given !== 0 && (given !== 3 || value.crop_size === 0))
      ctx.addIssue({ code: "custom", path: ["image"], message: profileMessages.cropInvalid });
    const { password, password_confirmation: confirmation } = value;
    if (password === undefined && confirmation === undefined) return;
    if (password === undefined) ctx.addIssue({ code: "custom", path: ["password"], message: profileMessages.password });
    if (confirmation === undefined)
      ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: profileMessages.confirmation });
    if (password && confirmation && password !== confirmation) {
      ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: profileMessages.confirmationMismatch });
    }
  });
export type UpdateProfileBody = z.output<typeof updateProfileBody>;

export const customerParams = z.object({ userId: idParam });

/** `data.customer`: the spec reads `data.data.customer`. */
export const customerProfileResponse = envelope(z.object({ customer: user }));
