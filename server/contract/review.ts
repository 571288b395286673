// `GET product/:id/review`: a product's reviews, REVIEW_PAGE_SIZE per page, newest first.
import * as z from "zod";
import { envelope } from "./envelope";

export const REVIEW_PAGE_SIZE = 3;
export const MAX_REVIEW_PAGE = 10_000;

export const reviewMessages = {
  star: "Bintang harus antara 1 sampai 5",
  page: "Halaman harus berupa angka bulat",
} as const;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** `star` empty or `all` = every review; `page` below 1 is clamped to 1, above MAX_REVIEW_PAGE to it. */
export const reviewListQuery = z.object({
  star: z.preprocess(
    (value) => (blank(value) || value === "all" ? undefined : value),
    z.coerce.number({ error: reviewMessages.star }).int(reviewMessages.star).min(1, reviewMessages.star).max(5, reviewMessages.star).optional(),
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
