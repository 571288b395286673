import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { buyerPages, orderConfirmedMail, roundReceivedMail } from "../seller/buyer-mails";
import { currentSeller } from "../seller/guard";
import { buyerNotifier } from "../seller/notify";
import { cancelOrder, confirmOrder, negotiate, processOrder } from "./actions";
import { getSellerOrder } from "./detail";
import { listSellerOrders } from "./list";
import { sellerTexts } from "./texts";

export function registerSellerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin, catalogueCache } = deps;
  route(app, endpoints.sellerListOrders, async ({ query }) => ok(await listSellerOrders(db, query)));
  route(app, endpoints.sellerGetOrder, async ({ params }) => ok(await getSellerOrder(db, params.id)));
  route(app, endpoints.sellerConfirmOrder, async ({ params }, request) => {
    const order = await confirmOrder(db, currentSeller(request).id, params.id);
    await buyerNotifier(deps, request.log)(order.customerId, "order-confirmed", (buyer) =>
      orderConfirmedMail(
        buyer,
        { invoice: order.invoice, total: order.grandTotal },
        buyerPages.order(shopOrigin, order.id),
      ),
    );
    return ok({ id: order.id, status: order.status }, sellerTexts.confirmed);
  });
  route(app, endpoints.sellerNegotiate, async ({ params, body }, request) => {
    const round = await negotiate(db, params.id, body);
    await buyerNotifier(deps, request.log)(round.customerId, "negotiation-round", (buyer) =>
      roundReceivedMail(
        buyer,
        { invoice: round.invoice, total: round.grandTotal, validUntil: round.validUntil, note: round.note },
        buyerPages.order(shopOrigin, round.id, "negosiasi"),
      ),
    );
    return ok({ id: round.id, status: round.status }, sellerTexts.negotiated);
  });
  route(app, endpoints.sellerCancelOrder, async ({ params, body }, request) => {
    const order = await cancelOrder(db, currentSeller(request).id, params.id, body.reason);
    // The stock came back to the catalogue.
    catalogueCache.invalidate();
    return ok(order, sellerTexts.cancelled);
  });
  route(app, endpoints.sellerProcessOrder, async ({ params }, request) =>
    ok(await processOrder(db, currentSeller(request).id, params.id), sellerTexts.processed),
  );
}
