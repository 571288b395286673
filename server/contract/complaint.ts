// The buyer's complaints about bought products (profile-area "/profil/komplain", §3 Complaint, §5
// Complaint form, §8, §9). One complaint per order, about one line of the caller's own paid order,
// with at least one proof (image or video). Proofs are private: served only to their owner.
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { spooledUpload, type SpooledUpload } from "./upload";

/** Page sizes of the complaint table (spec §9); the first is the default. */
export const COMPLAINT_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_COMPLAINT_PAGE_SIZE = 5;
export const COMPLAINT_SEARCH_MAX_LENGTH = 100;
export const MAX_COMPLAINT_PAGE = 100_000;
/** Descriptions in the table are cut here (spec §9). */
export const COMPLAINT_EXCERPT_LENGTH = 100;
/** Not in the spec: a bound so a description cannot be a megabyte. */
export const COMPLAINT_DESCRIPTION_MAX_LENGTH = 2000;
/** Not in the spec (it adds a slot while the last one is filled): a bound per complaint. */
export const COMPLAINT_MAX_PROOFS = 5;
export const COMPLAINT_IMAGE_MAX_BYTES = 2_048_000;
export const COMPLAINT_VIDEO_MAX_BYTES = 50_000_000;
/** The browser's file chooser (`accept`); the API sniffs the bytes whatever the name says. */
export const COMPLAINT_PROOF_ACCEPT =
  ".jpg,.jpeg,.png,.webp,.mp4,.mpeg,.mpg,.mov,.3gp,.mkv,.avi,image/jpeg,image/png,image/webp,video/mp4,video/mpeg,video/quicktime,video/3gpp,video/x-matroska,video/x-msvideo";

export const complaintMessages = {
  product: "Produk Wajib Dipilih",
  description: "Keterangan Komplain wajib diisi",
  descriptionMax: "Keterangan Komplain maksimal 2000 karakter",
  proof: "Bukti wajib diisi",
  proofMax: "Bukti maksimal 5 file",
  imageFormat: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
  imageSize: "Ukuran format Gambar anda lebih dari 2mb",
  videoSize: "Ukuran format video anda lebih dari 50mb",
  /** The upstream's message for a second complaint on an order (spec §8), as the API sends it. */
  duplicateUpstream: "You already make complaint with this transaction",
  notPaid: "Komplain hanya dapat diajukan untuk pesanan yang sudah dibayar",
  sent: "Komplain Anda Berhasil dikirim",
  perPage: "Jumlah data per halaman harus 5, 10, 25, 50 atau 100",
  page: "Halaman harus berupa angka bulat",
  search: "Kata kunci pencarian terlalu panjang!",
} as const;

const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * `search` matches the description, the product name or the date as shown ("3 September 2026",
 * "03 September 2026", "2026-09-03"; WITA), ignoring case. Newest first; `page` below 1 is 1.
 */
export const complaintListQuery = z.object({
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(COMPLAINT_SEARCH_MAX_LENGTH, complaintMessages.search).optional(),
  ),
  page: z.preprocess(
    (value) => blankToUndefined(value) ?? 1,
    z.coerce
      .number({ error: complaintMessages.page })
      .int(complaintMessages.page)
      .transform((page) => Math.min(Math.max(page, 1), MAX_COMPLAINT_PAGE)),
  ),
  per_page: z.preprocess(
    (value) => blankToUndefined(value) ?? DEFAULT_COMPLAINT_PAGE_SIZE,
    z.coerce
      .number({ error: complaintMessages.perPage })
      .refine((size) => (COMPLAINT_PAGE_SIZES as readonly number[]).includes(size), complaintMessages.perPage),
  ),
});
/** The query as a client sends it. */
export type ComplaintListQuery = { search?: string; page?: number | string; per_page?: number | string };

export const complaintParams = z.object({ complaintId: idParam });
export const complaintMediaParams = z.object({ mediaId: idParam });

/** A complaint proof as the API's multipart reader hands it over: a 50 MB video is never held in memory. */
export type UploadedProof = SpooledUpload;
const uploadedProof = spooledUpload(complaintMessages.imageFormat);

/**
 * `POST transaction/complaint` (multipart): `transaction_detail_id`, `description_detail`, `image[]`
 * repeated (one or more images or videos; sniffed by their bytes).
 */
export const createComplaintBody = z.object({
  /** Absent or blank reads as 0, so that it fails with the product message. */
  transaction_detail_id: z.preprocess(
    (value) => blankToUndefined(value) ?? 0,
    z.coerce
      .number({ error: complaintMessages.product })
      .int(complaintMessages.product)
      .min(1, complaintMessages.product)
      .max(2_147_483_647, complaintMessages.product),
  ),
  description_detail: z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: complaintMessages.description })
      .trim()
      .min(1, complaintMessages.description)
      .max(COMPLAINT_DESCRIPTION_MAX_LENGTH, complaintMessages.descriptionMax),
  ),
  image: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(uploadedProof).min(1, complaintMessages.proof).max(COMPLAINT_MAX_PROOFS, complaintMessages.proofMax),
  ),
});
export type CreateComplaintBody = z.output<typeof createComplaintBody>;

export const complaintProduct = z.object({
  id: z.number().int(),
  name_product: z.string(),
  /** Storage path of the product picture (public), if any. */
  image: z.string().nullable(),
  transaction: z.object({ id: z.number().int(), invoice: z.string() }),
});

export const complaintListItem = z.object({
  id: z.number().int(),
  description_complaint: z.string(),
  /** The admin's reply; null while there is none. */
  respon_admin: z.string().nullable(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  transaction_detail: complaintProduct,
});
export type ComplaintListItem = z.infer<typeof complaintListItem>;

/** One page, newest first by created_at, with Laravel-style paging figures. */
export const complaintListResult = z.object({
  data: z.array(complaintListItem),
  current_page: z.number().int(),
  per_page: z.number().int(),
  /** Rows matching the search. */
  total: z.number().int(),
  /** Pages of the matching rows; 0 when none match. */
  last_page: z.number().int(),
});
export type ComplaintListResult = z.infer<typeof complaintListResult>;
export const complaintListResponse = envelope(complaintListResult);

/** A proof: read it at `transaction/complaint/media/:id` (owner only). */
export const complaintMedia = z.object({
  id: z.number().int(),
  /** The sniffed type, e.g. image/png or video/mp4. */
  mime: z.string(),
  kind: z.enum(["image", "video"]),
});
export type ComplaintMedia = z.infer<typeof complaintMedia>;

export const complaint = complaintListItem.extend({ image: z.array(complaintMedia) });
export type Complaint = z.infer<typeof complaint>;
export const complaintResponse = envelope(complaint);

/** The stored file's bytes (its Content-Type is the sniffed type); documented as a string. */
export const complaintMediaResponse = z
  .string()
  .meta({ description: "The proof's bytes; Content-Type is its sniffed type" });
