// The seller as its order papers name it (issue #24): legal name, NIB, NPWP (16 digits) or NITKU
// (22 digits), the bank account the buyer pays into and the person who signs. Seeded, edited by the
// seller in its console (`/admin/identitas-dokumen`), printed on every paper made afterwards.
import * as z from "zod";
import { envelope } from "./envelope";
import { oneLine } from "./text";

export const IDENTITY_TEXT_MAX_LENGTH = 150;

export const identityMessages = {
  legal_name: "Nama Badan Usaha Wajib Diisi",
  nib: "NIB harus 13 digit angka",
  npwp: "NPWP harus 16 digit angka, atau NITKU 22 digit",
  bank_name: "Nama Bank Wajib Diisi",
  bank_account_number: "Nomor Rekening harus 5 sampai 30 digit angka",
  bank_account_name: "Nama Pemilik Rekening Wajib Diisi",
  signatory_name: "Nama Penanda Tangan Wajib Diisi",
  signatory_title: "Jabatan Penanda Tangan Wajib Diisi",
  textMax: `Maksimal ${IDENTITY_TEXT_MAX_LENGTH} karakter`,
  saved: "Identitas penjual pada dokumen tersimpan.",
} as const;

const requiredText = (message: string) =>
  z.preprocess(
    (value) => value ?? "",
    oneLine(
      z.string({ error: message }).trim().min(1, message).max(IDENTITY_TEXT_MAX_LENGTH, identityMessages.textMax),
    ),
  );

/** Digits written with or without dots, dashes and spaces, matching `pattern`. */
const digits = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[.\-\s]/g, "") : (value ?? "")),
    z.string({ error: message }).regex(pattern, message),
  );

export const sellerIdentity = z.object({
  legal_name: requiredText(identityMessages.legal_name),
  nib: digits(/^\d{13}$/, identityMessages.nib),
  npwp: digits(/^(\d{16}|\d{22})$/, identityMessages.npwp),
  bank_name: requiredText(identityMessages.bank_name),
  bank_account_number: digits(/^\d{5,30}$/, identityMessages.bank_account_number),
  bank_account_name: requiredText(identityMessages.bank_account_name),
  signatory_name: requiredText(identityMessages.signatory_name),
  signatory_title: requiredText(identityMessages.signatory_title),
});
export type SellerIdentityBody = z.input<typeof sellerIdentity>;

/** As saved: every field, null where the seller has not filled it in yet (a shop set up before #24). */
export const sellerIdentityRecord = z.object({
  legal_name: z.string().nullable(),
  nib: z.string().nullable(),
  npwp: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  signatory_name: z.string().nullable(),
  signatory_title: z.string().nullable(),
});
export type SellerIdentityRecord = z.infer<typeof sellerIdentityRecord>;
export const sellerIdentityResponse = envelope(sellerIdentityRecord);
