import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { authTexts } from "../auth/messages";
import { DEFAULT_LOGIN_LIMITS } from "../auth/rate-limit";
import { currentSeller } from "./guard";
import { getSeller, loginSeller } from "./service";
import { revokeSellerToken } from "./tokens";

export function registerSellerRoutes(app: FastifyInstance, { db, loginLimits, cacheDrops }: AppDeps): void {
  const limits = loginLimits ?? DEFAULT_LOGIN_LIMITS;
  route(app, endpoints.sellerLogin, async ({ body }, request) =>
    ok(await loginSeller(db, limits, body, request.clientIp), authTexts.loggedIn),
  );
  route(app, endpoints.sellerLogout, async (_input, request) => {
    if (request.sellerTokenId !== null) {
      await revokeSellerToken(db, request.sellerTokenId);
      await cacheDrops.publish({ t: "seller-token", id: request.sellerTokenId });
    }
    return ok(null, authTexts.loggedOut);
  });
  route(app, endpoints.getSeller, async (_input, request) => ok(await getSeller(db, currentSeller(request).id)));
}
