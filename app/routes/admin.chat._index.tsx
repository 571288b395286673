// /admin/chat: one conversation per buyer, unread counts first, each opening its conversation page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { listChats } from "~/services/seller-feedback.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminChatHref } from "~/utils/admin-hrefs";
import { formatDate } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: `Chat | Konsol Penjual ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  const inbox = await listChats(request);
  return { threads: inbox.data, unreadTotal: inbox.unread_total };
}

export default function AdminChats() {
  const { threads, unreadTotal } = useLoaderData<typeof loader>();
  return (
    <section className="admin-panel" aria-labelledby="admin-chat-title">
      <h1 id="admin-chat-title">Chat</h1>
      <p>{unreadTotal > 0 ? `${unreadTotal} pesan belum dibaca` : "Semua pesan sudah dibaca"}</p>
      {threads.length === 0 ? <p>Belum ada percakapan.</p> : null}
      <ul className="admin-list">
        {threads.map((thread) => (
          <li key={thread.buyer.id}>
            <Link to={adminChatHref(thread.buyer.id)}>
              {thread.buyer.name}
              {thread.unread > 0 ? (
                <>
                  {" "}
                  <span className="admin-badge">{thread.unread}</span>
                  <span className="sr-only"> pesan belum dibaca</span>
                </>
              ) : null}
            </Link>
            <p className="admin-muted">
              {thread.last_message.is_user ? "" : "Anda: "}
              {thread.last_message.message} · {formatDate(thread.last_message.created_at, "DD MMMM YYYY HH:mm")} WITA
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
