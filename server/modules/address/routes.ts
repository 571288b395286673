import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { createAddress, listAddresses } from "./service";

export function registerAddressRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.listAddresses, async ({ params }, request) => {
    const customer = currentCustomer(request);
    if (params.customerId !== customer.id) throw notFound();
    return ok(await listAddresses(db, customer.id));
  });
  route(app, endpoints.createAddress, async ({ body }, request) => {
    const customer = currentCustomer(request);
    if (body.customer_id !== customer.id) throw notFound();
    return ok(await createAddress(db, customer.id, body), "Data berhasil tersimpan");
  });
}
