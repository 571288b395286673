import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { customerReadKey, type AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { sendAdminMessage } from "../chat/service";
import { buyerPages, unreadChatMail } from "../seller/buyer-mails";
import { currentSeller } from "../seller/guard";
import { enqueueBuyerMail } from "../seller/notify";
import { claimUnreadChats, listThreads, openThread } from "./service";

/** How often the API looks for seller messages left unread long enough to mail the buyer. */
export const UNREAD_CHAT_SWEEP_MS = 60 * 1000;

/** Mails every buyer with a seller message unread for 10 minutes (once per message), through the outbox. */
export async function mailUnreadChats(
  deps: Pick<AppDeps, "db" | "mailWorker" | "shopOrigin">,
  now = new Date(),
): Promise<number> {
  const due = await claimUnreadChats(
    deps.db,
    async (tx, chat) => {
      await enqueueBuyerMail(tx, chat.customerId, "chat-unread", (buyer) =>
        unreadChatMail(buyer, { count: chat.count, since: chat.since }, buyerPages.chat(deps.shopOrigin)),
      );
    },
    now,
  );
  if (due.length > 0) deps.mailWorker.kick();
  return due.length;
}

export function registerSellerChatRoutes(app: FastifyInstance, deps: AppDeps, sweepMs = UNREAD_CHAT_SWEEP_MS): void {
  const { db } = deps;
  route(app, endpoints.sellerListChats, async () => ok(await listThreads(db)));
  route(app, endpoints.sellerGetChat, async ({ params }) => ok(await openThread(db, params.customerId)));
  route(app, endpoints.sellerSendChat, async ({ params, body }, request) => {
    const message = await sendAdminMessage(db, currentSeller(request).id, params.customerId, body.message);
    await deps.cacheDrops.publish({ t: "read", key: customerReadKey("unreadChat", params.customerId) });
    return ok(message, "Pesan berhasil dikirim");
  });
  if (sweepMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        mailUnreadChats(deps).catch((error: unknown) => app.log.error({ err: error }, "unread chat sweep failed"));
      }, sweepMs);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
