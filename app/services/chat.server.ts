import type { ChatMessage, ChatPage } from "@contract/chat";
import { endpoints } from "@contract/endpoints";
import { getApi } from "./api-client.server";

/** The whole conversation with the admin, oldest first; the upstream marks the admin's messages read. */
export function getChat(request: Request): Promise<ChatPage> {
  return getApi(request).call(endpoints.getChat);
}

/** The messages after the last one the page holds (its id and created_at); none held: everything. */
export function pollChat(request: Request, cursor: { id: number; date?: string }): Promise<ChatPage> {
  return getApi(request).call(endpoints.pollChat, { body: { id: cursor.id, date: cursor.date ?? "" } });
}

export function sendChat(request: Request, message: string): Promise<ChatMessage> {
  return getApi(request).call(endpoints.sendChat, { body: { message } });
}

/** The side menu's badge: the admin's messages the buyer has not read yet. */
export async function countUnreadChat(request: Request): Promise<number> {
  return (await getApi(request).call(endpoints.countUnreadChat)).unread;
}

/** For the side menu: the count, or 0 when the upstream cannot say (a lost session still goes to /login). */
export async function unreadChatBadge(request: Request): Promise<number> {
  try {
    return await countUnreadChat(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    return 0;
  }
}
