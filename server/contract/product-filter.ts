// `POST product/filter`: the product list's filters. Form fields as the spec names them; empty values
// (a filter form leaves them blank) count as absent. Per field, nonsense is either refused with a 400
// carrying an Indonesian message, or clamped where a stale or hand-edited link should still show a list:
// - page: an integer; below 1 → 1, above MAX_FILTER_PAGE → MAX_FILTER_PAGE (clamped); not a number → 400.
//   A listing reaches at most MAX_LISTED_PAGES pages (like the big marketplaces): counting every match of
//   a broad filter on 100,000 products costs more than the whole page budget, and nobody pages that far;
//   `capped` tells the client there are more matches than the pages show (narrow the filter to see them).
// - category[], subcategory[]: positive ids (a repeated `x[]` field, or one comma-separated value);
//   more than MAX_FILTER_IDS → 400; an id that does not exist simply matches nothing.
// - price_min, price_max: integer rupiah ≥ 0, compared with the effective price (the active promo's price
//   when there is one); not a number or negative → 400; price_max below price_min → 400 on price_max.
// - rating: minimum star_review, 1 to 5; `Semua` or empty = any; anything else → 400.
// - sort: one of PRODUCT_SORTS; anything else → 400. Empty and `Semua` = relevance.
// - search: trimmed; longer than MAX_SEARCH_LENGTH → 400.
// - promo: `1`/`true` = only products with an active promo; `0`/`false`/empty = all; anything else → 400.
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { productSummary } from "./product";

export const FILTER_PAGE_SIZE = 12;
export const MAX_FILTER_PAGE = 10_000;
export const MAX_LISTED_PAGES = 100;
export const MAX_FILTER_IDS = 50;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PRICE = 1_000_000_000_000;

/** The values the sort dropdown sends; `""` and `Semua` mean relevance (search rank, else best sellers). */
export const PRODUCT_SORTS = ["Semua", "populer", "terlaris", "termurah", "terbaru"] as const;
export type ProductSort = "relevance" | Exclude<(typeof PRODUCT_SORTS)[number], "Semua">;

export const filterMessages = {
  tooManyIds: `Maksimal ${MAX_FILTER_IDS} pilihan`,
  price: "Harga harus berupa angka bulat 0 atau lebih",
  priceRange: "Harga maksimum tidak boleh lebih kecil dari harga minimum",
  rating: "Rating harus antara 1 sampai 5",
  sort: `Urutan harus salah satu dari: ${PRODUCT_SORTS.join(", ")}`,
  search: `Kata pencarian maksimal ${MAX_SEARCH_LENGTH} karakter`,
  promo: "Promo harus 1 atau 0",
  page: "Halaman harus berupa angka bulat",
} as const;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
/** Form values arrive as strings; blank means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

const idList = z.preprocess(
  (value) => {
    if (blank(value)) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((item) => (typeof item === "string" ? item.split(",") : [item])).filter((item) => !blank(item));
  },
  z.array(idParam).max(MAX_FILTER_IDS, filterMessages.tooManyIds),
);

const price = optional(
  z.coerce
    .number({ error: filterMessages.price })
    .int(filterMessages.price)
    .min(0, filterMessages.price)
    .max(MAX_PRICE, filterMessages.price),
);

export const productFilterBody = z
  .object({
    category: idList,
    subcategory: idList,
    price_min: price,
    price_max: price,
    rating: z.preprocess(
      (value) => (blank(value) || value === "Semua" ? undefined : value),
      z.coerce
        .number({ error: filterMessages.rating })
        .int(filterMessages.rating)
        .min(1, filterMessages.rating)
        .max(5, filterMessages.rating)
        .optional(),
    ),
    sort: z.preprocess(
      (value) => (blank(value) ? "Semua" : value),
      z
        .enum(PRODUCT_SORTS, { error: filterMessages.sort })
        .transform((sort): ProductSort => (sort === "Semua" ? "relevance" : sort)),
    ),
    search: z
      .preprocess(
        (value) => (typeof value === "string" ? value.trim() : value),
        z.string().max(MAX_SEARCH_LENGTH, filterMessages.search).optional(),
      )
      .transform((value) => (value ? value : undefined)),
    page: z.preprocess(
      (value) => (blank(value) ? 1 : value),
      z.coerce
        .number({ error: filterMessages.page })
        .int(filterMessages.page)
        .transform((page) => Math.min(Math.max(page, 1), MAX_FILTER_PAGE)),
    ),
    promo: z.preprocess(
      (value) => (blank(value) ? "0" : value),
      z
        .enum(["1", "0", "true", "false"], { error: filterMessages.promo })
        .transform((value) => value === "1" || value === "true"),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.price_min !== undefined && body.price_max !== undefined && body.price_max < body.price_min) {
      ctx.addIssue({ code: "custom", path: ["price_max"], message: filterMessages.priceRange });
    }
  });
/** The form fields as a client sends them (every one optional; the schema's input type is `unknown`). */
export type ProductFilterBody = {
  category?: (number | string)[];
  subcategory?: (number | string)[];
  price_min?: number | string;
  price_max?: number | string;
  rating?: number | string;
  sort?: (typeof PRODUCT_SORTS)[number] | "";
  search?: string;
  page?: number | string;
  promo?: 0 | 1 | "0" | "1";
};
export type ProductFilter = z.output<typeof productFilterBody>;

export const productFilterResult = z.object({
  products: z.array(productSummary),
  /** Number of pages of FILTER_PAGE_SIZE, at most MAX_LISTED_PAGES; 0 when nothing matches. */
  pageTotal: z.number().int(),
  /** Matches, counted up to MAX_LISTED_PAGES × FILTER_PAGE_SIZE. */
  total: z.number().int(),
  /** True when more products match than the pages list. */
  capped: z.boolean().default(false),
  /** The page answered (after clamping). */
  page: z.number().int(),
});
export type ProductFilterResult = z.infer<typeof productFilterResult>;

export const productFilterResponse = envelope(productFilterResult);
