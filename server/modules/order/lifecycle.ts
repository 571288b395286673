// The one writer of an order's status. `transitionWithin()` checks the move against the lifecycle
// table (server/contract/order-status.ts) and writes the status and its timeline entry inside the
// caller's database transaction, with the order's row locked so two concurrent moves cannot both pass.
// Only the order's commands (this folder) and the demo seed call it: a lint rule keeps it so.
import { eq } from "drizzle-orm";
import { isAllowedMove, statusLabel, type Actor, type OrderStatus } from "../../contract/order-status";
import type { Db, Tx } from "../../db/client";
import { customers, transactionLogs, transactions } from "../../db/schema";
import { teamMessages, type TeamRole } from "../../contract/team";
import { conflict, forbidden, notFound } from "../../http/errors";
import { membershipOf } from "../team/membership";

export type TransitionInput = {
  transactionId: number;
  to: OrderStatus;
  actor: Actor;
  /** The buyer's or seller's id; null for the system (payment notifications, expiry). */
  actorId: number | null;
  /** A buyer's step: the member's name and role as `stepActor` took them (decision 0152). */
  actorName?: string | null;
  actorRole?: TeamRole | null;
  /** A buyer may only move their work unit's order: anyone else's is a 404, as everywhere in the API. */
  ownerId?: number;
  /** When the move happened (the seed backdates its demo orders); default now. */
  at?: Date;
  /** The timeline entry's text when the event says more than the move (one entry per event). */
  entry?: string;
};

export type TransitionResult = { id: number; from: string; status: OrderStatus };

/** Who took a buyer's step, as every timeline entry of the step records it. */
export type StepActor = { actor: "buyer"; actorId: number; actorName: string; actorRole: TeamRole };

/**
 * The member taking a step in `role`, named as they are now (decision 0152): a command spreads it into
 * its moves and entries, so the timeline and the papers keep who acted even if the name changes later.
 * The caller has checked the role (`lockOwnOrder`, `requireRole`).
 */
export async function stepActor(tx: Tx | Db, customerId: number, role: TeamRole): Promise<StepActor> {
  const [row] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return { actor: "buyer", actorId: customerId, actorName: row?.name ?? "", actorRole: role };
}

export const lifecycleTexts = {
  logName: "Perubahan status pesanan",
  illegalMove: (from: string, to: string) =>
    `Status pesanan tidak dapat diubah dari "${statusLabel(from)}" ke "${statusLabel(to)}"`,
} as const;

export type { Tx };

/** A move in a transaction of its own (the seed and test builders). */
export async function transition(db: Db, input: TransitionInput): Promise<TransitionResult> {
  return db.transaction((tx) => transitionWithin(tx, input));
}

export async function transitionWithin(tx: Tx, input: TransitionInput): Promise<TransitionResult> {
  const at = input.at ?? new Date();
  const order = await lockOrder(tx, input.transactionId);
  if (input.ownerId !== undefined && order.workUnitId !== (await membershipOf(tx, input.ownerId)).workUnitId)
    throw notFound();
  if (!isAllowedMove(order.status, input.to, input.actor))
    throw conflict(lifecycleTexts.illegalMove(order.status, input.to));
  await tx.update(transactions).set({ status: input.to, updatedAt: at }).where(eq(transactions.id, order.id));
  await tx.insert(transactionLogs).values({
    transactionId: order.id,
    sectionChange: "status",
    nameSectionChange: input.entry ?? lifecycleTexts.logName,
    oldValue: order.status,
    newValue: input.to,
    actor: input.actor,
    actorId: input.actorId,
    actorName: input.actorName ?? null,
    actorRole: input.actorRole ?? null,
    createdAt: at,
  });
  return { id: order.id, from: order.status, status: input.to };
}

/**
 * A step's one timeline entry: the move's own entry (named `entry`) when the step changes the status,
 * an entry of its own when the status stays (a batch dispatched among others, an SPK saved again).
 */
export async function stepWithin(
  tx: Tx,
  input: Omit<TransitionInput, "ownerId" | "entry"> & { from: string; entry: string },
): Promise<OrderStatus> {
  if (input.to !== input.from) return (await transitionWithin(tx, input)).status;
  await tx.insert(transactionLogs).values({
    transactionId: input.transactionId,
    sectionChange: "status",
    nameSectionChange: input.entry,
    oldValue: input.from,
    newValue: input.to,
    actor: input.actor,
    actorId: input.actorId,
    actorName: input.actorName ?? null,
    actorRole: input.actorRole ?? null,
    createdAt: input.at ?? new Date(),
  });
  return input.to;
}

/** The order's row, locked until the command's transaction ends; a 404 when there is none. */
export async function lockOrder(tx: Tx | Db, transactionId: number) {
  const [order] = await tx.select().from(transactions).where(eq(transactions.id, transactionId)).for("update");
  if (!order) throw notFound();
  return order;
}

/**
 * An order of the buyer's work unit, locked; any other unit's is a 404. With a role, a member who
 * does not hold it is refused (403) with who takes the step.
 */
export async function lockOwnOrder(tx: Tx, customerId: number, transactionId: number, role?: TeamRole) {
  const order = await lockOrder(tx, transactionId);
  const membership = await membershipOf(tx, customerId);
  if (order.workUnitId !== membership.workUnitId) throw notFound();
  if (role && !membership.roles.includes(role)) throw forbidden(teamMessages.roleRequired(role));
  return order;
}
