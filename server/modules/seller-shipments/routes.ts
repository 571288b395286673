import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { batchDispatchedMail, buyerPages } from "../seller/buyer-mails";
import { currentSeller } from "../seller/guard";
import { buyerNotifier } from "../seller/notify";
import { sellerTexts } from "../seller-orders/texts";
import { dispatchBatch } from "./service";

export function registerSellerShipmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin } = deps;
  route(app, endpoints.sellerDispatchShipment, async ({ params, body }, request) => {
    const batch = await dispatchBatch(db, currentSeller(request).id, params.id, body);
    await buyerNotifier(deps, request.log)(batch.customerId, "batch-dispatched", (buyer) =>
      batchDispatchedMail(
        buyer,
        {
          invoice: batch.invoice,
          partialId: body.partial_id,
          courier: body.courier,
          airwaybill: body.no_airwaybill,
          date: body.date_delivery,
          last: batch.last,
        },
        buyerPages.order(shopOrigin, batch.id),
      ),
    );
    return ok({ id: batch.id, status: batch.status }, sellerTexts.dispatched);
  });
}
