// Every change of an order's status goes through `transition()`: it checks the move against the
// lifecycle table (server/contract/order-status.ts) and writes the status and its timeline entry in one
// database transaction, with the order's row locked so two concurrent moves cannot both pass.
import { eq } from "drizzle-orm";
import { isAllowedMove, statusLabel, type Actor, type OrderStatus } from "../../contract/order-status";
import type { Db } from "../../db/client";
import { transactionLogs, transactions } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";

export type TransitionInput = {
  transactionId: number;
  to: OrderStatus;
  actor: Actor;
  /** The buyer's or seller's id; null for the system (payment notifications, expiry). */
  actorId: number | null;
  /** A buyer may only move their own order: anyone else's is a 404, as everywhere in the API. */
  ownerId?: number;
  /** Narrows the table for this caller (a route that offers only some of an actor's moves). */
  within?: readonly { from: OrderStatus; to: OrderStatus }[];
  /** When the move happened (the seed backdates its demo orders); default now. */
  at?: Date;
};

export type TransitionResult = { id: number; from: string; status: OrderStatus };

export const lifecycleTexts = {
  logName: "Perubahan status pesanan",
  illegalMove: (from: string, to: string) =>
    `Status pesanan tidak dapat diubah dari "${statusLabel(from)}" ke "${statusLabel(to)}"`,
} as const;

/** A database transaction: a caller's own writes and the move commit together, or neither does. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function transition(db: Db, input: TransitionInput): Promise<TransitionResult> {
  return db.transaction((tx) => transitionWithin(tx, input));
}

/** `transition()` inside the caller's database transaction (an action that writes more than the status). */
export async function transitionWithin(tx: Tx, input: TransitionInput): Promise<TransitionResult> {
  const at = input.at ?? new Date();
  const [order] = await tx
    .select({ id: transactions.id, status: transactions.status, customerId: transactions.customerId })
    .from(transactions)
    .where(eq(transactions.id, input.transactionId))
    .for("update");
  if (!order || (input.ownerId !== undefined && order.customerId !== input.ownerId)) throw notFound();
  const offered = !input.within || input.within.some((move) => move.from === order.status && move.to === input.to);
  if (!offered || !isAllowedMove(order.status, input.to, input.actor))
    throw conflict(lifecycleTexts.illegalMove(order.status, input.to));
  await tx.update(transactions).set({ status: input.to, updatedAt: at }).where(eq(transactions.id, order.id));
  await tx.insert(transactionLogs).values({
    transactionId: order.id,
    sectionChange: "status",
    nameSectionChange: lifecycleTexts.logName,
    oldValue: order.status,
    newValue: input.to,
    actor: input.actor,
    actorId: input.actorId,
    createdAt: at,
  });
  return { id: order.id, from: order.status, status: input.to };
}
