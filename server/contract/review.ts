// `GET product/:id/review`: a product's reviews, REVIEW_PAGE_SIZE per page, newest first.
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { spooledUpload, type SpooledUpload } from "./upload";

export const REVIEW_PAGE_SIZE = 3;
export const MAX_REVIEW_PAGE = 10_000;

export const reviewMessages = {
  star: "Bintang harus antara 1 sampai 5",
  page: "Halaman harus berupa angka bulat",
} as const;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** `star` empty or `all` = every review; `page` below 1 is clamped to 1, above MAX_REVIEW_PAGE to it. */
export const reviewListQuery = z.object({
  star: z.preprocess(
    (value) => (blank(value) || value === "all" ? undefined : value),
    z.coerce
      .number({ error: reviewMessages.star })
      .int(reviewMessages.star)
      .min(1, reviewMessages.star)
      .max(5, reviewMessages.star)
      .optional(),
  ),
  page: z.preprocess(
    (value) => (blank(value) ? 1 : value),
    z.coerce
      .number({ error: reviewMessages.page })
      .int(reviewMessages.page)
      .transform((page) => Math.min(Math.max(page, 1), MAX_REVIEW_PAGE)),
  ),
});
/** The query as a client sends it. */
export type ReviewListQuery = { star?: number | string; page?: number | string };

export const reviewImage = z.object({
  /** Storage path relative to the image host. */
  image: z.string(),
  webp: z.string().nullable(),
});

export const review = z.object({
  id: z.number().int(),
  star: z.number().int(),
  notes: z.string().nullable(),
  image: z.array(reviewImage),
  /** The seller's answer, display only. */
  respon_notes: z.string().nullable(),
  /** ISO 8601, UTC. */
  updated_at: z.string(),
  customer: z.object({ name: z.string(), image: z.string().nullable() }),
});
export type Review = z.infer<typeof review>;

/** Reviews per star for the filter buttons; `all` is their sum. */
export const reviewCounts = z.object({
  all: z.number().int(),
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type ReviewCounts = z.infer<typeof reviewCounts>;

export const reviewListResult = z.object({
  reviews: z.array(review),
  /** Pages of the current star filter; 0 when it has no review. */
  pageTotal: z.number().int(),
  /** Reviews of the current star filter. */
  total: z.number().int(),
  page: z.number().int(),
  counts: reviewCounts,
});
export type ReviewListResult = z.infer<typeof reviewListResult>;

export const reviewListResponse = envelope(reviewListResult);

// ---------- the buyer's own reviews (profile-area "/profil/ulasan", "/profil/addulasan") ----------

export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_NOTES_MIN = 5;
export const REVIEW_NOTES_MAX = 255;
/** Photos and videos per review. */
export const REVIEW_MEDIA_MAX = 3;
export const REVIEW_IMAGE_MAX_BYTES = 2_048_000;
export const REVIEW_VIDEO_MAX_BYTES = 51_200_000;
/** File name extensions the chooser offers; the API sniffs the bytes whatever the name says. */
export const REVIEW_IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;
export const REVIEW_VIDEO_EXTENSIONS = ["mp4", "mpeg", "mov", "3gp", "mkv", "avi"] as const;
export const REVIEW_MEDIA_ACCEPT = [...REVIEW_IMAGE_EXTENSIONS, ...REVIEW_VIDEO_EXTENSIONS]
  .map((ext) => `.${ext}`)
  .join(",");
/** The buyer's review list: one per page (spec §9). */
export const USER_REVIEW_PAGE_SIZE = 1;

export const buyerReviewMessages = {
  product: "Produk Wajib Dipilih",
  star: "Bintang wajib diisi",
  notesMin: "Minimal Komentar berisi sebanyak 5 huruf",
  notesMax: "Maksimal Komentar berisi sebanyak 255 huruf",
  imageSize: "Ukuran format Gambar anda lebih dari 2mb",
  videoSize: "Ukuran format video anda lebih dari 50mb",
  /** Not in the spec ("other types are rejected"): the profile's image-format message, with the video types. */
  format: "Format File Hanya berupa(.jpg, .png, .jpeg, .webp, .mp4, .mpeg, .mov, .3gp, .mkv, .avi)",
  /** Not in the spec (it only allows three slots). */
  mediaMax: "Maksimal 3 file",
  saved: "Ulasan Anda Berhasil dikirim",
  /** Not in the spec: a line reviewed before (the form only offers lines without a review). */
  alreadyReviewed: "Produk ini sudah Anda ulas",
  /** Not in the spec: only paid orders can be chosen there. */
  notPaid: "Hanya pesanan yang sudah dibayar yang dapat diulas",
} as const;

const asText = (value: unknown) => (typeof value === "number" ? String(value) : (value ?? ""));

/** The review form's text fields, shared by the API and the BFF's form (the spec's messages). */
export const reviewTextFields = {
  /** The transaction line (transaction_detail id) being reviewed. */
  transaction: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.coerce
      .number({ error: buyerReviewMessages.product })
      .int(buyerReviewMessages.product)
      .positive(buyerReviewMessages.product)
      .max(2_147_483_647, buyerReviewMessages.product),
  ),
  star: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.coerce
      .number({ error: buyerReviewMessages.star })
      .int(buyerReviewMessages.star)
      .min(1, buyerReviewMessages.star)
      .max(5, buyerReviewMessages.star),
  ),
  notes: z.preprocess(
    asText,
    z
      .string({ error: buyerReviewMessages.notesMin })
      .trim()
      .min(REVIEW_NOTES_MIN, buyerReviewMessages.notesMin)
      .max(REVIEW_NOTES_MAX, buyerReviewMessages.notesMax),
  ),
};

/** A review photo or video as the API's multipart reader hands it over (spooled, `server/http/multipart.ts`). */
export type UploadedMedia = SpooledUpload;
const uploadedMedia = spooledUpload(buyerReviewMessages.format);

/**
 * `POST product/review` (multipart): `transaction` is the transaction line (transaction_detail id) of
 * one of the caller's paid orders, `star` 1–5, `notes` 5–255 characters, `image[]` up to three photos
 * or videos (checked by their bytes in the API).
 */
export const createReviewBody = z.object({
  ...reviewTextFields,
  image: z.preprocess(
    (value) =>
      value === undefined || value === "" ? [] : Array.isArray(value) ? value.filter((item) => item !== "") : [value],
    z.array(uploadedMedia).max(REVIEW_MEDIA_MAX, buyerReviewMessages.mediaMax),
  ),
});
export type CreateReviewBody = z.output<typeof createReviewBody>;

export const createReviewResponse = envelope(z.object({ id: z.number().int() }));

/** One stored photo or video of a review; `type` says how to show it. */
export const reviewMedia = z.object({
  image: z.string(),
  webp: z.string().nullable(),
  type: z.enum(["image", "video"]),
});
export type ReviewMedia = z.infer<typeof reviewMedia>;

/** The buyer's own review of a transaction line. */
export const ownReview = z.object({
  id: z.number().int(),
  star: z.number().int(),
  notes: z.string().nullable(),
  respon_notes: z.string().nullable(),
  image: z.array(reviewMedia),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type OwnReview = z.infer<typeof ownReview>;

export const reviewOrderParams = z.object({ transactionId: idParam });

/** `GET review/:transactionId`: the caller's order with each line and its review (null: not reviewed yet). */
export const reviewOrder = z.object({
  id: z.number().int(),
  invoice: z.string(),
  status: z.string(),
  /** Whether the order's status lets its lines be reviewed (contains paid). */
  reviewable: z.boolean(),
  transaction_detail: z.array(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      name_product: z.string(),
      qty: z.number().int(),
      unit: z.string(),
      image: z.string().nullable(),
      webp: z.string().nullable(),
      review: ownReview.nullable(),
    }),
  ),
});
export type ReviewOrder = z.infer<typeof reviewOrder>;
export const reviewOrderResponse = envelope(reviewOrder);

export const userReviewListQuery = z.object({
  page: z.preprocess(
    (value) => (blank(value) ? 1 : value),
    z.coerce
      .number({ error: reviewMessages.page })
      .int(reviewMessages.page)
      .transform((page) => Math.min(Math.max(page, 1), MAX_REVIEW_PAGE * 100)),
  ),
});

/** One of the buyer's reviews with what it is about. */
export const userReview = ownReview.extend({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable(),
    webp: z.string().nullable(),
  }),
  /** The order line it reviews; null for a review made without one. */
  transaction: z.object({ id: z.number().int(), invoice: z.string() }).nullable(),
});
export type UserReview = z.infer<typeof userReview>;

/** `GET reviews/list/user`: the caller's reviews, USER_REVIEW_PAGE_SIZE per page, newest first. */
export const userReviewList = z.object({
  data: z.array(userReview),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** 0 when there is none. */
  last_page: z.number().int(),
});
export type UserReviewList = z.infer<typeof userReviewList>;
export const userReviewListResponse = envelope(userReviewList);
