// The guards of routes with `auth`: `Authorization: Bearer <token>` → a live session of that kind of
// actor. Buyer tokens live in customer_tokens, seller tokens in admin_tokens, so a token of one kind is
// simply unknown to the other kind's guard (401).
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { customers, customerTokens } from "../../db/schema";
import { unauthenticated } from "../../http/errors";
import { registerSellerGuard } from "../seller/guard";
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

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Decorates `authGuards` (buyer and seller): call before registering any route with `auth`. */
export function registerAuthGuard(app: FastifyInstance, db: Db): void {
  app.decorateRequest("customer", null);
  app.decorateRequest("sessionTokenId", null);
  const seller = registerSellerGuard(app, db);
  app.decorate("authGuards", { buyer: buyerGuard(db), seller });
}

function buyerGuard(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || !looksLikeToken(token)) throw unauthenticated();
    const now = new Date();
    const [row] = await db
      .select({
        tokenId: customerTokens.id,
        expiresAt: customerTokens.expiresAt,
        id: customers.id,
        username: customers.username,
      })
      .from(customerTokens)
      .innerJoin(customers, eq(customers.id, customerTokens.customerId))
      .where(
        and(
          eq(customerTokens.tokenHash, hashToken(token)),
          eq(customerTokens.kind, "session"),
          isNull(customerTokens.usedAt),
          gt(customerTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (!row) throw unauthenticated();
    const lifetime = TOKEN_LIFETIME_MS.session;
    if (row.expiresAt.getTime() - now.getTime() < lifetime - SESSION_EXTEND_AFTER_MS) {
      await db
        .update(customerTokens)
        .set({ expiresAt: new Date(now.getTime() + lifetime) })
        .where(eq(customerTokens.id, row.tokenId));
    }
    request.customer = { id: row.id, username: row.username };
    request.sessionTokenId = row.tokenId;
    request.logContext = { ...request.logContext, customerId: row.id };
  };
}
