// /profil/chat: the conversation with 'Admin'. The buyer's messages on the left, the admin's on the
// right, each stamped 'MMM DD, YYYY | HH:mm' (WITA); a message box with 'Kirim pesan' (a plain post,
// PRG); `?invoice=` prefills the box. With JavaScript new messages arrive by a poll every 3 s
// (profil.chat.pesan.tsx); without it a 'Muat ulang' link. Opening the page reads the admin's messages.
import { chatReplyForm } from "@contract/chat";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { ChatConversation } from "~/components/chat/chat-conversation";
import { ChatForm } from "~/components/chat/chat-form";
import type { PageLoadingHandle } from "~/components/chrome/page-loading";
import { CHAT_ROUTE, chatTexts, invoicePrefill, SEND_INTENT } from "~/utils/chat-model";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { getChat, sendChat } from "~/services/chat.server";
import chatCss from "~/styles/chat.css";
import { requireUser } from "~/utils/auth.server";
import { handleForm, unknownIntent } from "~/utils/form.server";
import { parseQuery } from "~/utils/query.server";
import { readFormData } from "~/utils/form-data.server";

/** An invoice number as the order pages spell it (INV/20260930/0016); anything else is ignored. */
const pageQuery = z.object({
  invoice: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/._-]{0,39}$/)
    .optional()
    .catch(undefined),
});

/** The chat box says 'sending' in place: a message on its way does not cover the conversation. */
export const handle: PageLoadingHandle = { pageLoading: { quietIntents: [SEND_INTENT] } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: chatCss }];

export const meta: MetaFunction = () => [{ title: `Chat | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { invoice } = parseQuery(request, pageQuery);
  const conversation = await getChat(request);
  return data(
    { messages: conversation.data, prefill: invoice ? invoicePrefill(invoice) : "" },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent !== SEND_INTENT)
    return unknownIntent(request, formData, CHAT_ROUTE, typeof intent === "string" ? intent : null);
  return handleForm({
    request,
    formData,
    route: CHAT_ROUTE,
    intent,
    userId,
    schema: chatReplyForm,
    submit: async ({ message }) => {
      await sendChat(request, message);
      return redirect(CHAT_ROUTE);
    },
  });
}

export default function ChatPage() {
  const { messages, prefill } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // A new message of the buyer (the send went through): the form starts again, empty.
  const lastSent = messages.findLast((message) => message.is_user)?.id ?? 0;
  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <h1 id="chat-title" className="chat-page__title">
        {chatTexts.title}
      </h1>
      <ChatConversation messages={messages} />
      <ChatForm key={lastSent} lastResult={reply?.result} prefill={prefill} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
