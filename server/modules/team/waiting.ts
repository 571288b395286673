// "Menunggu tindakan Anda" (issue 25, decision 0152): the caller's unit's orders whose next step is
// taken in one of the caller's roles, with the step and its deadline. Each rule asks what the order's
// command would allow now (server/contract/order-status.ts and the commands' own checks), so the list
// never offers a step the API would refuse.
import { and, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { canChoosePaymentMethod, isLivePayment, normalizeStatus, type OrderStatus } from "../../contract/order-status";
import { waitingSteps, type TeamRole, type WaitingOrder } from "../../contract/team";
import type { Db } from "../../db/client";
import { negotiations, payments, receipts, shipmentItems, shipments, spks, transactions } from "../../db/schema";
import { DISPATCHED } from "../order/dispatch";
import { isRoundExpired } from "../transaction/order";
import { membershipOf } from "./membership";

type Step = (typeof waitingSteps)[keyof typeof waitingSteps];

/** The statuses where a step may wait for each role. */
const STATUSES_OF: Record<TeamRole, OrderStatus[]> = {
  pp: ["pending"],
  ppk: ["confirmed", "process"],
  penerima: ["partial delivery", "shipped"],
  bendahara: ["document", "payment_expired", "payment_failed", "pending_payment"],
};

type Facts = {
  status: string;
  lastRound: { isAdmin: boolean; validUntil: Date | null } | undefined;
  hasSpk: boolean;
  payment: { status: string; expiredDate: Date | null } | undefined;
  awaitsReceipt: boolean;
};

/** The order's waiting step and its deadline, or null when the next move is the seller's or the system's. */
export function waitingStepOf(facts: Facts, now: Date): { step: Step; deadline: Date | null } | null {
  const { lastRound, payment } = facts;
  switch (normalizeStatus(facts.status)) {
    case "pending":
      // The seller's round waits for the PP's counter-offer (or the seller's confirm of its terms).
      return lastRound?.isAdmin ? { step: waitingSteps.answerRound, deadline: lastRound.validUntil } : null;
    case "confirmed":
      if (!lastRound) return { step: waitingSteps.fillSpk, deadline: null };
      // An expired seller offer can no longer be accepted (refuseExpiredSellerRound).
      if (lastRound.isAdmin && isRoundExpired(lastRound.validUntil, now)) return null;
      return { step: waitingSteps.acceptDeal, deadline: lastRound.isAdmin ? lastRound.validUntil : null };
    case "process":
      return facts.hasSpk ? null : { step: waitingSteps.fillSpk, deadline: null };
    case "partial delivery":
    case "shipped":
      return facts.awaitsReceipt ? { step: waitingSteps.recordReceipt, deadline: null } : null;
    case "document":
    case "payment_expired":
    case "payment_failed":
      return canChoosePaymentMethod(facts.status, isLivePayment(payment?.status))
        ? { step: waitingSteps.pay, deadline: null }
        : null;
    case "pending_payment":
      // A proof under review waits for the seller; an open or rejected one for the Bendahara.
      return payment && (payment.status === "pending" || payment.status === "failed")
        ? { step: waitingSteps.finishPayment, deadline: payment.expiredDate }
        : null;
    default:
      return null;
  }
}

/** The caller's waiting orders: the nearest deadline first, those without one last, then the newest order. */
export async function waitingFor(db: Db, customerId: number, now = new Date()): Promise<WaitingOrder[]> {
  const me = await membershipOf(db, customerId);
  const statuses = me.roles.flatMap((role) => STATUSES_OF[role]);
  if (statuses.length === 0) return [];
  const orders = await db
    .select({ id: transactions.id, invoice: transactions.invoice, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.workUnitId, me.workUnitId), inArray(transactions.status, statuses)));
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);

  const [rounds, saved, paid, outstanding] = await Promise.all([
    db
      .select({
        transactionId: negotiations.transactionId,
        isAdmin: negotiations.isAdmin,
        validUntil: negotiations.validUntil,
      })
      .from(negotiations)
      .where(inArray(negotiations.transactionId, ids))
      .orderBy(desc(negotiations.negoStep)),
    db.select({ transactionId: spks.transactionId }).from(spks).where(inArray(spks.transactionId, ids)),
    db
      .select({ transactionId: payments.transactionId, status: payments.status, expiredDate: payments.expiredDate })
      .from(payments)
      .where(inArray(payments.transactionId, ids))
      .orderBy(desc(payments.id)),
    // An item of a batch that has left, not (fully) received: the receiver's step.
    db
      .selectDistinct({ transactionId: shipments.transactionId })
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
      .leftJoin(receipts, eq(receipts.shipmentItemId, shipmentItems.id))
      .where(
        and(
          inArray(shipments.transactionId, ids),
          eq(shipments.status, DISPATCHED),
          or(isNull(receipts.unitReceipt), lt(receipts.unitReceipt, shipmentItems.qty)),
        ),
      ),
  ]);
  const firstOf = <T extends { transactionId: number }>(rows: T[]) => {
    const found = new Map<number, T>();
    for (const row of rows) if (!found.has(row.transactionId)) found.set(row.transactionId, row);
    return found;
  };
  const lastRounds = firstOf(rounds);
  const latestPayments = firstOf(paid);
  const withSpk = new Set(saved.map((row) => row.transactionId));
  const awaiting = new Set(outstanding.map((row) => row.transactionId));

  const waiting = orders.flatMap((order) => {
    const found = waitingStepOf(
      {
        status: order.status,
        lastRound: lastRounds.get(order.id),
        hasSpk: withSpk.has(order.id),
        payment: latestPayments.get(order.id),
        awaitsReceipt: awaiting.has(order.id),
      },
      now,
    );
    if (!found || !me.roles.includes(found.step.role)) return [];
    return [{ order, ...found }];
  });
  waiting.sort(
    (a, b) => (a.deadline?.getTime() ?? Infinity) - (b.deadline?.getTime() ?? Infinity) || b.order.id - a.order.id,
  );
  return waiting.map(({ order, step, deadline }) => ({
    id: order.id,
    invoice: order.invoice,
    status: order.status,
    role: step.role,
    step: step.step,
    deadline: deadline?.toISOString() ?? null,
  }));
}
