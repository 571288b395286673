// The public check of an order paper (issue #24): `/verifikasi-dokumen/<code>` on the shop, fed by
// `GET document-check/:code`. It says whether the shop issued the paper, for which order, on which
// date and for what total, and whether the order changed since; nothing personal beyond the paper.
import * as z from "zod";
import { envelope } from "./envelope";

/** The page a paper's QR code and link lead to. */
export const DOCUMENT_CHECK_PAGE = "/verifikasi-dokumen";
export const documentCheckPath = (code: string) => `${DOCUMENT_CHECK_PAGE}/${encodeURIComponent(code)}`;

/**
 * A code is 12 characters: Crockford base32 since decision 0167, base64url before (papers already
 * printed keep their codes); anything else is refused before a lookup.
 */
export const DOCUMENT_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
export const documentCheckParams = z.object({ code: z.string().regex(DOCUMENT_CODE_PATTERN) });

export const documentCheck = z.object({
  code: z.string(),
  /** valid: the paper is the order's current one; superseded: the order changed after it was made. */
  status: z.enum(["valid", "superseded"]),
  issuer: z.string(),
  title: z.string(),
  number: z.string(),
  invoice: z.string(),
  /** The paper's date, YYYY-MM-DD. */
  paper_date: z.string(),
  /** The amount the paper states; null for a BAST (goods only). */
  total: z.number().int().nullable(),
  /** The BAST's delivery batch. */
  partial_id: z.number().int().nullable(),
  /** The first 16 hex digits of the paper's SHA-256 fingerprint, grouped by four. */
  fingerprint: z.string(),
  issued_at: z.string(),
});
export type DocumentCheck = z.infer<typeof documentCheck>;
export const documentCheckResponse = envelope(documentCheck);

export const documentCheckTexts = {
  heading: "Verifikasi Dokumen",
  valid: "Dokumen ini diterbitkan oleh toko dan masih berlaku.",
  superseded:
    "Dokumen ini pernah diterbitkan oleh toko, tetapi pesanannya telah berubah sesudahnya: dokumen ini sudah digantikan. Mintalah dokumen terbaru.",
  notFound: "Kode verifikasi tidak dikenal: dokumen ini tidak diterbitkan oleh toko.",
} as const;
