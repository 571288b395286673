import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentSeller } from "../seller/guard";
import { cancelOrder } from "../order/cancel";
import { confirmOrder } from "../order/confirm";
import { negotiate } from "../order/negotiate";
import { processOrder } from "../order/process";
import { sellerTexts } from "../order/texts";
import { getSellerOrder } from "./detail";
import { countWaitingOrders, listSellerOrders } from "./list";

export function registerSellerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  route(app, endpoints.sellerListOrders, async ({ query }) => ok(await listSellerOrders(db, query)));
  route(app, endpoints.sellerWaitingOrders, async () => ok({ waiting: await countWaitingOrders(db) }));
  route(app, endpoints.sellerGetOrder, async ({ params }) => ok(await getSellerOrder(db, params.id)));
  route(app, endpoints.sellerConfirmOrder, async ({ params }, request) =>
    ok(await confirmOrder(deps, request.log, currentSeller(request).id, params.id), sellerTexts.confirmed),
  );
  route(app, endpoints.sellerNegotiate, async ({ params, body }, request) =>
    ok(await negotiate(deps, request.log, currentSeller(request).id, params.id, body), sellerTexts.negotiated),
  );
  route(app, endpoints.sellerCancelOrder, async ({ params, body }, request) =>
    ok(await cancelOrder(deps, request.log, currentSeller(request).id, params.id, body.reason), sellerTexts.cancelled),
  );
  route(app, endpoints.sellerProcessOrder, async ({ params }, request) =>
    ok(await processOrder(deps, request.log, currentSeller(request).id, params.id), sellerTexts.processed),
  );
}
