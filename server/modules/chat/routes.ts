import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { countUnread, getConversation, messagesAfter, sendUserMessage } from "./service";

export function registerChatRoutes(app: FastifyInstance, { db }: AppDeps): void {
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
}
