import { loadLatestPayment } from "../payment/read";
import { loadSpk } from "../spk/service";
import { statusLabels } from "../../contract/order-status";
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { transactionMessages, type TransactionAnswer, type TransactionListResult } from "../../contract/transaction";
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
import { districtLabel, findOwnedAddress } from "../address/service";
import { effectiveDiscount } from "../cart/line-product";
import { batchCount, batchQuantities, summarize } from "../checkout/totals";
import { linePricing, loadCheckout, type LoadedCheckout } from "../checkout/load";
import { loadNegotiations, loadOrderComplaints, loadOrderCustomer, loadOrderReviews } from "./order";
import { likePattern } from "../../db/like-pattern";
import { witaDateTexts } from "../../db/wita-date-text";

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
export async function createTransaction(db: Db, customerId: number, input: CreateTransactionInput): Promise<number> {
  let key = input.idempotency_key;
  try {
    return await db.transaction(async (tx) => {
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
      return insertTransaction(tx, customerId, await loadCheckout(tx, checkout), input, key);
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
  tx: Db,
  customerId: number,
  loaded: LoadedCheckout,
  input: CreateTransactionInput,
  key: string,
): Promise<number> {
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
        updatedAt: new Date(),
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
    invoice: invoiceNumber(id, new Date()),
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
  });
  const cartIds = lines.flatMap((line) => (line.cartId === null ? [] : [line.cartId]));
  if (cartIds.length > 0)
    await tx.delete(carts).where(and(inArray(carts.id, cartIds), eq(carts.customerId, customerId)));
  await tx.delete(checkouts).where(eq(checkouts.id, checkout.id));
  return id;
}

/**
 * One of the buyer's transactions with its lines (their batches, negotiated prices, review and
 * complaint), its delivery address, the buyer block, the negotiation rounds and the order's reviews
 * and complaints; else a 404.
 */
export async function getTransaction(db: Db, customerId: number, transactionId: number): Promise<TransactionAnswer> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.customerId, customerId)));
  if (!row) throw notFound();
  return orderAnswer(db, row);
}

/** The order page's answer for an order row; the caller has checked who may read it. */
export async function orderAnswer(db: Db, row: typeof transactions.$inferSelect): Promise<TransactionAnswer> {
  const customerId = row.customerId;
  const [details, items, buyer, rounds, orderReviews, orderComplaints, payment, spk] = await Promise.all([
    db
      .select()
      .from(transactionDetails)
      .where(eq(transactionDetails.transactionId, row.id))
      .orderBy(asc(transactionDetails.id)),
    db
      .select({ detailId: shipmentItems.transactionDetailId, partialId: shipments.partialId, qty: shipmentItems.qty })
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
      .where(eq(shipments.transactionId, row.id))
      .orderBy(asc(shipments.partialId)),
    loadOrderCustomer(db, customerId),
    loadNegotiations(db, row.id),
    loadOrderReviews(db, customerId, row.id),
    loadOrderComplaints(db, customerId, row.id),
    loadLatestPayment(db, row),
    loadSpk(db, row.id),
  ]);
  return {
    data: {
      id: row.id,
      invoice: row.invoice,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      shipping_courier: row.shippingCourier,
      shipping_service: row.shippingService,
      shipping_cost: row.shippingCost,
      shipping_cost_nego: row.shippingCostNego,
      total_qty: row.totalQty,
      total_price: row.totalPrice,
      total_price_nego: row.totalPriceNego,
      total_ppn: row.totalPpn,
      grand_total: row.grandTotal,
      nego_step: row.negoStep,
      customer: buyer.customer,
      customer_address: buyer.customer_address,
      transaction_detail: details.map((detail) => {
        const review = orderReviews.find((entry) => entry.transaction_detail.id === detail.id);
        const complaint = orderComplaints.find((entry) => entry.transaction_detail.id === detail.id);
        return {
          id: detail.id,
          product_id: detail.productId,
          name_product: detail.nameProduct,
          qty: detail.qty,
          unit: detail.unit,
          price: detail.price,
          discount: detail.discount,
          price_after_discount: detail.priceAfterDiscount,
          price_nego: detail.priceNego,
          is_nego: detail.isNego,
          subtotal: detail.subtotal,
          subtotal_nego: detail.subtotalNego,
          notes: detail.notes,
          image: detail.image,
          webp: detail.webp,
          is_partial: detail.isPartial,
          shipping: items
            .filter((item) => item.detailId === detail.id)
            .map((item) => ({ partial_id: item.partialId, qty: item.qty })),
          price_negotiation: rounds.flatMap((round) =>
            round.product_negotiation
              .filter((entry) => entry.transaction_detail_id === detail.id)
              .map((entry) => ({ nego_step: round.nego_step, is_admin: round.is_admin, new_price: entry.new_price })),
          ),
          review: review ? { id: review.id, star: review.star } : null,
          complaint: complaint ? { id: complaint.id } : null,
        };
      }),
    },
    address: {
      shipping_courier: row.shippingCourier,
      shipping_service: row.shippingService,
      satker: row.satker,
      name_receipt: row.nameReceipt,
      phone_receipt: row.phoneReceipt,
      address: row.address,
      sub_district: row.subDistrict,
      district: row.district,
      province: row.province,
      postal_code: row.postalCode,
    },
    negotiations: rounds,
    reviews: orderReviews,
    complaint: orderComplaints,
    payment,
    spk,
  };
}

// ---------- the buyer's list ----------

/**
 * Everything a row is searched by, lower-cased: invoice, raw status, its badge label and the WITA
 * date as the list shows it (`03 September 2026`), unpadded (`3 September 2026`) and ISO (`2026-09-03`).
 */
function searchableText(): SQL {
  const labels = Object.entries(statusLabels);
  const label = sql`case lower(${transactions.status}) ${sql.join(
    labels.map(([status, text]) => sql`when ${status} then ${text}`),
    sql` `,
  )} else '' end`;
  return sql`lower(concat_ws(' ', ${transactions.invoice}, ${transactions.status}, ${label},
    ${witaDateTexts(transactions.createdAt)}))`;
}

export type TransactionListInput = { search?: string; page: number; per_page: number };

/** One page of the buyer's transactions, newest first (ties: newest id), optionally searched. */
export async function listTransactions(
  db: Db,
  customerId: number,
  input: TransactionListInput,
): Promise<TransactionListResult> {
  const search = input.search?.trim().toLowerCase();
  const where = and(
    eq(transactions.customerId, customerId),
    search ? sql`${searchableText()} like ${likePattern(search)}` : undefined,
  );
  // The page and the count in one query (PGlite answers one at a time); only a page past the end,
  // which has no row to carry the count, asks for it alone.
  const rows = await db
    .select({
      id: transactions.id,
      invoice: transactions.invoice,
      created_at: transactions.createdAt,
      status: transactions.status,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(input.per_page)
    .offset((input.page - 1) * input.per_page);
  const total =
    rows[0]?.total ??
    (input.page > 1
      ? (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(transactions)
            .where(where)
        )[0].total
      : 0);
  return {
    data: rows.map(({ total: _total, ...row }) => ({ ...row, created_at: row.created_at.toISOString() })),
    current_page: input.page,
    per_page: input.per_page,
    total,
    last_page: Math.ceil(total / input.per_page),
  };
}

/** The caller's transaction made with this idempotency key, or a 404 (another buyer's key is no different). */
export async function findTransactionByKey(db: Db, customerId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.customerId, customerId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}
