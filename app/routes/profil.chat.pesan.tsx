// GET /profil/chat/pesan?id=&date=: the chat page's poll (JavaScript only). The messages after the
// last one the page holds, as JSON. A failing upstream answers no news, so a hiccup never replaces
// the page with an error; a lost session still goes to /login.
import { chatAjaxBody } from "@contract/chat";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ChatPollData } from "~/components/chat/chat-conversation";
import { pollChat } from "~/services/chat.server";
import { requireUser } from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import { searchObject } from "~/utils/query.server";

const noStore = { "Cache-Control": "no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = chatAjaxBody.safeParse(searchObject(request));
  if (!query.success) return data<ChatPollData>({ messages: [] }, { status: 400, headers: noStore });
  try {
    const page = await pollChat(request, query.data);
    return data<ChatPollData>({ messages: page.data }, { headers: noStore });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn({ cause: error instanceof Error ? error.message : String(error) }, "chat poll failed");
    return data<ChatPollData>({ messages: [] }, { headers: noStore });
  }
}
