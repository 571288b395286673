// /admin/chat/{buyer id}: the conversation with one buyer (opening it marks it read) and the reply.
import { useFlash } from "~/components/chrome/use-flash";
import { chatReplyForm } from "@contract/chat";
import { idParam } from "@contract/envelope";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert, TextareaField, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { getChat, sendChat } from "~/services/seller-feedback.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminChatHref, adminPaths } from "~/utils/admin-hrefs";
import { adminForm } from "~/utils/admin-form.server";
import { formatDate } from "~/utils/format";
import { readFormData } from "~/utils/form-data.server";
import { unknownIntent } from "~/utils/form.server";
import { replyFor } from "~/utils/reply";

const ROUTE = "/admin/chat/$id";

export const meta: MetaFunction = () => [{ title: `Chat | Konsol Penjual ${SITE_NAME}` }];

function customerIdOf(params: { id?: string }): number {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSeller(request);
  const customerId = customerIdOf(params);
  const chat = await getChat(request, customerId);
  return data({ customerId, chat }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { sellerId } = await requireSeller(request);
  const customerId = customerIdOf(params);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "send") return unknownIntent(request, formData, ROUTE, String(formData.get("intent")));
  return adminForm({
    request,
    formData,
    route: ROUTE,
    intent: "send",
    sellerId,
    schema: chatReplyForm,
    work: ({ message }) => sendChat(request, customerId, message),
    to: adminChatHref(customerId),
    done: "Pesan terkirim.",
  });
}

export default function AdminChat() {
  const { chat } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const reply = replyFor(actionData, "send");
  return (
    <section className="admin-panel" aria-labelledby="admin-chat-title">
      <h1 id="admin-chat-title">Chat dengan {chat.buyer.name}</h1>
      <FormAlert tone="success" message={flash} />
      <FormAlert message={reply?.alert} />
      <ol className="admin-list" aria-label="Percakapan">
        {chat.data.map((message) => (
          <li key={message.id} className={message.is_user ? "admin-message" : "admin-message admin-message--seller"}>
            <p>
              <strong>{message.is_user ? chat.buyer.name : "Penjual"}</strong> ·{" "}
              <time dateTime={message.created_at}>{formatDate(message.created_at, "MMM DD, YYYY | HH:mm")}</time>
            </p>
            <p>{message.message}</p>
          </li>
        ))}
      </ol>
      {/* A new form once the message is in the list: the box starts empty for the next one. */}
      <ReplyForm key={chat.data.length} lastResult={reply?.result} />
      <p>
        <Link to={adminPaths.chat}>Kembali ke daftar chat</Link>
      </p>
    </section>
  );
}

function ReplyForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useShopForm({ id: "admin-chat", schema: chatReplyForm, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="admin-form">
      <AuthenticityTokenInput />
      <TextareaField meta={fields.message} label="Pesan" />
      <SubmitButton intent="send" className="button button--primary">
        Kirim pesan
      </SubmitButton>
    </Form>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
