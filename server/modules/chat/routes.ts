import type { FastifyInstance, FastifyRequest } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { authenticateAdmin, type AuthAdmin } from "./admin-guard";
import { countUnread, getConversation, messagesAfter, sendAdminMessage, sendUserMessage } from "./service";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the admin guard of the seller-side chat route; null elsewhere. */
    admin: AuthAdmin | null;
  }
}

export function registerChatRoutes(app: FastifyInstance, { db, loginLimits }: AppDeps): void {
  route(app, endpoints.getChat, async (_input, request) => ok(await getConversation(db, currentCustomer(request).id)));
  route(app, endpoints.pollChat, async ({ body }, request) =>
    ok(await messagesAfter(db, currentCustomer(request).id, body)),
  );
  route(app, endpoints.sendChat, async ({ body }, request) =>
    ok(await sendUserMessage(db, currentCustomer(request).id, body.message), "Pesan berhasil dikirim"),
  );
  route(app, endpoints.countUnreadChat, async (_input, request) =>
    ok({ unread: await countUnread(db, currentCustomer(request).id) }),
  );

  // The admin's answer: its own scope, so the admin guard runs before the body is read.
  app.decorateRequest("admin", null);
  void app.register(async (scope) => {
    scope.addHook("onRequest", async (request: FastifyRequest, reply) => {
      request.admin = await authenticateAdmin(db, request, reply, loginLimits);
    });
    route(scope, endpoints.adminReplyChat, async ({ params, body }, request) => {
      const admin = request.admin as AuthAdmin;
      return ok(await sendAdminMessage(db, admin.id, params.customerId, body.message), "Pesan berhasil dikirim");
    });
  });
}
