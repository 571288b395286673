// Negotiate: the seller answers a purchase request with a round of its own (a new unit price for every
// line and a new shipping cost, valid to the end of the chosen day, WITA). The order's negotiated figures
// and totals follow the round; the order stays pending; the unit's PP and PPK are mailed the offer.
import type { FastifyBaseLogger } from "fastify";
import { asc, desc, eq } from "drizzle-orm";
import type { OrderStatus } from "../../contract/order-status";
import { endOfWitaDay } from "../../contract/seller-orders";
import { negotiationItems, negotiations, transactionDetails, transactionLogs, transactions } from "../../db/schema";
import { ValidationError } from "../../http/validation";
import { conflict } from "../../http/errors";
import { lineFigures, summarize } from "../checkout/totals";
import { isRoundExpired } from "../transaction/order";
import { mayNegotiate } from "../seller-orders/allowed-actions";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { lockOrder } from "./lifecycle";
import { orderMails } from "./mails";
import { sellerTexts } from "./texts";

export type ActionResult = { id: number; status: OrderStatus };

export async function negotiate(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  sellerId: number,
  transactionId: number,
  body: {
    lines: { transaction_detail_id: number; new_price: number }[];
    shipping_cost: number;
    note?: string;
    valid_until: string;
  },
  now: Date = new Date(),
): Promise<ActionResult> {
  return runOrderCommand(
    deps,
    log,
    async ({ tx, mail, shopOrigin }) => {
      const order = await lockOrder(tx, transactionId);
      const [lastRound] = await tx
        .select({ negoStep: negotiations.negoStep, isAdmin: negotiations.isAdmin, validUntil: negotiations.validUntil })
        .from(negotiations)
        .where(eq(negotiations.transactionId, order.id))
        .orderBy(desc(negotiations.negoStep))
        .limit(1);
      const sellerRoundOpen =
        lastRound !== undefined && lastRound.isAdmin && !isRoundExpired(lastRound.validUntil, now);
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
          actor: "seller" as const,
          actorId: sellerId,
          createdAt: now,
        })),
        {
          transactionId: order.id,
          sectionChange: "shipping cost",
          nameSectionChange: sellerTexts.sellerShipping,
          oldValue: String(oldShipping),
          newValue: String(body.shipping_cost),
          sectionNego: step,
          actor: "seller" as const,
          actorId: sellerId,
          createdAt: now,
        },
      ]);
      const facts = { id: order.id, invoice: order.invoice, total: summary.grand_total, validUntil, note };
      // The PP answers with a counter-offer, the PPK accepts the deal once confirmed: both read the offer.
      mail(holdersOf(order, "pp", "ppk"), "negotiation-round", (buyer) =>
        orderMails.roundReceived(buyer, facts, shopOrigin),
      );
      return { id: order.id, status: order.status as OrderStatus };
    },
    now,
  );
}
