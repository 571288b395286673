// Products as cart and checkout lines show them: unit, default image first, active promos cheapest first.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { LineProduct } from "../../contract/cart";
import type { Db } from "../../db/client";
import { productImages, products, promos, units } from "../../db/schema";
import { activePromo } from "../product/service";

/** The products of `ids` by id (unknown ids are absent). */
export async function loadLineProducts(db: Db, ids: number[]): Promise<Map<number, LineProduct>> {
  const result = new Map<number, LineProduct>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return result;
  // One after another: inside a database transaction the queries share one connection.
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      status: products.status,
      weight: products.weight,
      unit: units.name,
    })
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(inArray(products.id, unique));
  const imageRows = await db
    .select({
      productId: productImages.productId,
      image: productImages.image,
      webp: productImages.webp,
      isDefault: productImages.isDefault,
    })
    .from(productImages)
    .where(inArray(productImages.productId, unique))
    .orderBy(
      asc(productImages.productId),
      desc(productImages.isDefault),
      asc(productImages.sort),
      asc(productImages.id),
    );
  const promoRows = await db
    .select({ productId: promos.productId, pricePromo: promos.pricePromo, discount: promos.discount })
    .from(promos)
    .where(and(inArray(promos.productId, unique), activePromo()))
    .orderBy(asc(promos.productId), asc(promos.pricePromo), asc(promos.id));
  for (const row of rows) {
    result.set(row.id, {
      id: row.id,
      name: row.name,
      price: row.price,
      stock: row.stock,
      status: row.status,
      weight: row.weight,
      unit: { name: row.unit },
      promo: [],
      image: [],
    });
  }
  for (const row of imageRows)
    result.get(row.productId)?.image.push({ image: row.image, webp: row.webp, default_image: row.isDefault });
  for (const row of promoRows)
    result.get(row.productId)?.promo.push({ price_promo: row.pricePromo, discount: row.discount });
  return result;
}

/** The unit price that applies now: the cheapest active promo, else the list price. */
export const effectivePrice = (product: Pick<LineProduct, "price" | "promo">) =>
  product.promo[0]?.price_promo ?? product.price;
/** The promo's discount percent (0 without a promo). */
export const effectiveDiscount = (product: Pick<LineProduct, "promo">) => product.promo[0]?.discount ?? 0;
