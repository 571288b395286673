// Submit: the buyer's checkout becomes a purchase request (status pending), all in one database
// transaction: checks, stock taken, the order with its lines and delivery batches, the timeline's
// "make order" entry, and the cart lines and checkout removed. Idempotent: a repeat (same key or same
// checkout) answers the first order's id and changes nothing, mails nobody.
import { requireRole } from "../team/membership";
import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { transactionMessages } from "../../contract/transaction";
import type { Db } from "../../db/client";
import {
  carts,
  checkouts,
  products,
  shipmentItems,
  shipments,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../db/schema";
import { conflict, notFound, unprocessable } from "../../http/errors";
import type { FastifyBaseLogger } from "fastify";
import { districtLabel, findOwnedAddress } from "../address/service";
import { effectiveDiscount } from "../cart/line-product";
import { linePricing, loadCheckout, type LoadedCheckout } from "../checkout/load";
import { batchCount, batchQuantities, summarize } from "../checkout/totals";
import { runOrderCommand, type CommandContext, type OrderDeps } from "./command";
import { stepActor } from "./lifecycle";
import { orderMails } from "./mails";

export type CreateTransactionInput = {
  checkout_id: number;
  total_ppn: number;
  partial: { id: number; partial_qty: number[] }[];
  idempotency_key?: string;
};

/** A unique violation, wherever the driver puts it (drizzle wraps the driver's error in `cause`). */
function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; typeof current === "object" && current !== null && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") return typeof candidate.constraint === "string" ? candidate.constraint : "";
    current = candidate.cause;
  }
  return undefined;
}

/** The transaction a repeated submission refers to: same key, or made from the same checkout. */
async function findPrevious(
  db: Db,
  customerId: number,
  checkoutId: number,
  key: string | undefined,
): Promise<number | undefined> {
  const sameCheckout = eq(transactions.checkoutId, checkoutId);
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.customerId, customerId),
        key === undefined ? sameCheckout : or(sameCheckout, eq(transactions.idempotencyKey, key)),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(1);
  return row?.id;
}

/** `INV/YYYYMMDD/NNNN`: the date in the shop's time zone (WITA), the number from the transaction id. */
export function invoiceNumber(id: number, at: Date): string {
  const date = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Makassar",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(at)
    .replaceAll("-", "");
  return `INV/${date}/${String(id).padStart(4, "0")}`;
}

/** Each line's expected partial list must be what the client saw: its stored partials, or its whole qty. */
function partialsMatch(loaded: LoadedCheckout, sent: CreateTransactionInput["partial"]): boolean {
  const lineIds = new Set(loaded.lines.map((line) => line.id));
  if (sent.some((entry) => !lineIds.has(entry.id))) return false;
  if (new Set(sent.map((entry) => entry.id)).size !== sent.length) return false;
  return loaded.lines.every((line) => {
    const expected = line.partials.length > 0 ? line.partials.map((partial) => partial.qty) : [line.qty];
    const entry = sent.find((candidate) => candidate.id === line.id);
    const given = entry ? entry.partial_qty.filter((qty) => qty > 0) : [line.qty];
    return given.length === expected.length && given.every((qty, index) => qty === expected[index]);
  });
}

/**
 * Turns the buyer's checkout into a purchase request, all in one database transaction: checks, stock
 * reservation, the transaction with its lines and shipments, and removal of the cart lines and checkout.
 * A repeat (same idempotency key or checkout) answers the first transaction's id.
 */
export async function submitPurchaseRequest(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  customerId: number,
  input: CreateTransactionInput,
): Promise<number> {
  const { db } = deps;
  let key = input.idempotency_key;
  try {
    return await runOrderCommand(deps, log, async (context) => {
      const { tx } = context;
      const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, input.checkout_id)).for("update");
      if (!checkout || checkout.customerId !== customerId) {
        const previous = await findPrevious(tx, customerId, input.checkout_id, key);
        if (previous === undefined) throw notFound();
        return previous;
      }
      if (key !== undefined && key !== checkout.idempotencyKey) {
        const previous = await findPrevious(tx, customerId, input.checkout_id, key);
        if (previous !== undefined) return previous;
        throw unprocessable(transactionMessages.staleCheckout);
      }
      key = checkout.idempotencyKey;
      return insertTransaction(context, customerId, await loadCheckout(tx, checkout), input, key);
    });
  } catch (error) {
    // A concurrent twin won the unique key: answer its result.
    if (violatedConstraint(error) === "transactions_idempotency_uq" || violatedConstraint(error) === "") {
      const previous = await findPrevious(db, customerId, input.checkout_id, key);
      if (previous !== undefined) return previous;
    }
    throw error;
  }
}

async function insertTransaction(
  context: CommandContext,
  customerId: number,
  loaded: LoadedCheckout,
  input: CreateTransactionInput,
  key: string,
): Promise<number> {
  const { tx, now } = context;
  const { workUnitId } = await requireRole(tx, customerId, "pp");
  const { row: checkout, lines, shippingCosts } = loaded;
  if (lines.length === 0) throw unprocessable(transactionMessages.emptyCheckout);
  const batches = batchCount(lines);
  const costedBatches = new Set(shippingCosts.map((cost) => cost.partialId));
  const served =
    shippingCosts.length === batches &&
    Array.from({ length: batches }, (_, i) => i + 1).every((id) => costedBatches.has(id));
  if (!checkout.shippingCourier || !checkout.shippingService || checkout.shippingCost === null || !served) {
    throw unprocessable(transactionMessages.chooseService);
  }
  if (checkout.addressId === null) throw unprocessable(transactionMessages.noAddress);
  if (!partialsMatch(loaded, input.partial))
    throw unprocessable(transactionMessages.partialMismatch, { partial: [transactionMessages.partialMismatch] });
  for (const line of lines) {
    if (line.product.status === "disabled") throw unprocessable(transactionMessages.productDisabled(line.product.name));
  }
  const priced = lines.map((line) => ({ line, pricing: linePricing(line) }));
  const summary = summarize(
    priced.map(({ pricing }) => pricing),
    checkout.shippingCost,
    checkout.shippingCostNego,
  );
  if (summary.total_ppn !== input.total_ppn)
    throw unprocessable(transactionMessages.staleTotals, { total_ppn: [transactionMessages.staleTotals] });

  // Stock is taken with a guarded update: two buyers of the last unit cannot both pass it.
  for (const { line } of priced) {
    const [taken] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.qty}`,
        totalSold: sql`${products.totalSold} + ${line.qty}`,
        updatedAt: now,
      })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.qty)))
      .returning({ id: products.id });
    if (!taken) throw conflict(transactionMessages.stockShort(line.product.name));
  }

  const address = await findOwnedAddress(tx, customerId, checkout.addressId);
  const [{ id }] = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('transactions', 'id'))::int` })
    .from(sql`(select 1) as once`);
  const negotiated = priced.some(({ pricing }) => pricing.priceNego !== null);
  await tx.insert(transactions).values({
    id,
    customerId,
    workUnitId,
    invoice: invoiceNumber(id, now),
    status: "pending",
    idempotencyKey: key,
    checkoutId: checkout.id,
    shippingCourier: checkout.shippingCourier,
    shippingService: checkout.shippingService,
    shippingCost: checkout.shippingCost,
    shippingCostNego: checkout.shippingCostNego,
    totalQty: summary.total_qty,
    totalPrice: summary.total_price,
    totalPriceNego: negotiated ? summary.total_price_nego : null,
    totalPpn: summary.total_ppn,
    grandTotal: summary.grand_total,
    satker: address.name,
    nameReceipt: address.receiptName,
    phoneReceipt: address.receiptPhoneNumber,
    address: address.address,
    subDistrict: address.subDistrictName,
    district: districtLabel(address),
    province: address.provinceName,
    postalCode: address.postalCode,
  });

  const details = await tx
    .insert(transactionDetails)
    .values(
      priced.map(({ line, pricing }) => ({
        transactionId: id,
        productId: line.productId,
        nameProduct: line.product.name,
        unit: line.product.unit.name,
        image: line.product.image[0]?.image ?? null,
        webp: line.product.image[0]?.webp ?? null,
        qty: line.qty,
        price: line.product.price,
        discount: effectiveDiscount(line.product),
        priceAfterDiscount: pricing.price,
        priceNego: pricing.priceNego,
        isNego: pricing.priceNego !== null,
        subtotal: pricing.subtotal,
        subtotalNego: pricing.subtotalNego,
        notes: line.notes,
        isPartial: line.partials.length > 0,
      })),
    )
    .returning({ id: transactionDetails.id });

  for (const cost of shippingCosts) {
    const [shipment] = await tx
      .insert(shipments)
      .values({ transactionId: id, partialId: cost.partialId, shippingCost: cost.shippingCost, etd: cost.etd })
      .returning({ id: shipments.id });
    const items = lines.flatMap((line, index) => {
      const qty = batchQuantities(line.qty, line.partials).get(cost.partialId) ?? 0;
      return qty > 0 ? [{ shipmentId: shipment.id, transactionDetailId: details[index].id, qty }] : [];
    });
    if (items.length > 0) await tx.insert(shipmentItems).values(items);
  }

  await tx.insert(transactionLogs).values({
    transactionId: id,
    sectionChange: "make order",
    nameSectionChange: "Pesanan dibuat",
    newValue: "pending",
    ...(await stepActor(tx, customerId, "pp")),
    createdAt: now,
  });
  const cartIds = lines.flatMap((line) => (line.cartId === null ? [] : [line.cartId]));
  if (cartIds.length > 0)
    await tx.delete(carts).where(and(inArray(carts.id, cartIds), eq(carts.customerId, customerId)));
  await tx.delete(checkouts).where(eq(checkouts.id, checkout.id));
  // The purchase took stock and adds to the sold count the catalogue shows.
  context.dropCatalogue();
  const facts = { id, invoice: invoiceNumber(id, now), total: summary.grand_total };
  context.mail({ customerId }, "purchase-requested", (buyer) =>
    orderMails.purchaseRequested(buyer, facts, context.shopOrigin),
  );
  context.mail("sellers", "purchase-request-seller", (seller) =>
    orderMails.purchaseRequestForSeller(seller, facts, context.shopOrigin),
  );
  return id;
}
