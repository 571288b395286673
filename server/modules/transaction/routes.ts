import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { normalizeStatus } from "../../contract/order-status";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { conflict, notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { acceptDeal } from "../order/accept-deal";
import { submitPurchaseRequest } from "../order/submit";
import { getTransactionLog } from "./order";
import { findTransactionByKey, getTransaction, listTransactions } from "./service";

export const transactionRouteTexts = {
  /** Every other move has its own command and endpoint (decision 0120). */
  genericDoor: "Status pesanan hanya dapat diubah melalui langkah pesanan yang sesuai",
} as const;

export function registerTransactionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, endpoints.createTransaction, async ({ body }, request) => {
    const id = await submitPurchaseRequest(deps, request.log, currentCustomer(request).id, body);
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
  // The spec gives this door one use: the buyer accepting a negotiated deal on their own order
  // (status=Process, spec §4 "Confirm negotiation"). Everything else is a named command: 409.
  route(app, endpoints.updateOrderStatus, async ({ params, body }, request) => {
    if (request.seller || normalizeStatus(body.status) !== "process") throw conflict(transactionRouteTexts.genericDoor);
    const moved = await acceptDeal(deps, request.log, currentCustomer(request).id, params.id);
    return ok(moved, "Status pesanan berhasil diubah");
  });
}
