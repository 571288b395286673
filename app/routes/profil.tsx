// The profile area: only for a logged-in buyer; the shop chrome with the area's side menu.
import { redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import type { MouseEvent } from "react";
import { ShopChrome } from "~/components/chrome/shop-chrome";
import { useNavigationSkeleton } from "~/components/chrome/use-navigation-skeleton";
import { MAIN_CONTENT_ID } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { ChatUnreadBadge } from "~/components/chat/chat-unread-badge";
import { CHAT_ROUTE } from "~/utils/chat-model";
import { LogoutForm } from "~/components/logout-form";
import { unreadChatBadge } from "~/services/chat.server";
import chatCss from "~/styles/chat.css";
import authCss from "~/styles/auth.css";
import profileCss from "~/styles/profile.css";
import { requireUser } from "~/utils/auth.server";

/**
 * The side menu (spec: Beranda, Sunting Pengguna, Daftar Transaksi, Chat, Alamat, Keluar; and Tim Satuan Kerja). `also`:
 * pages that belong to an entry, so it stays marked there (aria-current="true" instead of "page").
 */
const menu: readonly { to: string; label: string; also?: readonly string[] }[] = [
  { to: "/profil/beranda", label: "Beranda" },
  { to: "/profil/sunting-profil", label: "Sunting Pengguna", also: ["/profil/skeleton-sunting"] },
  {
    to: "/profil/transaksi",
    label: "Daftar Transaksi",
    // Reviews and complaints hang off an order (its Ulasan and Komplain tabs).
    also: [
      "/profil/detailtransaksi",
      "/profil/respon",
      "/profil/ulasan",
      "/profil/addulasan",
      "/profil/komplain",
      "/profil/addkomplain",
      "/profil/detailkomplain",
    ],
  },
  { to: "/profil/chat", label: "Chat" },
  { to: "/profil/alamat", label: "Alamat", also: ["/profil/tambah-alamat", "/profil/edit-alamat"] },
  // The work unit's people (issue 25), after the spec's entries.
  { to: "/profil/tim", label: "Tim Satuan Kerja" },
];

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: authCss },
  { rel: "stylesheet", href: profileCss },
  { rel: "stylesheet", href: chatCss },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "");
  if (pathname === "/profil") throw redirect("/profil/beranda");
  // The Chat entry's badge. The chat page reads the messages itself (no badge there); a failing count shows none.
  const unreadChat = pathname === CHAT_ROUTE ? 0 : await unreadChatBadge(request);
  return { unreadChat };
}

const CHAT_BADGE_ID = "chat-belum-dibaca";

/** The badge is counted again on the way into and out of the chat (opening it reads the messages). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate ||
  [currentUrl.pathname, nextUrl.pathname].some((path) => path.replace(/\/+$/, "") === CHAT_ROUTE);

export default function ProfileLayout() {
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  const { unreadChat } = useLoaderData<typeof loader>();
  const Skeleton = useNavigationSkeleton();
  return (
    <ShopChrome>
      <div className="container profile">
        <nav className="profile__menu" aria-label="Menu profil">
          <ul>
            {menu.map((item) => {
              const current = pathname === item.to ? "page" : item.also?.includes(pathname) ? "true" : undefined;
              const unread = item.to === CHAT_ROUTE && pathname !== CHAT_ROUTE ? unreadChat : 0;
              return (
                <li key={item.to} className={unread > 0 ? "profile__item--badged" : undefined}>
                  <Link
                    to={item.to}
                    className={current ? "profile__link active" : "profile__link"}
                    aria-current={current}
                    aria-describedby={unread > 0 ? CHAT_BADGE_ID : undefined}
                  >
                    {item.label}
                  </Link>
                  <ChatUnreadBadge id={CHAT_BADGE_ID} count={unread} />
                </li>
              );
            })}
            <li>
              <LogoutConfirm />
            </li>
          </ul>
        </nav>
        <main id={MAIN_CONTENT_ID} className="profile__main" tabIndex={-1} aria-busy={Skeleton ? true : undefined}>
          {Skeleton ? <Skeleton /> : <Outlet />}
        </main>
      </div>
    </ShopChrome>
  );
}

/** "Keluar" asks first (spec: 'Anda yakin ingin keluar?'); works as a disclosure without JavaScript. */
function LogoutConfirm() {
  const location = useLocation();
  const cancel = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    event.currentTarget.closest("details")?.removeAttribute("open");
  };
  return (
    <details className="profile__logout">
      <summary className="profile__link">Keluar</summary>
      <div className="profile__confirm">
        <p>Anda yakin ingin keluar?</p>
        <div className="profile__confirm-actions">
          <LogoutForm />
          <Link to={location.pathname} onClick={cancel} className="button button--plain">
            Batal
          </Link>
        </div>
      </div>
    </details>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
