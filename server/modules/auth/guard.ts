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
import type { CachedSession, SessionCache } from "./session-cache";
import { hashToken, looksLikeToken, SESSION_EXTEND_AFTER_MS, TOKEN_LIFETIME_MS } from "./tokens";

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
export function registerAuthGuard(app: FastifyInstance, db: Db, sessions: SessionCache): void {
  app.decorateRequest("customer", null);
  app.decorateRequest("sessionTokenId", null);
  const seller = registerSellerGuard(app, db);
  app.decorate("authGuards", { buyer: buyerGuard(db, sessions), seller });
}

function buyerGuard(db: Db, sessions: SessionCache) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || !looksLikeToken(token)) throw unauthenticated();
    const now = new Date();
    const hash = hashToken(token);
    let session = sessions.get(hash);
    if (!session || session.expiresAt <= now) {
      session = await findSession(db, hash, now);
      if (!session) throw unauthenticated();
      sessions.set(hash, session);
    }
    const lifetime = TOKEN_LIFETIME_MS.session;
    if (session.expiresAt.getTime() - now.getTime() < lifetime - SESSION_EXTEND_AFTER_MS) {
      const expiresAt = new Date(now.getTime() + lifetime);
      await db.update(customerTokens).set({ expiresAt }).where(eq(customerTokens.id, session.tokenId));
      sessions.set(hash, { ...session, expiresAt });
    }
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
