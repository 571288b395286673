import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { negotiationMessages } from "../../contract/negotiation";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { counterOffer } from "../order/counter-offer";

export function registerNegotiationRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, endpoints.counterOffer, async ({ params, body }, request) =>
    ok(
      await counterOffer(deps, request.log, currentCustomer(request).id, params.transactionId, body),
      negotiationMessages.sent,
    ),
  );
}
