import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from "./service";

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
  route(app, endpoints.getAddress, async ({ params }, request) => {
    const customer = currentCustomer(request);
    return ok(await getAddress(db, customer.id, params.addressId));
  });
  route(app, endpoints.updateAddress, async ({ params, body }, request) => {
    const customer = currentCustomer(request);
    if (body.customer_id !== customer.id) throw notFound();
    const entry = await updateAddress(db, customer.id, params.addressId, body);
    return ok({ ...entry, status: "Success" as const }, "Data anda telah berhasil diperbaharui");
  });
  route(app, endpoints.deleteAddress, async ({ params }, request) => {
    const customer = currentCustomer(request);
    await deleteAddress(db, customer.id, params.addressId);
    return ok({ id: params.addressId }, "Data berhasil dihapus");
  });
}
