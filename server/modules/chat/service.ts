// The buyer's conversation with the shop admin: one thread per buyer (chat_messages.customer_id),
// `is_user` telling who wrote each message, `read_at` set on the admin's messages once the buyer saw them.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { ChatMessage, ChatPage } from "../../contract/chat";
import type { Db } from "../../db/client";
import { chatMessages, customers } from "../../db/schema";
import { notFound } from "../../http/errors";

type Row = typeof chatMessages.$inferSelect;

const toMessage = (row: Row): ChatMessage => ({
  id: row.id,
  message: row.message,
  is_user: row.isUser,
  created_at: row.createdAt.toISOString(),
});

/**
 * Times are compared at millisecond precision: the cursor's `date` is a JavaScript ISO string, while
 * `now()` stores microseconds; compared raw, the last message would always be "newer" than itself.
 */
const createdMs = sql`date_trunc('milliseconds', ${chatMessages.createdAt})`;

/** The admin's messages among the rows the buyer now sees are read from now on. */
async function markRead(db: Db, customerId: number, rows: Row[]): Promise<void> {
  const unread = rows.filter((row) => !row.isUser && row.readAt === null).map((row) => row.id);
  if (unread.length === 0) return;
  await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.customerId, customerId), inArray(chatMessages.id, unread), isNull(chatMessages.readAt)));
}

async function page(db: Db, customerId: number, after: SQL | undefined, cursorDate: string | null): Promise<ChatPage> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.customerId, customerId), after))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  await markRead(db, customerId, rows);
  const newest = rows.at(-1);
  return { data: rows.map(toMessage), dateUpdate: newest ? newest.createdAt.toISOString() : cursorDate };
}

/** The whole conversation, oldest first; the admin's messages are read from now on. */
export function getConversation(db: Db, customerId: number): Promise<ChatPage> {
  return page(db, customerId, undefined, null);
}

/** Messages after the cursor (date, id): a later time, or the same millisecond and a higher id. */
export function messagesAfter(db: Db, customerId: number, cursor: { id: number; date?: string }): Promise<ChatPage> {
  if (!cursor.date) return page(db, customerId, sql`${chatMessages.id} > ${cursor.id}`, null);
  const date = new Date(cursor.date);
  const after = sql`(${createdMs} > ${date.toISOString()}::timestamptz or (${createdMs} = ${date.toISOString()}::timestamptz and ${chatMessages.id} > ${cursor.id}))`;
  return page(db, customerId, after, date.toISOString());
}

export async function sendUserMessage(db: Db, customerId: number, message: string): Promise<ChatMessage> {
  const [row] = await db.insert(chatMessages).values({ customerId, message, isUser: true }).returning();
  return toMessage(row);
}

/** The admin's answer to a buyer; an unknown buyer is a 404. */
export async function sendAdminMessage(
  db: Db,
  adminId: number,
  customerId: number,
  message: string,
): Promise<ChatMessage> {
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) throw notFound();
  const [row] = await db.insert(chatMessages).values({ customerId, adminId, message, isUser: false }).returning();
  return toMessage(row);
}

export async function countUnread(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.customerId, customerId), eq(chatMessages.isUser, false), isNull(chatMessages.readAt)));
  return row?.n ?? 0;
}
