import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { customerReadKey, type AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { countUnread, getConversation, messagesAfter, sendUserMessage } from "./service";

export function registerChatRoutes(app: FastifyInstance, { db, customerReads, cacheDrops }: AppDeps): void {
  // Reading the conversation marks the seller's messages read.
  const read = async <T>(customerId: number, page: Promise<T>) => {
    const answer = await page;
    await cacheDrops.publish({ t: "read", key: customerReadKey("unreadChat", customerId) });
    return answer;
  };
  route(app, endpoints.getChat, async (_input, request) => {
    const { id } = currentCustomer(request);
    return ok(await read(id, getConversation(db, id)));
  });
  route(app, endpoints.pollChat, async ({ body }, request) => {
    const { id } = currentCustomer(request);
    return ok(await read(id, messagesAfter(db, id, body)));
  });
  route(app, endpoints.sendChat, async ({ body }, request) =>
    ok(await sendUserMessage(db, currentCustomer(request).id, body.message), "Pesan berhasil dikirim"),
  );
  route(app, endpoints.countUnreadChat, async (_input, request) => {
    const { id } = currentCustomer(request);
    return ok(
      await customerReads.read(customerReadKey("unreadChat", id), async () => ({ unread: await countUnread(db, id) })),
    );
  });
}
