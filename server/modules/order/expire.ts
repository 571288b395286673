// Expire: payments past their deadline. the sweep (a timer in the API, or a test calling it with its own
// clock) marks an open payment expired and moves its order to payment_expired as the system, one
// order per database transaction, so the buyer can choose a method again. A proof under review is
// the seller's to judge and never expires here.
import { and, eq, inArray, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { payments, transactionLogs } from "../../db/schema";
import { paymentTexts } from "../payment/texts";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { lockOrder, transitionWithin } from "./lifecycle";
import { orderMails } from "./mails";

/** Open payments: waiting for the money (pending) or for a new proof after a rejected one (failed). */
const EXPIRABLE = ["pending", "failed"];

/** Expires every overdue open payment; answers how many orders it moved. */
export async function expireOverduePayments(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const { db } = deps;
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, EXPIRABLE), lt(payments.expiredDate, now)));
  let moved = 0;
  for (const { id } of due) {
    const done = await runOrderCommand(
      deps,
      log,
      async ({ tx, mail, shopOrigin }) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
        if (!payment || !EXPIRABLE.includes(payment.status) || !payment.expiredDate || payment.expiredDate >= now)
          return false;
        const order = await lockOrder(tx, payment.transactionId);
        if (order.status !== "pending_payment" && order.status !== "payment_process") return false;
        await tx.update(payments).set({ status: "expired", updatedAt: now }).where(eq(payments.id, payment.id));
        await tx.insert(transactionLogs).values({
          transactionId: order.id,
          sectionChange: "update status payment",
          nameSectionChange: paymentTexts.logExpired,
          oldValue: payment.status,
          newValue: "expired",
          actor: "system",
          createdAt: now,
        });
        await transitionWithin(tx, {
          transactionId: order.id,
          to: "payment_expired",
          actor: "system",
          actorId: null,
          at: now,
        });
        const facts = { id: order.id, invoice: order.invoice, amount: payment.nominal };
        mail(holdersOf(order, "bendahara"), "payment-expired", (buyer) =>
          orderMails.paymentExpired(buyer, facts, shopOrigin),
        );
        return true;
      },
      now,
    );
    if (done) moved++;
  }
  return moved;
}
