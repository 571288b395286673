// The zod schemas that read the catalogue's URLs, kept on the server: zod would add about 90 KB
// (gzip) to every catalogue page's script. The rules themselves are in product-query.ts.
import * as z from "zod";
import { queryValue, trimmed, withSaneRange, type ProductQuery } from "./product-query";

const productQuerySchema = z
  .object({
    page: z.string().optional().transform(queryValue.page),
    search: z.string().optional().transform(queryValue.search),
    kategori: z.array(z.string()).transform(queryValue.ids),
    sub_kategori: z.array(z.string()).transform(queryValue.ids),
    min_price: z.string().optional().transform(queryValue.price),
    max_price: z.string().optional().transform(queryValue.price),
    rating: z.string().optional().transform(queryValue.rating),
    sort: z.string().optional().transform(queryValue.sort),
  })
  .transform(withSaneRange);

const SCALAR_KEYS = ["page", "search", "min_price", "max_price", "rating", "sort"] as const;
const LIST_KEYS = ["kategori", "sub_kategori"] as const;

/** The list's query from a URL; never fails: nonsense is clamped (page) or dropped (the rest). */
export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const raw: Record<string, string | string[] | undefined> = {};
  for (const key of SCALAR_KEYS) raw[key] = trimmed(params.getAll(key))[0];
  for (const key of LIST_KEYS) raw[key] = params.getAll(key);
  return productQuerySchema.parse(raw);
}

const MAX_ID = 2_147_483_647;

// A malformed id is a missing product; the review filter is dropped and its page clamped below (the
// API clamps the top end).
const detailQuerySchema = z.object({
  id: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID),
  star: z.string().optional().transform(queryValue.rating),
  page: z
    .string()
    .optional()
    .transform((value) => {
      const page = Number(value);
      return Number.isSafeInteger(page) && page > 1 ? page : 1;
    }),
});

/** The detail page's query (`id_produk`, `ulasan`, `halaman_ulasan`); undefined when the id is not one. */
export function parseDetailQuery(params: URLSearchParams): { id: number; star?: number; page: number } | undefined {
  const parsed = detailQuerySchema.safeParse({
    id: params.get("id_produk")?.trim(),
    star: params.get("ulasan") ?? undefined,
    page: params.get("halaman_ulasan") ?? undefined,
  });
  return parsed.success ? parsed.data : undefined;
}
