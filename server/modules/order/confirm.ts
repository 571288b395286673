// Confirm: the seller accepts the purchase request as it stands (pending → confirmed). The unit's PPK
// is mailed the exact next step, which is theirs: accept the negotiated deal, or fill the SPK.
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "../../contract/order-status";
import { negotiations } from "../../db/schema";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { lockOrder, transitionWithin } from "./lifecycle";
import { orderMails } from "./mails";

export async function confirmOrder(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  sellerId: number,
  transactionId: number,
): Promise<{ id: number; status: OrderStatus }> {
  return runOrderCommand(deps, log, async ({ tx, now, mail, shopOrigin }) => {
    const order = await lockOrder(tx, transactionId);
    const moved = await transitionWithin(tx, {
      transactionId: order.id,
      to: "confirmed",
      actor: "seller",
      actorId: sellerId,
      at: now,
    });
    const [rounds] = await tx.select({ n: count() }).from(negotiations).where(eq(negotiations.transactionId, order.id));
    const facts = { id: order.id, invoice: order.invoice, total: order.grandTotal, negotiated: rounds.n > 0 };
    mail(holdersOf(order, "ppk"), "order-confirmed", (buyer) => orderMails.confirmed(buyer, facts, shopOrigin));
    return { id: moved.id, status: moved.status };
  });
}
