// Dispatching one delivery batch (partial_id): the order is `partial delivery` while some batch has not
// left, and `shipped` once every one has. Each dispatch writes a timeline entry naming the batch.
import { and, eq, ne } from "drizzle-orm";
import type { OrderStatus } from "../../contract/order-status";
import type { Db } from "../../db/client";
import { shipments, transactionLogs } from "../../db/schema";
import { conflict } from "../../http/errors";
import { ValidationError } from "../../http/validation";
import { mayDispatch } from "../seller-orders/allowed-actions";
import { lockOrder } from "../seller-orders/order-lock";
import { sellerTexts } from "../seller-orders/texts";
import { transitionWithin } from "../transaction/lifecycle";

export const DISPATCHED = "shipped";

export type DispatchInput = { partial_id: number; courier: string; no_airwaybill: string; date_delivery: string };

export type DispatchedBatch = {
  id: number;
  status: OrderStatus;
  customerId: number;
  invoice: string;
  /** Every batch has left. */
  last: boolean;
};

export async function dispatchBatch(
  db: Db,
  sellerId: number,
  transactionId: number,
  input: DispatchInput,
  now = new Date(),
): Promise<DispatchedBatch> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, transactionId);
    if (!mayDispatch(order.status)) throw conflict(sellerTexts.cannotDispatch(order.status));
    const [batch] = await tx
      .select({ id: shipments.id, status: shipments.status })
      .from(shipments)
      .where(and(eq(shipments.transactionId, order.id), eq(shipments.partialId, input.partial_id)));
    if (!batch) throw new ValidationError({ partial_id: [sellerTexts.unknownBatch] });
    if (batch.status === DISPATCHED) throw conflict(sellerTexts.batchDispatched(input.partial_id));
    await tx
      .update(shipments)
      .set({
        status: DISPATCHED,
        courier: input.courier,
        noAirwaybill: input.no_airwaybill,
        // The day the seller names, as the start of that day in WITA.
        dateDelivery: new Date(`${input.date_delivery}T00:00:00+08:00`),
      })
      .where(eq(shipments.id, batch.id));
    const left = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.transactionId, order.id), ne(shipments.status, DISPATCHED)));
    const next: OrderStatus = left.length === 0 ? "shipped" : "partial delivery";
    const status =
      next === order.status
        ? (order.status as OrderStatus)
        : (
            await transitionWithin(tx, {
              transactionId: order.id,
              to: next,
              actor: "seller",
              actorId: sellerId,
              at: now,
            })
          ).status;
    await tx.insert(transactionLogs).values({
      transactionId: order.id,
      sectionChange: "status",
      nameSectionChange: sellerTexts.batchEntry(input.partial_id, input.courier, input.no_airwaybill),
      newValue: status,
      actor: "seller",
      actorId: sellerId,
      createdAt: now,
    });
    return { id: order.id, status, customerId: order.customerId, invoice: order.invoice, last: left.length === 0 };
  });
}
