import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { getTransactionLog } from "./order";
import { createTransaction, findTransactionByKey, getTransaction, listTransactions } from "./service";

export function registerTransactionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.createTransaction, async ({ body }, request) =>
    ok({ id: await createTransaction(db, currentCustomer(request).id, body) }, "Permintaan pembelian berhasil dibuat"),
  );
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
}
