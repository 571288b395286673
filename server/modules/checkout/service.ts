import { and, eq, inArray } from "drizzle-orm";
import { requireRole } from "../team/membership";
import { checkoutMessages, MAX_PARTIALS, type Checkout } from "../../contract/checkout";
import type { Db } from "../../db/client";
import { carts, checkoutDetails, checkoutPartials, checkouts, checkoutShippingCosts } from "../../db/schema";
import { badRequest, notFound, unprocessable } from "../../http/errors";
import { findOwnedAddress } from "../address/service";
import { loadLineProducts } from "../cart/line-product";
import { findOwnedCheckout, loadCheckout, toCheckoutView, type CheckoutRow } from "./load";

/** What a new address, new partials or a new service choice clears: the quotes no longer hold. */
const clearedShipping = {
  shippingCourier: null,
  shippingService: null,
  shippingCost: null,
  shippingCostNego: null,
} as const;

async function resetShipping(db: Db, checkoutId: number, changes: Partial<typeof checkouts.$inferInsert> = {}) {
  await db.delete(checkoutShippingCosts).where(eq(checkoutShippingCosts.checkoutId, checkoutId));
  await db
    .update(checkouts)
    .set({ ...clearedShipping, ...changes, updatedAt: new Date() })
    .where(eq(checkouts.id, checkoutId));
}

export async function getCheckout(db: Db, customerId: number, checkoutId: number): Promise<Checkout> {
  return toCheckoutView(await loadCheckout(db, await findOwnedCheckout(db, customerId, checkoutId)));
}

/** A checkout of the ticked cart lines; `qty[i]` is the quantity of `cart_id[i]` (the cart's when omitted). */
export async function createCheckout(
  db: Db,
  customerId: number,
  cartIds: number[],
  qtys: number[] | undefined,
): Promise<number> {
  // Cart, checkout and the purchase request are the Pejabat Pengadaan's (decision 0150).
  await requireRole(db, customerId, "pp");
  if (cartIds.length === 0)
    throw badRequest(checkoutMessages.selectProduct, { cart_id: [checkoutMessages.selectProduct] });
  if (qtys !== undefined && qtys.length !== cartIds.length)
    throw badRequest(checkoutMessages.qtyCount, { qty: [checkoutMessages.qtyCount] });
  if (new Set(cartIds).size !== cartIds.length)
    throw badRequest(checkoutMessages.selectProduct, { cart_id: [checkoutMessages.selectProduct] });
  const lines = await db
    .select()
    .from(carts)
    .where(and(inArray(carts.id, cartIds), eq(carts.customerId, customerId)));
  if (lines.length !== cartIds.length) throw notFound();
  const byId = new Map(lines.map((line) => [line.id, line]));
  const productMap = await loadLineProducts(
    db,
    lines.map((line) => line.productId),
  );
  const chosen = cartIds.map((cartId, index) => {
    const line = byId.get(cartId)!;
    const product = productMap.get(line.productId)!;
    const qty = qtys?.[index] ?? line.qty;
    if (product.status === "disabled") throw unprocessable(checkoutMessages.productDisabled(product.name));
    if (product.stock < qty) throw unprocessable(checkoutMessages.stockShort(product.name));
    return { line, qty };
  });
  return db.transaction(async (tx) => {
    const [checkout] = await tx.insert(checkouts).values({ customerId }).returning({ id: checkouts.id });
    await tx.insert(checkoutDetails).values(
      chosen.map(({ line, qty }) => ({
        checkoutId: checkout.id,
        cartId: line.id,
        productId: line.productId,
        qty,
        notes: line.note,
      })),
    );
    return checkout.id;
  });
}

/** Another address means other quotes: courier, service, costs and shipping negotiation are cleared. */
export async function setCheckoutAddress(
  db: Db,
  customerId: number,
  checkoutId: number,
  addressId: number,
): Promise<void> {
  const checkout = await findOwnedCheckout(db, customerId, checkoutId);
  await findOwnedAddress(db, customerId, addressId);
  await db.transaction((tx) => resetShipping(tx, checkout.id, { addressId }));
}

const hasService = (checkout: CheckoutRow) => checkout.shippingCourier !== null && checkout.shippingService !== null;

/** Empty cancels the proposal. */
export async function negotiateShipping(
  db: Db,
  customerId: number,
  checkoutId: number,
  amount: string | undefined,
): Promise<void> {
  const checkout = await findOwnedCheckout(db, customerId, checkoutId);
  if (!hasService(checkout)) {
    throw unprocessable(checkoutMessages.chooseCourier, { shipping_cost_nego: [checkoutMessages.chooseCourier] });
  }
  const value = amount === undefined || amount === "" ? null : Number(amount);
  await db
    .update(checkouts)
    .set({ shippingCostNego: value, updatedAt: new Date() })
    .where(eq(checkouts.id, checkout.id));
}

/** The line and its checkout, when both are the buyer's. */
async function findOwnedLine(db: Db, customerId: number, detailId: number) {
  const [row] = await db
    .select({ detail: checkoutDetails, checkout: checkouts })
    .from(checkoutDetails)
    .innerJoin(checkouts, eq(checkouts.id, checkoutDetails.checkoutId))
    .where(and(eq(checkoutDetails.id, detailId), eq(checkouts.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

/** Empty cancels the line's negotiation; a price needs a courier and service first (the seller negotiates the whole deal). */
export async function negotiatePrice(
  db: Db,
  customerId: number,
  detailId: number,
  price: string | undefined,
): Promise<number> {
  const { detail, checkout } = await findOwnedLine(db, customerId, detailId);
  const value = price === undefined || price === "" ? null : Number(price);
  if (value !== null && !hasService(checkout)) {
    throw unprocessable(checkoutMessages.chooseCourierForPrice, {
      price_nego: [checkoutMessages.chooseCourierForPrice],
    });
  }
  await db
    .update(checkoutDetails)
    .set({ priceNego: value, isNego: value !== null })
    .where(eq(checkoutDetails.id, detail.id));
  return checkout.id;
}

/**
 * A line's partial deliveries: empty and zero values are ignored; none left clears them. Otherwise
 * there must be at least two and they must add up to the line's quantity. The batches change, so the
 * service, its costs and the shipping negotiation are cleared; the courier stays, to be quoted again.
 */
export async function setPartials(
  db: Db,
  customerId: number,
  detailId: number,
  values: string[],
): Promise<{ id: number; droppedShippingNego: number | null }> {
  const { detail, checkout } = await findOwnedLine(db, customerId, detailId);
  const quantities = values.map((value) => (value === "" ? 0 : Number(value))).filter((qty) => qty > 0);
  if (quantities.length > 0) {
    if (detail.qty <= 1)
      throw unprocessable(checkoutMessages.partialSingleQty, { partial_qty: [checkoutMessages.partialSingleQty] });
    if (quantities.length > MAX_PARTIALS)
      throw unprocessable(checkoutMessages.tooManyPartials, { partial_qty: [checkoutMessages.tooManyPartials] });
    const sum = quantities.reduce((total, qty) => total + qty, 0);
    if (sum !== detail.qty || quantities.length < 2) {
      throw unprocessable(checkoutMessages.partialMismatch, { partial_qty: [checkoutMessages.partialMismatch] });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(checkoutPartials).where(eq(checkoutPartials.checkoutDetailId, detail.id));
    if (quantities.length > 0) {
      await tx
        .insert(checkoutPartials)
        .values(quantities.map((qty, index) => ({ checkoutDetailId: detail.id, partialId: index + 1, qty })));
    }
    await tx
      .update(checkoutDetails)
      .set({ isPartial: quantities.length > 0 })
      .where(eq(checkoutDetails.id, detail.id));
    await resetShipping(tx, checkout.id, { shippingCourier: checkout.shippingCourier });
  });
  return { id: checkout.id, droppedShippingNego: checkout.shippingCostNego ?? null };
}
