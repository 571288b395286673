// A seller round holds until the end of its "Berlaku sampai" day (WITA): once that has passed, the
// buyer can no longer accept the deal it offered ("Kedaluwarsa"); the seller may send a new round.
import { count, desc, eq } from "drizzle-orm";
import { negotiations } from "../../db/schema";
import { conflict } from "../../http/errors";
import type { Tx } from "./lifecycle";
import { isRoundExpired } from "../transaction/order";

export const roundDeadlineTexts = {
  noRounds: "Pesanan ini tidak memiliki negosiasi untuk disetujui",
  expired:
    "Penawaran penjual sudah kedaluwarsa dan tidak dapat diterima. Silahkan hubungi penjual untuk penawaran baru.",
} as const;

/** A 409 when the order's last round is the seller's and its deadline has passed. */
export async function refuseExpiredSellerRound(tx: Tx, transactionId: number, now = new Date()): Promise<void> {
  const [last] = await tx
    .select({ isAdmin: negotiations.isAdmin, validUntil: negotiations.validUntil })
    .from(negotiations)
    .where(eq(negotiations.transactionId, transactionId))
    .orderBy(desc(negotiations.negoStep))
    .limit(1);
  if (last?.isAdmin && isRoundExpired(last.validUntil, now)) throw conflict(roundDeadlineTexts.expired);
}

/** A 409 when the order has no negotiation round: there is no deal to accept (canAcceptDeal). */
export async function refuseWithoutRounds(tx: Tx, transactionId: number): Promise<void> {
  const [rounds] = await tx
    .select({ n: count() })
    .from(negotiations)
    .where(eq(negotiations.transactionId, transactionId));
  if (rounds.n === 0) throw conflict(roundDeadlineTexts.noRounds);
}
