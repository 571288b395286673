// The seller console's frame: only for a signed-in seller (`__admin`; a buyer's cookie opens
// nothing here), with the console's navigation and the count of orders waiting for the seller.
import { redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { waitingOrderCount } from "~/services/seller-order.server";
import authCss from "~/styles/auth.css";
import adminCss from "~/styles/admin.css";
import profileCss from "~/styles/profile.css";
import { ADMIN_HOME_PATH, requireSeller } from "~/utils/admin-session.server";
import { adminPaths } from "~/utils/admin-hrefs";

const menu = [
  { to: adminPaths.orders, label: "Pesanan" },
  { to: adminPaths.products, label: "Produk" },
  { to: adminPaths.reviews, label: "Ulasan" },
  { to: adminPaths.complaints, label: "Komplain" },
  { to: adminPaths.chat, label: "Chat" },
  { to: adminPaths.identity, label: "Identitas Dokumen" },
] as const;

const WAITING_BADGE_ID = "pesanan-menunggu";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: authCss },
  { rel: "stylesheet", href: profileCss },
  { rel: "stylesheet", href: adminCss },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const seller = await requireSeller(request);
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "");
  if (pathname === "/admin") throw redirect(ADMIN_HOME_PATH);
  // A failing count shows no badge rather than no console (a 401 still ends the session).
  const waiting = await waitingOrderCount(request).catch((error: unknown) => {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return 0;
  });
  return { name: seller.name, waiting };
}

export default function AdminLayout() {
  const { name, waiting } = useLoaderData<typeof loader>();
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  return (
    <>
      <a href="#konten" className="skip-link">
        Langsung ke konten
      </a>
      <header className="admin-header">
        <div className="admin-header__inner">
          <Link to={ADMIN_HOME_PATH} className="admin-header__brand">
            {SITE_NAME} · Konsol Penjual
          </Link>
          <div className="admin-header__user">
            <span>{name}</span>
            <Form method="post" action="/admin/logout" reloadDocument>
              <AuthenticityTokenInput />
              <button type="submit" className="button button--outline">
                Keluar
              </button>
            </Form>
          </div>
        </div>
      </header>
      <nav className="admin-nav" aria-label="Menu penjual">
        <ul>
          {menu.map((item) => {
            const current =
              pathname === item.to ? "page" : pathname.startsWith(`${item.to}/`) ? ("true" as const) : undefined;
            const badge = item.to === adminPaths.orders && waiting > 0;
            return (
              <li key={item.to}>
                <Link to={item.to} aria-current={current} aria-describedby={badge ? WAITING_BADGE_ID : undefined}>
                  {item.label}
                  {badge ? (
                    <span id={WAITING_BADGE_ID} className="admin-badge">
                      {waiting}
                      <span className="sr-only"> pesanan menunggu tindakan</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="konten" className="admin-main">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <main id="konten" className="admin-main">
      <RouteErrorPage />
    </main>
  );
}
