// Bank-transfer proofs as the buyer reads them; uploading one is the order's command `uploadProof`
// (order/upload-proof.ts).
import { orderVisibleTo } from "../team/membership";
import { and, eq } from "drizzle-orm";
import { paymentMessages } from "../../contract/payment";
import type { Db } from "../../db/client";
import { paymentProofs, payments, transactions } from "../../db/schema";
import { notFound } from "../../http/errors";

/** Payment proofs live below this folder of the private storage (the seller console reads them there). */
export const PROOF_FOLDER = "payments";

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

/** One of the buyer's proofs: its stored name and type; anyone else's is a 404. */
export async function findBuyerProof(db: Db, customerId: number, proofId: number) {
  const [proof] = await db
    .select({ id: paymentProofs.id, file: paymentProofs.file, mime: paymentProofs.mime })
    .from(paymentProofs)
    .innerJoin(payments, eq(payments.id, paymentProofs.paymentId))
    .innerJoin(transactions, eq(transactions.id, payments.transactionId))
    .where(and(eq(paymentProofs.id, proofId), orderVisibleTo(customerId)));
  if (!proof) throw notFound();
  return proof;
}
