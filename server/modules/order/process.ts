// Process: the seller starts preparing the goods of an order whose SPK is saved (process → processed).
// Without an SPK there is no contract to deliver against, so the move is refused.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { normalizeStatus, type OrderStatus } from "../../contract/order-status";
import { spks } from "../../db/schema";
import { conflict } from "../../http/errors";
import { runOrderCommand, type OrderDeps } from "./command";
import { lockOrder, transitionWithin } from "./lifecycle";
import { sellerTexts } from "./texts";

export async function processOrder(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  sellerId: number,
  transactionId: number,
): Promise<{ id: number; status: OrderStatus }> {
  return runOrderCommand(deps, log, async ({ tx, now }) => {
    const order = await lockOrder(tx, transactionId);
    if (normalizeStatus(order.status) !== "process") throw conflict(sellerTexts.cannotProcess(order.status));
    const [spk] = await tx.select({ id: spks.id }).from(spks).where(eq(spks.transactionId, order.id));
    if (!spk) throw conflict(sellerTexts.spkMissing);
    const moved = await transitionWithin(tx, {
      transactionId: order.id,
      to: "processed",
      actor: "seller",
      actorId: sellerId,
      at: now,
    });
    return { id: moved.id, status: moved.status };
  });
}
