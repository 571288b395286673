import { and, desc, eq, sql } from "drizzle-orm";
import { requireRole } from "../team/membership";
import { cartLimitMessage, cartMessages, qtyAboveStockMessage, type CartLine } from "../../contract/cart";
import type { Db } from "../../db/client";
import { param, preparedOn } from "../../db/prepared";
import { carts, products, productViews, units } from "../../db/schema";
import { badRequest, notFound, unprocessable } from "../../http/errors";
import { lineProductColumns, toLineProduct } from "./line-product";

type CartRow = typeof carts.$inferSelect;

const toRecord = (row: CartRow) => ({
  id: row.id,
  product_id: row.productId,
  qty: row.qty,
  note: row.note,
  created_at: row.createdAt.toISOString(),
});

/** The buyer's lines, newest first, each with its product (one query: every logged-in page reads it). */
export async function listCart(db: Db, customerId: number): Promise<CartLine[]> {
  const rows = await preparedOn(db, "cart_lines", (on) =>
    on
      .select({ line: carts, product: lineProductColumns })
      .from(carts)
      .innerJoin(products, eq(products.id, carts.productId))
      .innerJoin(units, eq(units.id, products.unitId))
      .where(eq(carts.customerId, param("customerId")))
      .orderBy(desc(carts.createdAt), desc(carts.id)),
  ).execute({ customerId });
  return rows.map((row) => ({ ...toRecord(row.line), product: toLineProduct(row.product) }));
}

async function findProduct(db: Db, productId: number) {
  const [product] = await db
    .select({ id: products.id, stock: products.stock, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound(cartMessages.productNotFound);
  return product;
}

function refuseAboveStock(stock: number, inCart: number): never {
  if (stock <= 0) throw unprocessable(cartMessages.outOfStock, { qty: [cartMessages.outOfStock] });
  const message = inCart > 0 ? cartLimitMessage(inCart) : qtyAboveStockMessage(stock);
  throw unprocessable(message, { qty: [message] });
}

/** Adds `qty` to the buyer's line of the product (creating it), never past the stock. */
export async function addToCart(db: Db, customerId: number, productId: number, qty: number) {
  await requireRole(db, customerId, "pp");
  const product = await findProduct(db, productId);
  if (product.status === "disabled")
    throw unprocessable(cartMessages.productDisabled, { product_id: [cartMessages.productDisabled] });
  const [existing] = await db
    .select({ qty: carts.qty })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.productId, productId)));
  const inCart = existing?.qty ?? 0;
  if (inCart + qty > product.stock) refuseAboveStock(product.stock, inCart);
  // The stock condition is repeated in the upsert, so two adds at once cannot pass it together.
  const [row] = await db
    .insert(carts)
    .values({ customerId, productId, qty })
    .onConflictDoUpdate({
      target: [carts.customerId, carts.productId],
      set: { qty: sql`${carts.qty} + excluded.qty`, updatedAt: sql`now()` },
      setWhere: sql`${carts.qty} + excluded.qty <= ${product.stock}`,
    })
    .returning();
  if (!row) {
    const [current] = await db
      .select({ qty: carts.qty })
      .from(carts)
      .where(and(eq(carts.customerId, customerId), eq(carts.productId, productId)));
    refuseAboveStock(product.stock, current?.qty ?? 0);
  }
  return toRecord(row);
}

async function ownedLine(db: Db, customerId: number, cartId: number): Promise<CartRow> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

type UpdateInput = { note?: string; qty?: number };

export async function updateCartLine(db: Db, customerId: number, cartId: number, input: UpdateInput) {
  const line = await ownedLine(db, customerId, cartId);
  if (input.note === undefined && input.qty === undefined) throw badRequest(cartMessages.nothingToUpdate);
  const changes: Partial<typeof carts.$inferInsert> = { updatedAt: new Date() };
  if (input.note !== undefined) changes.note = input.note === "" ? null : input.note;
  if (input.qty !== undefined && input.qty !== line.qty) {
    const product = await findProduct(db, line.productId);
    if (input.qty > product.stock) {
      const message = qtyAboveStockMessage(product.stock);
      throw unprocessable(message, { qty: [message] });
    }
    changes.qty = input.qty;
  }
  const [row] = await db.update(carts).set(changes).where(eq(carts.id, line.id)).returning();
  return toRecord(row);
}

export async function deleteCartLine(db: Db, customerId: number, cartId: number) {
  const [row] = await db
    .delete(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .returning({ id: carts.id });
  if (!row) throw notFound();
  return row;
}

/** One view of a product by a logged-in buyer: a row for their history and the product's counter. */
export async function recordProductView(db: Db, customerId: number, productId: number) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, productId))
      .returning({ id: products.id, view_count: products.viewCount });
    if (!product) throw notFound(cartMessages.productNotFound);
    await tx.insert(productViews).values({ productId, customerId });
    return product;
  });
}
