// Products as cart and checkout lines show them: unit, default image first, active promos cheapest first.
import { eq, inArray } from "drizzle-orm";
import type { LineProduct } from "../../contract/cart";
import type { Db } from "../../db/client";
import { products, units } from "../../db/schema";
import { productMedia } from "../product/service";

/** A line's product as columns of a query that joins `products` and `units`. */
export const lineProductColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  stock: products.stock,
  status: products.status,
  weight: products.weight,
  unit: units.name,
  ...productMedia,
};

type LineProductRow = Omit<LineProduct, "unit"> & { unit: string };

export const toLineProduct = (row: LineProductRow): LineProduct => ({
  id: row.id,
  name: row.name,
  price: row.price,
  stock: row.stock,
  status: row.status,
  weight: row.weight,
  unit: { name: row.unit },
  promo: row.promo,
  image: row.image,
});

/** The products of `ids` by id (unknown ids are absent). */
export async function loadLineProducts(db: Db, ids: number[]): Promise<Map<number, LineProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(lineProductColumns)
    .from(products)
    .innerJoin(units, eq(units.id, products.unitId))
    .where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, toLineProduct(row)]));
}

/** The unit price that applies now: the cheapest active promo, else the list price. */
export const effectivePrice = (product: Pick<LineProduct, "price" | "promo">) =>
  product.promo[0]?.price_promo ?? product.price;
/** The promo's discount percent (0 without a promo). */
export const effectiveDiscount = (product: Pick<LineProduct, "promo">) => product.promo[0]?.discount ?? 0;
