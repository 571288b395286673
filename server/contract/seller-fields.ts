// Shapes the seller console's schemas share: its tables page and search like the buyer's (spec §9 page
// sizes), and its number fields tell an empty field ("wajib diisi") from a wrong one.
import * as z from "zod";

export const SELLER_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_SELLER_PAGE_SIZE = 10;
export const SELLER_SEARCH_MAX_LENGTH = 100;
export const MAX_SELLER_PAGE = 100_000;

export const sellerPagingMessages = {
  perPage: "Jumlah data per halaman harus 5, 10, 25, 50 atau 100",
  page: "Halaman harus berupa angka bulat",
  search: "Kata kunci pencarian terlalu panjang!",
} as const;

export const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** `search` (trimmed, blank = none), `page` (below 1 is 1), `per_page` (one of SELLER_PAGE_SIZES, default 10). */
export const sellerPagingQuery = z.object({
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(SELLER_SEARCH_MAX_LENGTH, sellerPagingMessages.search).optional(),
  ),
  page: z.preprocess(
    (value) => blankToUndefined(value) ?? 1,
    z.coerce
      .number({ error: sellerPagingMessages.page })
      .int(sellerPagingMessages.page)
      .transform((page) => Math.min(Math.max(page, 1), MAX_SELLER_PAGE)),
  ),
  per_page: z.preprocess(
    (value) => blankToUndefined(value) ?? DEFAULT_SELLER_PAGE_SIZE,
    z.coerce
      .number({ error: sellerPagingMessages.perPage })
      .refine((size) => (SELLER_PAGE_SIZES as readonly number[]).includes(size), sellerPagingMessages.perPage),
  ),
});
/** The query as a client sends it. */
export type SellerPagingQuery = { search?: string; page?: number | string; per_page?: number | string };

/** Laravel-style paging figures beside the rows (as the buyer tables answer). */
export const sellerPage = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    current_page: z.number().int(),
    per_page: z.number().int(),
    /** Rows matching the filters. */
    total: z.number().int(),
    /** 0 when none match. */
    last_page: z.number().int(),
  });

/**
 * A whole number typed in a form field: blank is `required`, anything but an integer (`1.5`, `abc`,
 * `0x10`) is `notWhole`, then the bounds with their own messages.
 */
export const wholeNumberField = (messages: {
  required: string;
  notWhole: string;
  min: [number, string];
  max: [number, string];
}) =>
  z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      if (typeof present !== "string") return present;
      return /^-?\d{1,15}$/.test(present.trim()) ? Number(present.trim()) : Number.NaN;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.notWhole) })
      .int(messages.notWhole)
      .min(messages.min[0], messages.min[1])
      .max(messages.max[0], messages.max[1]),
  );
