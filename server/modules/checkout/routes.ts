import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { tableShippingTariff } from "../../providers/shipping-tariff";
import { currentCustomer } from "../auth/guard";
import {
  createCheckout,
  getCheckout,
  negotiatePrice,
  negotiateShipping,
  setCheckoutAddress,
  setPartials,
} from "./service";
import { getShippingQuotes, storeShippingChoice } from "./shipping";

export function registerCheckoutRoutes(app: FastifyInstance, { db, shippingTariff }: AppDeps): void {
  const quoting = { db, tariff: shippingTariff ?? tableShippingTariff };
  const buyer = (request: Parameters<typeof currentCustomer>[0]) => currentCustomer(request).id;

  route(app, endpoints.createCheckout, async ({ body }, request) => {
    if (body.customer_id !== buyer(request)) throw notFound();
    return ok({ id: await createCheckout(db, body.customer_id, body.cart_id, body.qty) });
  });
  route(app, endpoints.getCheckout, async ({ params }, request) =>
    ok(await getCheckout(db, buyer(request), params.checkoutId)),
  );
  route(app, endpoints.setCheckoutAddress, async ({ params, body }, request) => {
    await setCheckoutAddress(db, buyer(request), params.checkoutId, body.satker_id);
    return ok({ id: params.checkoutId });
  });
  route(app, endpoints.getShippingCost, async ({ params, body }, request) =>
    ok(await getShippingQuotes(quoting, buyer(request), params.checkoutId, body.satker_id, body.courier)),
  );
  route(app, endpoints.storeShippingCost, async ({ params, body }, request) => {
    await storeShippingChoice(quoting, buyer(request), params.checkoutId, body);
    return ok({ id: params.checkoutId });
  });
  route(app, endpoints.negotiateShipping, async ({ body }, request) => {
    await negotiateShipping(db, buyer(request), body.checkout_id, body.shipping_cost_nego);
    return ok({ id: body.checkout_id });
  });
  route(app, endpoints.negotiatePrice, async ({ body }, request) =>
    ok({ id: await negotiatePrice(db, buyer(request), body.checkout_detail_id, body.price_nego) }),
  );
  route(app, endpoints.setPartials, async ({ body }, request) => {
    const { id, droppedShippingNego } = await setPartials(
      db,
      buyer(request),
      body.checkout_detail_id,
      body.partial_qty,
    );
    return ok({ id, dropped_shipping_cost_nego: droppedShippingNego });
  });
}
