import * as z from "zod";
import { envelope, idParam } from "./envelope";

export const productImage = z.object({
  /** Storage path relative to the image host. */
  image: z.string(),
  webp: z.string().nullable(),
  default_image: z.boolean(),
});
export type ProductImage = z.infer<typeof productImage>;

export const promo = z.object({
  price_promo: z.number().int(),
  discount: z.number().int(),
});
export type ProductPromo = z.infer<typeof promo>;

export const productSubcategory = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
});

/** A product as lists show it (cards). */
export const productSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  status: z.string(),
  star_review: z.number(),
  count_review: z.number().int(),
  total_sold: z.number().int(),
  image: z.array(productImage),
  promo: z.array(promo),
  subcategory: productSubcategory,
  unit: z.object({ name: z.string() }),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const specification = z.object({ name: z.string(), value: z.string() });

/** The detail page's product. Reviews are paged separately. */
export const productDetail = productSummary.extend({
  descriptions: z.string().nullable(),
  weight: z.number().int(),
  spesifikasi: z.array(specification),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** `GET product`: `limit` caps the list, `category` narrows it to one category; sorted by total_sold. */
export const productListQuery = z.object({
  limit: z.coerce.number().int().min(1, "limit minimal 1").max(100, "limit maksimal 100").optional(),
  category: idParam.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListResponse = envelope(z.array(productSummary));
export const productDetailResponse = envelope(productDetail);
export const productIdParams = z.object({ id: idParam });
