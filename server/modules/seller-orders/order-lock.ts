// Seller actions read the order and write in one database transaction with the order's row locked, so
// a check ("is it still pending?") holds until the write commits, as transition() does for statuses.
import { eq } from "drizzle-orm";
import { transactions } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Tx } from "../transaction/lifecycle";

export async function lockOrder(tx: Tx, transactionId: number) {
  const [order] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for("update");
  if (!order) throw notFound();
  return order;
}
