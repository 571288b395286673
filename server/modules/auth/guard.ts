// The guards of routes with `auth`: `Authorization: Bearer <token>` → a live session of that kind of
// actor. Buyer tokens live in customer_tokens, seller tokens in admin_tokens, so a token of one kind is
// simply unknown to the other kind's guard (401).
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { customers, customerTokens } from "../../db/schema";
import { bearerToken } from "../../http/bearer-token";
import { unauthenticated } from "../../http/errors";
import { registerSellerGuard } from "../seller/guard";
import { liveSession, type CachedSession, type SellerSessionCache, type SessionCache } from "./session-cache";
import { hashToken, looksLikeToken } from "./tokens";

export type AuthCustomer = { id: number; username: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the buyer guard; null elsewhere. */
    customer: AuthCustomer | null;
    /** The session token row behind `customer` (logout revokes it). */
    sessionTokenId: number | null;
  }
}

/** The signed-in customer of a buyer route (the guard has run, so it is there). */
export function currentCustomer(request: FastifyRequest): AuthCustomer {
  if (!request.customer) throw unauthenticated();
  return request.customer;
}

/** Decorates `authGuards` (buyer and seller): call before registering any route with `auth`. */
export function registerAuthGuard(
  app: FastifyInstance,
  db: Db,
  sessions: { buyer: SessionCache; seller: SellerSessionCache },
): void {
  app.decorateRequest("customer", null);
  app.decorateRequest("sessionTokenId", null);
  const seller = registerSellerGuard(app, db, sessions.seller);
  app.decorate("authGuards", { buyer: buyerGuard(db, sessions.buyer), seller });
}

function buyerGuard(db: Db, sessions: SessionCache) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || !looksLikeToken(token)) throw unauthenticated();
    const now = new Date();
    const hash = hashToken(token);
    const session = await liveSession(sessions, hash, now, {
      find: () => findSession(db, hash, now),
      extend: (tokenId, expiresAt) =>
        db.update(customerTokens).set({ expiresAt }).where(eq(customerTokens.id, tokenId)),
    });
    if (!session) throw unauthenticated();
    request.customer = { id: session.customerId, username: session.username };
    request.sessionTokenId = session.tokenId;
    request.logContext = { ...request.logContext, customerId: session.customerId };
  };
}

async function findSession(db: Db, tokenHash: string, now: Date): Promise<CachedSession | undefined> {
  const [row] = await db
    .select({
      tokenId: customerTokens.id,
      expiresAt: customerTokens.expiresAt,
      customerId: customers.id,
      username: customers.username,
    })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, tokenHash),
        eq(customerTokens.kind, "session"),
        isNull(customerTokens.usedAt),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}
