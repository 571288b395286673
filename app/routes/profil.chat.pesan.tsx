// GET /profil/chat/pesan?id=&date=: the chat page's poll (JavaScript only). The messages after the
// last one the page holds, as JSON. A failing upstream answers no news, so a hiccup never replaces
// the page with an error; a lost session still goes to /login.
// A resource route: Remix sends its Response as is (none of the document's headers are added), so
// the private JSON carries its own no-store and nosniff.
import { chatAjaxBody } from "@contract/chat";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ChatPollData } from "~/components/chat/chat-conversation";
import { pollChat } from "~/services/chat.server";
import { requireUser } from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";
import { searchObject } from "~/utils/query.server";

const privateJson = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

const answer = (body: ChatPollData, status = 200) => Response.json(body, { status, headers: privateJson });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = chatAjaxBody.safeParse(searchObject(request));
  if (!query.success) return answer({ messages: [] }, 400);
  try {
    const page = await pollChat(request, query.data);
    return answer({ messages: page.data });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.warn({ cause: error instanceof Error ? error.message : String(error) }, "chat poll failed");
    return answer({ messages: [] });
  }
}
