// The seller guard: `Authorization: Bearer <seller token>` → the signed-in seller.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { unauthenticated } from "../../http/errors";
import { bearerToken } from "../../http/bearer-token";
import { findSellerSession } from "./tokens";

export type AuthSeller = { id: number; username: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the seller guard; null elsewhere. */
    seller: AuthSeller | null;
    /** The token row behind `seller` (logout revokes it). */
    sellerTokenId: number | null;
  }
}

/** The signed-in seller of a seller route (the guard has run, so it is there). */
export function currentSeller(request: FastifyRequest): AuthSeller {
  if (!request.seller) throw unauthenticated();
  return request.seller;
}

export function registerSellerGuard(app: FastifyInstance, db: Db) {
  app.decorateRequest("seller", null);
  app.decorateRequest("sellerTokenId", null);
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const row = token ? await findSellerSession(db, token) : null;
    if (!row) throw unauthenticated();
    request.seller = { id: row.id, username: row.username };
    request.sellerTokenId = row.tokenId;
    request.logContext = { ...request.logContext, sellerId: row.id };
  };
}
