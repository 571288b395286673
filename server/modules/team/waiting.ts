// "Menunggu tindakan Anda" (issue 25, decision 0152): the caller's unit's orders whose next step is
// taken in one of the caller's roles, with the step and its deadline. Each rule asks what the order's
// command would allow now (server/contract/order-status.ts and the commands' own checks), so the list
// never offers a step the API would refuse.
import { and, desc, eq, exists, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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
  // Each order's facts are correlated subqueries of its own row: PGlite answers one query at a time and
  // each costs more than its rows, so the dashboard asks once rather than five times.
  const lastRound = (column: AnyPgColumn) =>
    db
      .select({ value: column })
      .from(negotiations)
      .where(eq(negotiations.transactionId, transactions.id))
      .orderBy(desc(negotiations.negoStep))
      .limit(1);
  const latestPayment = (column: AnyPgColumn) =>
    db
      .select({ value: column })
      .from(payments)
      .where(eq(payments.transactionId, transactions.id))
      .orderBy(desc(payments.id))
      .limit(1);
  const saved = db.select({ id: spks.id }).from(spks).where(eq(spks.transactionId, transactions.id));
  // An item of a batch that has left, not (fully) received: the receiver's step.
  const outstanding = db
    .select({ id: shipmentItems.id })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .leftJoin(receipts, eq(receipts.shipmentItemId, shipmentItems.id))
    .where(
      and(
        eq(shipments.transactionId, transactions.id),
        eq(shipments.status, DISPATCHED),
        or(isNull(receipts.unitReceipt), lt(receipts.unitReceipt, shipmentItems.qty)),
      ),
    );
  // Null when there is no round or payment (their is_admin and status are never null); a column's
  // decoder never sees a null.
  const orders = await db
    .select({
      id: transactions.id,
      invoice: transactions.invoice,
      status: transactions.status,
      roundIsAdmin: sql<boolean | null>`${lastRound(negotiations.isAdmin)}`,
      roundValidUntil: sql`${lastRound(negotiations.validUntil)}`.mapWith(negotiations.validUntil) as SQL<Date | null>,
      paymentStatus: sql<string | null>`${latestPayment(payments.status)}`,
      paymentExpiredDate: sql`${latestPayment(payments.expiredDate)}`.mapWith(payments.expiredDate) as SQL<Date | null>,
      hasSpk: sql<boolean>`${exists(saved)}`,
      awaitsReceipt: sql<boolean>`${exists(outstanding)}`,
    })
    .from(transactions)
    .where(and(eq(transactions.workUnitId, me.workUnitId), inArray(transactions.status, statuses)));

  const waiting = orders.flatMap((order) => {
    const found = waitingStepOf(
      {
        status: order.status,
        lastRound:
          order.roundIsAdmin === null ? undefined : { isAdmin: order.roundIsAdmin, validUntil: order.roundValidUntil },
        hasSpk: order.hasSpk,
        payment:
          order.paymentStatus === null
            ? undefined
            : { status: order.paymentStatus, expiredDate: order.paymentExpiredDate },
        awaitsReceipt: order.awaitsReceipt,
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
