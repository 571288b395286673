// Upload a bank-transfer proof (spec §5 "Payment proof", "Bank payment page"): sniffed by its bytes
// (jpeg, png, webp or pdf; never the name), at most 2,048,000 bytes, kept in the PRIVATE storage under
// payments/ (where the seller's console reads it) and served only to its buyer. The payment becomes
// `reviewed` until the seller accepts or rejects it; on an order whose payment expired, a late proof
// brings the order back to pending_payment for the seller to judge.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { canUploadProof, normalizeStatus } from "../../contract/order-status";
import {
  PAYMENT_PROOF_MAX_BYTES,
  paymentMessages,
  type BuyerPayment,
  type UploadPaymentProofBody,
} from "../../contract/payment";
import { paymentProofs, payments, transactionLogs } from "../../db/schema";
import { conflict, unprocessable } from "../../http/errors";
import type { Storage } from "../../providers/storage";
import { PROOF_FOLDER } from "../payment/proof";
import { latestPaymentRow, toBuyerPayment } from "../payment/read";
import { paymentTexts } from "../payment/texts";
import { runOrderCommand, type OrderDeps } from "./command";
import { lockOwnOrder, stepActor, transitionWithin } from "./lifecycle";

const PROOF_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

const fail = (message: string) => unprocessable(message, { image: [message] });

export async function uploadProof(
  deps: OrderDeps,
  log: FastifyBaseLogger,
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
    return await runOrderCommand(
      deps,
      log,
      async ({ tx }) => {
        const order = await lockOwnOrder(tx, customerId, body.id, "bendahara");
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
        const by = await stepActor(tx, customerId, "bendahara");
        await tx.insert(transactionLogs).values({
          transactionId: order.id,
          sectionChange: "upload payment",
          nameSectionChange: paymentTexts.logUpload,
          oldValue: payment.status,
          newValue: "reviewed",
          ...by,
          createdAt: now,
        });
        const orderStatus =
          status === "payment_expired"
            ? (
                await transitionWithin(tx, {
                  transactionId: order.id,
                  to: "pending_payment",
                  ...by,
                  at: now,
                })
              ).status
            : order.status;
        return toBuyerPayment(tx, updated, { ...order, status: orderStatus }, by.actorName);
      },
      now,
    );
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
