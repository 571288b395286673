import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { addToCart, deleteCartLine, listCart, recordProductView, updateCartLine } from "./service";

export function registerCartRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.listCart, async ({ params }, request) => {
    const customer = currentCustomer(request);
    // Another buyer's cart does not exist as far as the caller can tell.
    if (params.userId !== customer.id) throw notFound();
    return ok(await listCart(db, customer.id));
  });
  route(app, endpoints.addToCart, async ({ body }, request) => {
    const customer = currentCustomer(request);
    if (body.customer_id !== customer.id) throw notFound();
    return ok(await addToCart(db, customer.id, body.product_id, body.qty), "Produk berhasil ditambahkan ke keranjang");
  });
  route(app, endpoints.updateCartLine, async ({ params, body }, request) =>
    ok(await updateCartLine(db, currentCustomer(request).id, params.cartId, body)),
  );
  route(app, endpoints.deleteCartLine, async ({ params }, request) =>
    ok(await deleteCartLine(db, currentCustomer(request).id, params.cartId)),
  );
  // The product view lives here because only a logged-in buyer's view is recorded.
  route(app, endpoints.recordProductView, async ({ params }, request) =>
    ok(await recordProductView(db, currentCustomer(request).id, params.id)),
  );
}
