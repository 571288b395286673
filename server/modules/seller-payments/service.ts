// The seller's read of a payment proof; accepting or rejecting one is the order's command
// (order/verify-proof.ts).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentProofs, payments } from "../../db/schema";
import { notFound } from "../../http/errors";

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
