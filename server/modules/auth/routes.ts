import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { customerReadKey, type AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer, registerAuthGuard } from "./guard";
import { authTexts } from "./messages";
import { DEFAULT_LOGIN_LIMITS } from "./rate-limit";
import { revokeSession } from "./tokens";
import {
  forgotPassword,
  getUser,
  login,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
  type AuthContext,
} from "./service";

/** Registers the buyer and seller guards too: call it before any module with routes that have `auth`. */
export function registerAuthRoutes(
  app: FastifyInstance,
  { db, mailWorker, shopOrigin, loginLimits, sessions, sellerSessions, customerReads, cacheDrops }: AppDeps,
): void {
  registerAuthGuard(app, db, { buyer: sessions, seller: sellerSessions });
  const limits = loginLimits ?? DEFAULT_LOGIN_LIMITS;
  const context = (request: FastifyRequest): AuthContext => ({
    db,
    mailWorker,
    shopOrigin,
    loginLimits: limits,
    log: request.log,
  });

  route(app, endpoints.login, async ({ body }, request) =>
    ok(await login(context(request), body, request.clientIp), authTexts.loggedIn),
  );
  route(app, endpoints.register, async ({ body }, request) =>
    ok(await register(context(request), body), authTexts.registered),
  );
  route(app, endpoints.verifyEmail, async ({ body }, request) => {
    const customerId = await verifyEmail(context(request), body.token);
    await cacheDrops.publish({ t: "read", key: customerReadKey("user", customerId) });
    return ok(null, authTexts.verified);
  });
  route(app, endpoints.resendVerification, async ({ body }, request) => {
    await resendVerification(context(request), body.email);
    return ok(null, authTexts.checkEmail);
  });
  route(app, endpoints.forgotPassword, async ({ body, query }, request) => {
    await forgotPassword(context(request), body, query.redirect_url);
    return ok(null, authTexts.checkEmail);
  });
  route(app, endpoints.resetPassword, async ({ body }, request) => {
    const customerId = await resetPassword(context(request), body);
    // Every session of the account ends on every API instance at once.
    await cacheDrops.publish(
      { t: "sessions", customer: customerId },
      { t: "read", key: customerReadKey("user", customerId) },
    );
    return ok(null, authTexts.passwordReset);
  });
  route(app, endpoints.getUser, async (_input, request) => {
    const { id } = currentCustomer(request);
    return ok(await customerReads.read(customerReadKey("user", id), () => getUser(db, id)));
  });
  route(app, endpoints.logout, async (_input, request) => {
    if (request.sessionTokenId !== null) {
      await revokeSession(db, request.sessionTokenId);
      await cacheDrops.publish({ t: "token", id: request.sessionTokenId });
    }
    return ok(null, authTexts.loggedOut);
  });
}
