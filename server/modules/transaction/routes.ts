import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { transition, transitionWithin } from "./lifecycle";
import { refuseExpiredSellerRound, refuseWithoutRounds } from "./round-deadline";
import { getTransactionLog } from "./order";
import { createTransaction, findTransactionByKey, getTransaction, listTransactions } from "./service";

const BUYER_STATUS_UPDATES = [{ from: "confirmed", to: "process" }] as const;

export function registerTransactionRoutes(app: FastifyInstance, { db, catalogueCache }: AppDeps): void {
  route(app, endpoints.createTransaction, async ({ body }, request) => {
    const id = await createTransaction(db, currentCustomer(request).id, body);
    // A purchase takes stock and adds to the sold count the catalogue shows.
    catalogueCache.invalidate();
    return ok({ id }, "Permintaan pembelian berhasil dibuat");
  });
  route(app, endpoints.listTransactions, async ({ params, query }, request) => {
    const customer = currentCustomer(request);
    if (params.userId !== customer.id) throw notFound();
    return ok(await listTransactions(db, customer.id, query));
  });
  route(app, endpoints.findTransactionByKey, async ({ params }, request) =>
    ok({ id: await findTransactionByKey(db, currentCustomer(request).id, params.key) }),
  );
  route(app, endpoints.getTransaction, async ({ params }, request) =>
    ok(await getTransaction(db, currentCustomer(request).id, params.transactionId)),
  );
  route(app, endpoints.getTransactionLog, async ({ params }, request) =>
    ok(await getTransactionLog(db, currentCustomer(request).id, params.transactionId)),
  );
  // Both actors: the seller on any order, the buyer on their own and only to accept a negotiated deal
  // (spec §4 "Confirm negotiation"); the buyer's other moves belong to the SPK and payment calls.
  route(app, endpoints.updateOrderStatus, async ({ params, body }, request) => {
    const move = { transactionId: params.id, to: body.status };
    const moved = request.seller
      ? await transition(db, { ...move, actor: "seller", actorId: request.seller.id })
      : await db.transaction(async (tx) => {
          const moved = await transitionWithin(tx, {
            ...move,
            actor: "buyer",
            actorId: currentCustomer(request).id,
            ownerId: currentCustomer(request).id,
            within: BUYER_STATUS_UPDATES,
          });
          // Accepting the deal: only a negotiated one (spec §4; a plain confirmed order goes to the SPK),
          // and not once the seller's offer has expired (both checked after the lock above).
          await refuseWithoutRounds(tx, moved.id);
          await refuseExpiredSellerRound(tx, moved.id);
          return moved;
        });
    return ok({ id: moved.id, status: moved.status }, "Status pesanan berhasil diubah");
  });
}
