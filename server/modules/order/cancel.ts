// Cancel: the seller ends an order before its first dispatch (pending, confirmed, process, processed).
// The stock the purchase request took goes back to the catalogue, the reason is kept and named by the
// move's timeline entry, and every member of the unit is mailed. No payment can be open: payments start
// only after receipt.
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "../../contract/order-status";
import { products, transactionDetails, transactions } from "../../db/schema";
import { TEAM_ROLES } from "../../contract/team";
import { holdersOf, runOrderCommand, type OrderDeps } from "./command";
import { lockOrder, transitionWithin } from "./lifecycle";
import { orderMails } from "./mails";
import { sellerTexts } from "./texts";

export async function cancelOrder(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  sellerId: number,
  transactionId: number,
  reason: string,
): Promise<{ id: number; status: OrderStatus }> {
  return runOrderCommand(deps, log, async ({ tx, now, mail, shopOrigin, dropCatalogue }) => {
    const order = await lockOrder(tx, transactionId);
    const moved = await transitionWithin(tx, {
      transactionId: order.id,
      to: "cancel",
      actor: "seller",
      actorId: sellerId,
      at: now,
      entry: sellerTexts.cancelledEntry(reason),
    });
    await tx.update(transactions).set({ cancelReason: reason }).where(eq(transactions.id, moved.id));
    const lines = await tx
      .select({ productId: transactionDetails.productId, qty: transactionDetails.qty })
      .from(transactionDetails)
      .where(eq(transactionDetails.transactionId, moved.id));
    for (const line of lines) {
      await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${line.qty}`,
          totalSold: sql`greatest(${products.totalSold} - ${line.qty}, 0)`,
          updatedAt: now,
        })
        .where(eq(products.id, line.productId));
    }
    dropCatalogue();
    const facts = { id: order.id, invoice: order.invoice, reason };
    // Every member: whoever was to take the next step, and whoever took the earlier ones.
    mail(holdersOf(order, ...TEAM_ROLES), "order-cancelled", (buyer) => orderMails.cancelled(buyer, facts, shopOrigin));
    return { id: moved.id, status: moved.status };
  });
}
