// The seller guard: `Authorization: Bearer <seller token>` → the signed-in seller. Checked sessions are
// kept for a few seconds as buyers' are (session-cache.ts): a console page calls the API more than once.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { unauthenticated } from "../../http/errors";
import { bearerToken } from "../../http/bearer-token";
import { liveSession, type SellerSessionCache } from "../auth/session-cache";
import { hashToken, looksLikeToken } from "../auth/tokens";
import { extendSellerSession, findSellerSession } from "./tokens";

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

export function registerSellerGuard(app: FastifyInstance, db: Db, sessions: SellerSessionCache) {
  app.decorateRequest("seller", null);
  app.decorateRequest("sellerTokenId", null);
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || !looksLikeToken(token)) throw unauthenticated();
    const now = new Date();
    const hash = hashToken(token);
    const session = await liveSession(sessions, hash, now, {
      find: () => findSellerSession(db, hash, now),
      extend: (tokenId, expiresAt) => extendSellerSession(db, tokenId, expiresAt),
    });
    if (!session) throw unauthenticated();
    request.seller = { id: session.sellerId, username: session.username };
    request.sellerTokenId = session.tokenId;
    request.logContext = { ...request.logContext, sellerId: session.sellerId };
  };
}
