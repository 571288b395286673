// A bank-transfer proof (spec §5 "Payment proof", "Bank payment page"): sniffed by its bytes (jpeg, png,
// webp or pdf; never the name), at most 2,048,000 bytes, kept in the PRIVATE storage under payments/
// (where the seller's console reads it) and served only to its buyer. The payment becomes `reviewed`
// until the seller accepts or rejects it; on an order whose payment expired, a late proof brings the
// order back to pending_payment for the seller to judge.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { canUploadProof, normalizeStatus } from "../../contract/order-status";
import {
  PAYMENT_PROOF_MAX_BYTES,
  paymentMessages,
  type BuyerPayment,
  type UploadPaymentProofBody,
} from "../../contract/payment";
import type { Db } from "../../db/client";
import { customers, paymentProofs, payments, transactionLogs, transactions } from "../../db/schema";
import { conflict, notFound, unprocessable } from "../../http/errors";
import type { Storage } from "../../providers/storage";
import { transitionWithin } from "../transaction/lifecycle";
import { latestPaymentRow, toBuyerPayment } from "./read";
import { paymentTexts } from "./texts";

/** Payment proofs live below this folder of the private storage (the seller console reads them there). */
export const PROOF_FOLDER = "payments";

const PROOF_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

const fail = (message: string) => unprocessable(message, { image: [message] });

/**
 * A 400's message for the proof form: every field empty is the spec's "empty data" text; otherwise the
 * first failing field's own message, in the form's order.
 */
export function proofInvalidMessage(errors: Record<string, string[]>): string {
  const fields = ["account_name", "account_number", "bank_name", "image"];
  if (fields.every((field) => errors[field])) return paymentMessages.empty;
  const first = [...fields, ...Object.keys(errors)].find((field) => errors[field]?.length);
  return first ? errors[first][0] : paymentMessages.empty;
}

export async function uploadProof(
  db: Db,
  storage: Storage,
  customerId: number,
  body: UploadPaymentProofBody,
  now = new Date(),
): Promise<BuyerPayment> {
  const file = body.image;
  const sniffed = await fileTypeFromBuffer(file.head);
  const ext = sniffed?.ext ?? "";
  if (!(ext in PROOF_TYPES)) throw fail(paymentMessages.imageFormat);
  if (file.size > PAYMENT_PROOF_MAX_BYTES) throw fail(paymentMessages.imageSize);

  const name = `${customerId}-${randomBytes(12).toString("hex")}.${ext}`;
  const key = `${PROOF_FOLDER}/${name}`;
  await storage.move(file.key, key);
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, body.id), eq(transactions.customerId, customerId)))
        .for("update");
      if (!order) throw notFound();
      const payment = await latestPaymentRow(tx, order.id);
      if (!payment) throw conflict(paymentTexts.cannotUploadOrder(order.status));
      if (payment.paymentService !== "BPD") throw conflict(paymentTexts.notBpd);
      if (!canUploadProof(order.status, payment.status) || payment.status === "success")
        throw conflict(paymentTexts.cannotUpload(payment.status));
      const status = normalizeStatus(order.status);
      if (status !== "pending_payment" && status !== "payment_expired")
        throw conflict(paymentTexts.cannotUploadOrder(order.status));

      await tx.insert(paymentProofs).values({
        paymentId: payment.id,
        accountName: body.account_name,
        accountNumber: body.account_number,
        bankName: body.bank_name,
        file: name,
        mime: PROOF_TYPES[ext],
        createdAt: now,
      });
      const [updated] = await tx
        .update(payments)
        .set({
          status: "reviewed",
          // A seller's rejection note was about the previous proof.
          notes: null,
          accountName: body.account_name,
          accountNumber: body.account_number,
          bankName: body.bank_name,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      await tx.insert(transactionLogs).values({
        transactionId: order.id,
        sectionChange: "upload payment",
        nameSectionChange: paymentTexts.logUpload,
        oldValue: payment.status,
        newValue: "reviewed",
        actor: "buyer",
        actorId: customerId,
        createdAt: now,
      });
      const orderStatus =
        status === "payment_expired"
          ? (
              await transitionWithin(tx, {
                transactionId: order.id,
                to: "pending_payment",
                actor: "buyer",
                actorId: customerId,
                ownerId: customerId,
                at: now,
              })
            ).status
          : order.status;
      const [buyer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
      return toBuyerPayment(tx, updated, { ...order, status: orderStatus }, buyer?.name ?? "");
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** One of the buyer's proofs: its stored name and type; anyone else's is a 404. */
export async function findBuyerProof(db: Db, customerId: number, proofId: number) {
  const [proof] = await db
    .select({ id: paymentProofs.id, file: paymentProofs.file, mime: paymentProofs.mime })
    .from(paymentProofs)
    .innerJoin(payments, eq(payments.id, paymentProofs.paymentId))
    .innerJoin(transactions, eq(transactions.id, payments.transactionId))
    .where(and(eq(paymentProofs.id, proofId), eq(transactions.customerId, customerId)));
  if (!proof) throw notFound();
  return proof;
}
