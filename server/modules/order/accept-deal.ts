// Accept the deal (spec §4 "Confirm negotiation"): the buyer agrees to the negotiated terms of a
// confirmed order, which moves to process; the SPK comes next. Only a negotiated order (a plain
// confirmed one goes straight to the SPK) and not once the seller's offer has expired.
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "../../contract/order-status";
import { runOrderCommand, type OrderDeps } from "./command";
import { lockOwnOrder, stepActor, transitionWithin } from "./lifecycle";
import { refuseExpiredSellerRound, refuseWithoutRounds } from "./round-deadline";

export async function acceptDeal(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  customerId: number,
  transactionId: number,
): Promise<{ id: number; status: OrderStatus }> {
  return runOrderCommand(deps, log, async ({ tx, now }) => {
    const order = await lockOwnOrder(tx, customerId, transactionId, "ppk");
    const moved = await transitionWithin(tx, {
      transactionId: order.id,
      to: "process",
      ...(await stepActor(tx, customerId, "ppk")),
      at: now,
    });
    await refuseWithoutRounds(tx, order.id);
    await refuseExpiredSellerRound(tx, order.id, now);
    return { id: moved.id, status: moved.status };
  });
}
