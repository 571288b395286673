// Reads a checkout with everything its page and the purchase request need, and computes its figures.
import { and, asc, eq, sql } from "drizzle-orm";
import type { LineProduct } from "../../contract/cart";
import type { Checkout } from "../../contract/checkout";
import type { Db } from "../../db/client";
import { jsonArray } from "../../db/json-array";
import { checkoutDetails, checkoutPartials, checkouts, checkoutShippingCosts, products, units } from "../../db/schema";
import { notFound } from "../../http/errors";
import { effectivePrice, lineProductColumns, toLineProduct } from "../cart/line-product";
import { batchCount, batchQuantities, lineFigures, summarize } from "./totals";

export type CheckoutRow = typeof checkouts.$inferSelect;
type DetailRow = typeof checkoutDetails.$inferSelect;
export type LoadedLine = DetailRow & { product: LineProduct; partials: { partialId: number; qty: number }[] };
export type LoadedCheckout = {
  row: CheckoutRow;
  lines: LoadedLine[];
  shippingCosts: { partialId: number; shippingCost: number; etd: string }[];
};

/** The buyer's checkout, or a 404 (another buyer's included). `lock` takes the row for the transaction. */
export async function findOwnedCheckout(
  db: Db,
  customerId: number,
  checkoutId: number,
  lock = false,
): Promise<CheckoutRow> {
  const query = db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.customerId, customerId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** The checkout's lines with their products and batches: one query (it runs on every checkout page). */
export async function loadLines(db: Db, checkoutId: number): Promise<LoadedLine[]> {
  const rows = await db
    .select({
      detail: checkoutDetails,
      product: lineProductColumns,
      partials: jsonArray<{ partialId: number; qty: number }>(
        db
          .select({
            batches: sql`json_agg(json_build_object('partialId', ${checkoutPartials.partialId}, 'qty', ${checkoutPartials.qty})
              order by ${checkoutPartials.partialId})`,
          })
          .from(checkoutPartials)
          .where(eq(checkoutPartials.checkoutDetailId, checkoutDetails.id)),
      ),
    })
    .from(checkoutDetails)
    // Products are never deleted while a checkout refers to them (foreign key).
    .innerJoin(products, eq(products.id, checkoutDetails.productId))
    .innerJoin(units, eq(units.id, products.unitId))
    .where(eq(checkoutDetails.checkoutId, checkoutId))
    .orderBy(asc(checkoutDetails.id));
  return rows.map((row) => ({ ...row.detail, product: toLineProduct(row.product), partials: row.partials }));
}

export async function loadCheckout(db: Db, row: CheckoutRow): Promise<LoadedCheckout> {
  const lines = await loadLines(db, row.id);
  const shippingCosts = await db
    .select({
      partialId: checkoutShippingCosts.partialId,
      shippingCost: checkoutShippingCosts.shippingCost,
      etd: checkoutShippingCosts.etd,
    })
    .from(checkoutShippingCosts)
    .where(eq(checkoutShippingCosts.checkoutId, row.id))
    .orderBy(asc(checkoutShippingCosts.partialId));
  return { row, lines, shippingCosts };
}

/** A line's negotiated price, when the negotiation is on. */
export const negotiatedPrice = (line: Pick<DetailRow, "isNego" | "priceNego">) => (line.isNego ? line.priceNego : null);

export function linePricing(line: LoadedLine) {
  const price = effectivePrice(line.product);
  const priceNego = negotiatedPrice(line);
  return { price, priceNego, ...lineFigures(line.qty, price, priceNego) };
}

export function toCheckoutView({ row, lines, shippingCosts }: LoadedCheckout): Checkout {
  const priced = lines.map((line) => ({ line, pricing: linePricing(line) }));
  return {
    id: row.id,
    satker_id: row.addressId,
    shipping_courier: row.shippingCourier,
    shipping_service: row.shippingService,
    shipping_cost: row.shippingCost,
    shipping_cost_nego: row.shippingCostNego,
    shipping_costs: shippingCosts.map((cost) => ({
      partial_id: cost.partialId,
      shipping_cost: cost.shippingCost,
      etd: cost.etd,
    })),
    batches: batchCount(lines),
    checkout_detail: priced.map(({ line, pricing }) => ({
      id: line.id,
      product_id: line.productId,
      qty: line.qty,
      price: pricing.price,
      price_nego: pricing.priceNego,
      is_nego: pricing.priceNego !== null,
      subtotal: pricing.subtotal,
      subtotal_nego: pricing.subtotalNego,
      notes: line.notes,
      is_partial: line.partials.length > 0,
      has_partial: line.partials.map((partial) => ({ partial_id: partial.partialId, qty: partial.qty })),
      product: line.product,
    })),
    summary: summarize(
      priced.map(({ pricing }) => pricing),
      row.shippingCost,
      row.shippingCostNego,
    ),
    idempotency_key: row.idempotencyKey,
  };
}

/** Grams per delivery batch (index 0 = partial_id 1). */
export function batchWeights(lines: readonly LoadedLine[]): number[] {
  const weights = Array.from({ length: batchCount(lines) }, () => 0);
  for (const line of lines) {
    for (const [partialId, qty] of batchQuantities(line.qty, line.partials))
      weights[partialId - 1] += qty * line.product.weight;
  }
  return weights;
}
