// Dispatch: the seller sends one delivery batch (partial_id). The order is `partial delivery` while
// some batch has not left, and `shipped` once every one has. One timeline entry names the batch (it is
// the status move's entry when the status changes), and the unit's receivers are mailed.
import { and, eq, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { normalizeStatus, type OrderStatus } from "../../contract/order-status";
import { shipments } from "../../db/schema";
import { conflict } from "../../http/errors";
import { ValidationError } from "../../http/validation";
import { mayDispatch } from "../seller-orders/allowed-actions";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { lockOrder, stepWithin } from "./lifecycle";
import { orderMails } from "./mails";
import { sellerTexts } from "./texts";

/** A batch's status once it has left the seller. */
export const DISPATCHED = "shipped";

export type DispatchInput = { partial_id: number; courier: string; no_airwaybill: string; date_delivery: string };

export async function dispatchBatch(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  sellerId: number,
  transactionId: number,
  input: DispatchInput,
  now = new Date(),
): Promise<{ id: number; status: OrderStatus }> {
  return runOrderCommand(
    deps,
    log,
    async ({ tx, mail, shopOrigin }) => {
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
      const entry = sellerTexts.batchEntry(input.partial_id, input.courier, input.no_airwaybill);
      const status = await stepWithin(tx, {
        transactionId: order.id,
        from: normalizeStatus(order.status),
        to: next,
        actor: "seller",
        actorId: sellerId,
        at: now,
        entry,
      });
      const facts = {
        id: order.id,
        invoice: order.invoice,
        partialId: input.partial_id,
        courier: input.courier,
        airwaybill: input.no_airwaybill,
        day: input.date_delivery,
        last: left.length === 0,
      };
      mail(holdersOf(order, "penerima"), "batch-dispatched", (buyer) =>
        orderMails.batchDispatched(buyer, facts, shopOrigin),
      );
      return { id: order.id, status };
    },
    now,
  );
}
