// The seller's order actions: confirm, answer with a negotiation round, cancel, mark processed. Each
// runs in one database transaction with the order locked; status moves go through the lifecycle.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { OrderStatus } from "../../contract/order-status";
import { endOfWitaDay } from "../../contract/seller-orders";
import type { Db } from "../../db/client";
import {
  negotiationItems,
  negotiations,
  products,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../db/schema";
import { ValidationError } from "../../http/validation";
import { conflict } from "../../http/errors";
import { lineFigures, summarize } from "../checkout/totals";
import { transition, transitionWithin, type Tx } from "../transaction/lifecycle";
import { isRoundExpired } from "../transaction/order";
import { mayNegotiate } from "./allowed-actions";
import { lockOrder } from "./order-lock";
import { sellerTexts } from "./texts";

export type ActionResult = { id: number; status: OrderStatus };
export type ConfirmedOrder = ActionResult & { customerId: number; invoice: string; grandTotal: number };

const figuresOf = async (tx: Tx | Db, transactionId: number) => {
  const [order] = await tx
    .select({ customerId: transactions.customerId, invoice: transactions.invoice, grandTotal: transactions.grandTotal })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  return order;
};

export async function confirmOrder(db: Db, sellerId: number, transactionId: number): Promise<ConfirmedOrder> {
  const moved = await transition(db, { transactionId, to: "confirmed", actor: "seller", actorId: sellerId });
  return { id: moved.id, status: moved.status, ...(await figuresOf(db, moved.id)) };
}

export async function processOrder(db: Db, sellerId: number, transactionId: number): Promise<ActionResult> {
  const moved = await transition(db, { transactionId, to: "processed", actor: "seller", actorId: sellerId });
  return { id: moved.id, status: moved.status };
}

/** Cancels before payment; the stock the purchase request took goes back to the catalogue. */
export async function cancelOrder(
  db: Db,
  sellerId: number,
  transactionId: number,
  reason: string,
): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    const moved = await transitionWithin(tx, { transactionId, to: "cancel", actor: "seller", actorId: sellerId });
    await tx.update(transactions).set({ cancelReason: reason }).where(eq(transactions.id, moved.id));
    const lines = await tx
      .select({ productId: transactionDetails.productId, qty: transactionDetails.qty })
      .from(transactionDetails)
      .where(eq(transactionDetails.transactionId, moved.id));
    for (const line of lines) {
      await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${line.qty}`,
          totalSold: sql`greatest(${products.totalSold} - ${line.qty}, 0)`,
        })
        .where(eq(products.id, line.productId));
    }
    return { id: moved.id, status: moved.status };
  });
}

export type NegotiatedRound = ActionResult & {
  customerId: number;
  invoice: string;
  grandTotal: number;
  validUntil: Date;
  note: string | null;
};

/**
 * The seller's round: a new unit price for every line and a new shipping cost, valid to the end of the
 * chosen day (WITA). The order's negotiated figures and totals follow the round; the order stays pending.
 */
export async function negotiate(
  db: Db,
  transactionId: number,
  body: {
    lines: { transaction_detail_id: number; new_price: number }[];
    shipping_cost: number;
    note?: string;
    valid_until: string;
  },
  now: Date = new Date(),
): Promise<NegotiatedRound> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, transactionId);
    const [lastRound] = await tx
      .select({ negoStep: negotiations.negoStep, isAdmin: negotiations.isAdmin, validUntil: negotiations.validUntil })
      .from(negotiations)
      .where(eq(negotiations.transactionId, order.id))
      .orderBy(desc(negotiations.negoStep))
      .limit(1);
    const sellerRoundOpen = lastRound !== undefined && lastRound.isAdmin && !isRoundExpired(lastRound.validUntil, now);
    if (!mayNegotiate({ status: order.status, sellerRoundOpen }))
      throw conflict(sellerRoundOpen ? sellerTexts.roundAwaitsBuyer : sellerTexts.cannotNegotiate(order.status));

    const details = await tx
      .select()
      .from(transactionDetails)
      .where(eq(transactionDetails.transactionId, order.id))
      .orderBy(asc(transactionDetails.id));
    const prices = new Map(body.lines.map((line) => [line.transaction_detail_id, line.new_price]));
    if (prices.size !== body.lines.length || details.length !== prices.size || details.some((d) => !prices.has(d.id)))
      throw new ValidationError({ lines: [sellerTexts.linesMismatch] });

    const step = Math.max(order.negoStep, lastRound?.negoStep ?? 0) + 1;
    const validUntil = endOfWitaDay(body.valid_until);
    const note = body.note ?? null;
    const oldShipping = order.shippingCostNego ?? order.shippingCost;
    const [round] = await tx
      .insert(negotiations)
      .values({
        transactionId: order.id,
        negoStep: step,
        isAdmin: true,
        shippingOldPrice: oldShipping,
        shippingNewPrice: body.shipping_cost,
        note,
        validUntil,
        createdAt: now,
      })
      .returning({ id: negotiations.id });
    const changes = details.map((detail) => ({
      detail,
      oldPrice: detail.priceNego ?? detail.priceAfterDiscount,
      newPrice: prices.get(detail.id)!,
    }));
    await tx.insert(negotiationItems).values(
      changes.map((change) => ({
        negotiationId: round.id,
        transactionDetailId: change.detail.id,
        oldPrice: change.oldPrice,
        newPrice: change.newPrice,
      })),
    );
    for (const { detail, newPrice } of changes) {
      await tx
        .update(transactionDetails)
        .set({ priceNego: newPrice, isNego: true, subtotalNego: newPrice * detail.qty })
        .where(eq(transactionDetails.id, detail.id));
    }
    const summary = summarize(
      changes.map(({ detail, newPrice }) => lineFigures(detail.qty, detail.priceAfterDiscount, newPrice)),
      order.shippingCost,
      body.shipping_cost,
    );
    await tx
      .update(transactions)
      .set({
        shippingCostNego: body.shipping_cost,
        totalPriceNego: summary.total_price_nego,
        totalPpn: summary.total_ppn,
        grandTotal: summary.grand_total,
        negoStep: step,
        updatedAt: now,
      })
      .where(eq(transactions.id, order.id));
    await tx.insert(transactionLogs).values([
      ...changes.map((change) => ({
        transactionId: order.id,
        transactionDetailId: change.detail.id,
        sectionChange: "price",
        nameSectionChange: sellerTexts.sellerPrice,
        oldValue: String(change.oldPrice),
        newValue: String(change.newPrice),
        sectionNego: step,
        createdAt: now,
      })),
      {
        transactionId: order.id,
        sectionChange: "shipping cost",
        nameSectionChange: sellerTexts.sellerShipping,
        oldValue: String(oldShipping),
        newValue: String(body.shipping_cost),
        sectionNego: step,
        createdAt: now,
      },
    ]);
    return {
      id: order.id,
      status: order.status as OrderStatus,
      customerId: order.customerId,
      invoice: order.invoice,
      grandTotal: summary.grand_total,
      validUntil,
      note,
    };
  });
}
