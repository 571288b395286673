// /admin/chat: one conversation per buyer, unread counts first, each opening its conversation page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/components/chrome/site";
import { RouteErrorPage } from "~/components/error-page";
import { listChats } from "~/services/seller-feedback.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminChatHref } from "~/utils/admin-hrefs";
import { formatDate } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: `Chat | Konsol Penjual ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  return { threads: await listChats(request) };
}

export default function AdminChats() {
  const { threads } = useLoaderData<typeof loader>();
  return (
    <section className="admin-panel" aria-labelledby="admin-chat-title">
      <h1 id="admin-chat-title">Chat</h1>
      {threads.length === 0 ? <p>Belum ada percakapan.</p> : null}
      <ul className="admin-list">
        {threads.map((thread) => (
          <li key={thread.customer_id}>
            <Link to={adminChatHref(thread.customer_id)}>
              {thread.customer_name}
              {thread.unread > 0 ? (
                <>
                  {" "}
                  <span className="admin-badge">{thread.unread}</span>
                  <span className="sr-only"> pesan belum dibaca</span>
                </>
              ) : null}
            </Link>
            {thread.last_message ? (
              <p className="admin-muted">
                {thread.last_message}
                {thread.last_at ? ` · ${formatDate(thread.last_at, "DD MMMM YYYY HH:mm")} WITA` : ""}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
