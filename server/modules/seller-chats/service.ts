// The seller's chat inbox: one thread per buyer (chat_messages.customer_id). The buyer's messages get
// `read_at` once the seller has opened the thread, as the seller's do once the buyer has.
import { and, asc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { ChatMessage } from "../../contract/chat";
import type { SellerChatThread } from "../../contract/seller-replies";
import type { Db, Tx } from "../../db/client";
import { chatMessages, customers } from "../../db/schema";
import { notFound } from "../../http/errors";

type Row = typeof chatMessages.$inferSelect;

const toMessage = (row: Row): ChatMessage => ({
  id: row.id,
  message: row.message,
  is_user: row.isUser,
  created_at: row.createdAt.toISOString(),
});

/** Buyers with a conversation, the one with the latest message first. */
export async function listThreads(db: Db): Promise<{ data: SellerChatThread[]; unread_total: number }> {
  const threads = await db
    .select({
      customerId: chatMessages.customerId,
      lastId: max(chatMessages.id),
      unread: sql<number>`count(*) filter (where ${chatMessages.isUser} and ${chatMessages.readAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(chatMessages)
    .groupBy(chatMessages.customerId);
  const lastIds = threads.flatMap((thread) => (thread.lastId === null ? [] : [thread.lastId]));
  const [lastMessages, buyers] =
    threads.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)),
          db
            .select({ id: customers.id, name: customers.name, email: customers.email })
            .from(customers)
            .where(
              inArray(
                customers.id,
                threads.map((thread) => thread.customerId),
              ),
            ),
        ]);
  const data = threads
    .flatMap((thread) => {
      const last = lastMessages.find((message) => message.id === thread.lastId);
      const buyer = buyers.find((candidate) => candidate.id === thread.customerId);
      return last && buyer ? [{ buyer, unread: thread.unread, last_message: toMessage(last), at: last.createdAt }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.last_message.id - a.last_message.id)
    .map(({ at: _at, ...thread }) => thread);
  return { data, unread_total: data.reduce((sum, thread) => sum + thread.unread, 0) };
}

/** A buyer's conversation, oldest first; the buyer's messages are read by the seller from now on. */
export async function openThread(db: Db, customerId: number, now = new Date()) {
  const [buyer] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!buyer) throw notFound();
  await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(and(eq(chatMessages.customerId, customerId), eq(chatMessages.isUser, true), isNull(chatMessages.readAt)));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.customerId, customerId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const newest = rows.at(-1);
  return { buyer, data: rows.map(toMessage), dateUpdate: newest ? newest.createdAt.toISOString() : null };
}

/** How long a seller message may stay unread before the buyer is mailed about it. */
export const UNREAD_CHAT_MAIL_AFTER_MS = 10 * 60 * 1000;

export type UnreadChat = { customerId: number; count: number; since: Date };

/**
 * Reminds the buyers with a seller message unread for UNREAD_CHAT_MAIL_AFTER_MS. One reminder covers
 * every message unread at that moment; per buyer, the messages are marked and `remind` (which writes the
 * mail into the outbox) runs in one transaction, so the mark never stands without its mail, two API
 * instances never both mail the same messages, and a message is mailed about once at most.
 */
export async function claimUnreadChats(
  db: Db,
  remind: (tx: Tx, chat: UnreadChat) => Promise<void>,
  now = new Date(),
): Promise<UnreadChat[]> {
  const due = await db
    .select({ customerId: chatMessages.customerId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.isUser, false),
        isNull(chatMessages.readAt),
        isNull(chatMessages.mailedAt),
        sql`${chatMessages.createdAt} <= ${new Date(now.getTime() - UNREAD_CHAT_MAIL_AFTER_MS).toISOString()}::timestamptz`,
      ),
    )
    .groupBy(chatMessages.customerId);
  const claimed: UnreadChat[] = [];
  for (const { customerId } of due) {
    const chat = await db.transaction(async (tx) => {
      const rows = await tx
        .update(chatMessages)
        .set({ mailedAt: now })
        .where(
          and(
            eq(chatMessages.customerId, customerId),
            eq(chatMessages.isUser, false),
            isNull(chatMessages.readAt),
            isNull(chatMessages.mailedAt),
          ),
        )
        .returning({ createdAt: chatMessages.createdAt });
      if (rows.length === 0) return undefined;
      const found = {
        customerId,
        count: rows.length,
        since: new Date(Math.min(...rows.map((row) => row.createdAt.getTime()))),
      };
      await remind(tx, found);
      return found;
    });
    if (chat) claimed.push(chat);
  }
  return claimed;
}
