// The buyer's counter-offer (spec §4 "Negotiation and SPK", §5 "Counter-offer"): a round of the buyer's
// own while the order is exactly pending and the last round is the seller's. Only what changed goes in
// the round (a line's new unit price, the shipping cost); the API prices from its own last round, never
// from the client's `old_*`. The order's negotiated figures and totals follow the round, as the seller's
// rounds do, so a seller who confirms next confirms these terms.
import { asc, desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { canCounterOffer, type OrderStatus } from "../../contract/order-status";
import type * as z from "zod";
import { negotiationMessages, type counterOfferBody } from "../../contract/negotiation";
import { negotiationItems, negotiations, transactionDetails, transactionLogs, transactions } from "../../db/schema";
import { badRequest, conflict } from "../../http/errors";
import { ValidationError } from "../../http/validation";
import { lineFigures, summarize } from "../checkout/totals";
import { negotiationTexts } from "../negotiation/texts";
import { runOrderCommand, type OrderDeps } from "./command";
import { lockOwnOrder, stepActor } from "./lifecycle";

type ParsedBody = z.output<typeof counterOfferBody>;

export type CounterOfferResult = { id: number; status: OrderStatus; nego_step: number };

export async function counterOffer(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  customerId: number,
  transactionId: number,
  body: ParsedBody,
  now = new Date(),
): Promise<CounterOfferResult> {
  if (body.transaction_id !== undefined && body.transaction_id !== transactionId)
    throw new ValidationError({ transaction_id: [negotiationTexts.otherOrder] });
  return runOrderCommand(
    deps,
    log,
    async ({ tx }) => {
      const order = await lockOwnOrder(tx, customerId, transactionId, "pp");
      const [last] = await tx
        .select({ negoStep: negotiations.negoStep, isAdmin: negotiations.isAdmin })
        .from(negotiations)
        .where(eq(negotiations.transactionId, order.id))
        .orderBy(desc(negotiations.negoStep))
        .limit(1);
      if (!canCounterOffer(order.status, last?.isAdmin === true))
        throw conflict(last && !last.isAdmin ? negotiationTexts.awaitsSeller : negotiationTexts.cannot(order.status));

      const details = await tx
        .select()
        .from(transactionDetails)
        .where(eq(transactionDetails.transactionId, order.id))
        .orderBy(asc(transactionDetails.id));
      const byId = new Map(details.map((detail) => [detail.id, detail]));
      const asked = new Map<number, number>();
      body.transaction_detail_id.forEach((id, index) => {
        if (!byId.has(id)) throw new ValidationError({ transaction_detail_id: [negotiationMessages.lineId] });
        const price = body.new_price[index];
        if (price !== undefined) asked.set(id, price);
      });
      const changes = details.flatMap((detail) => {
        const oldPrice = detail.priceNego ?? detail.priceAfterDiscount;
        const newPrice = asked.get(detail.id);
        return newPrice !== undefined && newPrice !== oldPrice ? [{ detail, oldPrice, newPrice }] : [];
      });
      const oldShipping = order.shippingCostNego ?? order.shippingCost;
      const newShipping =
        body.new_shipping_price !== undefined && body.new_shipping_price !== oldShipping
          ? body.new_shipping_price
          : null;
      if (changes.length === 0 && newShipping === null) throw badRequest(negotiationMessages.empty);

      const step = Math.max(order.negoStep, last?.negoStep ?? 0) + 1;
      const note = body.notes ?? null;
      const [round] = await tx
        .insert(negotiations)
        .values({
          transactionId: order.id,
          negoStep: step,
          isAdmin: false,
          shippingOldPrice: newShipping === null ? null : oldShipping,
          shippingNewPrice: newShipping,
          note,
          createdAt: now,
        })
        .returning({ id: negotiations.id });
      if (changes.length > 0)
        await tx.insert(negotiationItems).values(
          changes.map((change) => ({
            negotiationId: round.id,
            transactionDetailId: change.detail.id,
            oldPrice: change.oldPrice,
            newPrice: change.newPrice,
            note,
          })),
        );
      for (const { detail, newPrice } of changes)
        await tx
          .update(transactionDetails)
          .set({ priceNego: newPrice, isNego: true, subtotalNego: newPrice * detail.qty })
          .where(eq(transactionDetails.id, detail.id));
      const priced = new Map(changes.map((change) => [change.detail.id, change.newPrice]));
      const summary = summarize(
        details.map((detail) =>
          lineFigures(detail.qty, detail.priceAfterDiscount, priced.get(detail.id) ?? detail.priceNego),
        ),
        order.shippingCost,
        newShipping ?? order.shippingCostNego,
      );
      await tx
        .update(transactions)
        .set({
          shippingCostNego: newShipping ?? order.shippingCostNego,
          totalPriceNego: summary.total_price_nego,
          totalPpn: summary.total_ppn,
          grandTotal: summary.grand_total,
          negoStep: step,
          updatedAt: now,
        })
        .where(eq(transactions.id, order.id));
      const by = await stepActor(tx, customerId, "pp");
      await tx.insert(transactionLogs).values([
        ...changes.map((change) => ({
          transactionId: order.id,
          transactionDetailId: change.detail.id,
          sectionChange: "price",
          nameSectionChange: negotiationTexts.buyerPrice,
          oldValue: String(change.oldPrice),
          newValue: String(change.newPrice),
          sectionNego: step,
          ...by,
          createdAt: now,
        })),
        ...(newShipping === null
          ? []
          : [
              {
                transactionId: order.id,
                sectionChange: "shipping cost",
                nameSectionChange: negotiationTexts.buyerShipping,
                oldValue: String(oldShipping),
                newValue: String(newShipping),
                sectionNego: step,
                ...by,
                createdAt: now,
              },
            ]),
      ]);
      return { id: order.id, status: order.status as OrderStatus, nego_step: step };
    },
    now,
  );
}
