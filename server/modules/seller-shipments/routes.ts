import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentSeller } from "../seller/guard";
import { dispatchBatch } from "../order/dispatch";
import { sellerTexts } from "../order/texts";

export function registerSellerShipmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, endpoints.sellerDispatchShipment, async ({ params, body }, request) =>
    ok(await dispatchBatch(deps, request.log, currentSeller(request).id, params.id, body), sellerTexts.dispatched),
  );
}
