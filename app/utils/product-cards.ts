import type { ProductSummary } from "@contract/product";
import { defaultImage } from "./image";

/** What a product card shows: its link, name, price and first promo, rating, units sold and one image. */
export type ProductCardData = Pick<
  ProductSummary,
  "id" | "name" | "price" | "star_review" | "total_sold" | "image" | "promo"
>;

/**
 * A list's products cut to what their cards show, for a loader's answer: the rest (stock, status,
 * subcategory, unit, every other image) went into each page's HTML a second time as the data React
 * hydrates with, a quarter of a list page's bytes (issue 27, decision 146).
 */
export function productCards(products: readonly ProductSummary[]): ProductCardData[] {
  return products.map((product) => {
    const image = defaultImage(product.image);
    return {
      id: product.id,
      name: product.name,
      price: product.price,
      star_review: product.star_review,
      total_sold: product.total_sold,
      image: image ? [image] : [],
      promo: product.promo.slice(0, 1),
    };
  });
}
