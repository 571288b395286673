// Verify a bank-transfer proof: accepting makes the payment a success and the order paid (one database
// transaction); rejecting makes the payment failed with the seller's note, and the order stays
// pending_payment so the buyer can upload a proof again. The unit's Bendahara is mailed either way.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "../../contract/order-status";
import { payments, transactionLogs } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { mayVerifyPayment } from "../seller-orders/allowed-actions";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { lockOrder, transitionWithin, type Tx } from "./lifecycle";
import { orderMails } from "./mails";
import { sellerTexts } from "./texts";

export type VerifiedPayment = { id: number; status: OrderStatus };

/** The payment (locked) and its order (locked), checked to be a proof under review on a pending_payment order. */
async function paymentUnderReview(tx: Tx, paymentId: number) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!payment) throw notFound();
  const order = await lockOrder(tx, payment.transactionId);
  if (!mayVerifyPayment(order.status)) throw conflict(sellerTexts.cannotVerify(order.status));
  if (payment.status !== "reviewed") throw conflict(sellerTexts.notUnderReview);
  return { payment, order };
}

export async function acceptPayment(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  sellerId: number,
  paymentId: number,
  now = new Date(),
): Promise<VerifiedPayment> {
  return runOrderCommand(
    deps,
    log,
    async ({ tx, mail, shopOrigin }) => {
      const { payment, order } = await paymentUnderReview(tx, paymentId);
      await tx
        .update(payments)
        .set({ status: "success", paymentDate: payment.paymentDate ?? now, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx.insert(transactionLogs).values({
        transactionId: order.id,
        sectionChange: "update status payment",
        nameSectionChange: sellerTexts.paymentAccepted,
        oldValue: payment.status,
        newValue: "success",
        actor: "seller",
        actorId: sellerId,
        createdAt: now,
      });
      const moved = await transitionWithin(tx, {
        transactionId: order.id,
        to: "paid",
        actor: "seller",
        actorId: sellerId,
        at: now,
      });
      const facts = { id: order.id, invoice: order.invoice, amount: payment.nominal };
      mail(holdersOf(order, "bendahara"), "payment-accepted", (buyer) =>
        orderMails.proofAccepted(buyer, facts, shopOrigin),
      );
      return { id: order.id, status: moved.status };
    },
    now,
  );
}

export async function rejectPayment(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  sellerId: number,
  paymentId: number,
  note: string,
  now = new Date(),
): Promise<VerifiedPayment> {
  return runOrderCommand(
    deps,
    log,
    async ({ tx, mail, shopOrigin }) => {
      const { payment, order } = await paymentUnderReview(tx, paymentId);
      await tx
        .update(payments)
        .set({ status: "failed", notes: note, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx.insert(transactionLogs).values({
        transactionId: order.id,
        sectionChange: "update status payment",
        nameSectionChange: sellerTexts.paymentRejected,
        oldValue: payment.status,
        newValue: "failed",
        actor: "seller",
        actorId: sellerId,
        createdAt: now,
      });
      const facts = {
        id: order.id,
        invoice: order.invoice,
        amount: payment.nominal,
        note,
        deadline: payment.expiredDate,
      };
      mail(holdersOf(order, "bendahara"), "payment-rejected", (buyer) =>
        orderMails.proofRejected(buyer, facts, shopOrigin),
      );
      return { id: order.id, status: order.status as OrderStatus };
    },
    now,
  );
}
