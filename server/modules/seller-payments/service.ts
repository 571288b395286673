// Verifying a bank-transfer proof: accepting makes the payment a success and the order paid (one
// database transaction); rejecting makes the payment failed with the seller's note, and the order
// stays pending_payment so the buyer can upload a proof again.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentProofs, payments, transactionLogs } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { mayVerifyPayment } from "../seller-orders/allowed-actions";
import { lockOrder } from "../seller-orders/order-lock";
import { sellerTexts } from "../seller-orders/texts";
import { transitionWithin, type Tx } from "../transaction/lifecycle";
import type { OrderStatus } from "../../contract/order-status";

export type VerifiedPayment = {
  id: number;
  status: OrderStatus;
  customerId: number;
  invoice: string;
  amount: number;
  deadline: Date | null;
};

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
  db: Db,
  sellerId: number,
  paymentId: number,
  now = new Date(),
): Promise<VerifiedPayment> {
  return db.transaction(async (tx) => {
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
    return {
      id: order.id,
      status: moved.status,
      customerId: order.customerId,
      invoice: order.invoice,
      amount: payment.nominal,
      deadline: null,
    };
  });
}

export async function rejectPayment(
  db: Db,
  sellerId: number,
  paymentId: number,
  note: string,
  now = new Date(),
): Promise<VerifiedPayment> {
  return db.transaction(async (tx) => {
    const { payment, order } = await paymentUnderReview(tx, paymentId);
    await tx.update(payments).set({ status: "failed", notes: note, updatedAt: now }).where(eq(payments.id, payment.id));
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
    return {
      id: order.id,
      status: order.status as OrderStatus,
      customerId: order.customerId,
      invoice: order.invoice,
      amount: payment.nominal,
      deadline: payment.expiredDate,
    };
  });
}

/** A proof's stored file name (below `payments/` of the private storage) and type. */
export async function findPaymentProof(db: Db, proofId: number) {
  const [proof] = await db
    .select({ file: paymentProofs.file, mime: paymentProofs.mime })
    .from(paymentProofs)
    .innerJoin(payments, eq(payments.id, paymentProofs.paymentId))
    .where(eq(paymentProofs.id, proofId));
  if (!proof) throw notFound();
  return proof;
}
