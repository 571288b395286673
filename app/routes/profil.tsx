// The profile area: only for a logged-in buyer; the shop chrome with the area's side menu.
import { redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, NavLink, Outlet, useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { BottomBar } from "~/components/chrome/bottom-bar";
import { Footer } from "~/components/chrome/footer";
import { Navbar } from "~/components/chrome/navbar";
import { ScrollTop } from "~/components/chrome/scroll-top";
import { MAIN_CONTENT_ID } from "~/components/chrome/site";
import { useRootData } from "~/components/chrome/use-root-data";
import { RouteErrorPage } from "~/components/error-page";
import { LogoutForm } from "~/components/logout-form";
import authCss from "~/styles/auth.css";
import { requireUser } from "~/utils/auth.server";

const menu = [
  { to: "/profil/beranda", label: "Beranda" },
  { to: "/profil/transaksi", label: "Daftar Transaksi" },
  { to: "/profil/chat", label: "Chat" },
  { to: "/profil/alamat", label: "Alamat" },
] as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authCss }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  if (new URL(request.url).pathname.replace(/\/+$/, "") === "/profil") throw redirect("/profil/beranda");
  return null;
}

export default function ProfileLayout() {
  const { setting, categories, loggedIn, cart } = useRootData();
  return (
    <div className="shop">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Langsung ke konten utama
      </a>
      <Navbar setting={setting} categories={categories} loggedIn={loggedIn} cart={cart} />
      <div className="container profile">
        <nav className="profile__menu" aria-label="Menu profil">
          <ul>
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="profile__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <LogoutConfirm />
            </li>
          </ul>
        </nav>
        <main id={MAIN_CONTENT_ID} className="profile__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer setting={setting} />
      <ScrollTop />
      <BottomBar />
    </div>
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
