import type { Category } from "@contract/category";
import type { ChromeSetting } from "~/root";
import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { telLink } from "~/utils/format";
import { LogoutForm } from "~/components/logout-form";
import { Icon } from "../icons";
import type { CartPreviewItem } from "~/schemas/cart";
import { CartDropdown } from "./cart-dropdown";
import { CategorySidebar } from "./category-sidebar";
import { SITE_NAME } from "~/utils/site";
import { useScrolled } from "./use-scrolled";

type NavbarProps = {
  setting: ChromeSetting;
  categories: Category[];
  loggedIn: boolean;
  cart: { count: number; items: CartPreviewItem[] };
};

/** The contact strip and the sticky bar with menu, logo, search, cart and account buttons. */
export function Navbar({ setting, categories, loggedIn, cart }: NavbarProps) {
  const scrolled = useScrolled(0);
  return (
    <>
      <div className="topbar">
        <div className="container topbar__inner">
          <a className="topbar__item" href={telLink(setting.phone)}>
            <Icon name="phone" size={16} />
            <span className="sr-only">Telepon: </span>
            {setting.phone}
          </a>
          <a className="topbar__item" href={`mailto:${setting.email}`}>
            <Icon name="mail" size={16} />
            <span className="sr-only">E-mail: </span>
            {setting.email}
          </a>
        </div>
      </div>
      <header className={scrolled ? "navbar navbar--scrolled" : "navbar"}>
        <div className="container navbar__inner">
          <CategorySidebar categories={categories} />
          <Link to="/" className="brand" aria-label={`${SITE_NAME}, ke beranda`}>
            <img src="/images/logo.svg" alt="" width={36} height={36} />
            <span className="brand__name" aria-hidden="true">
              {SITE_NAME}
            </span>
          </Link>
          <SearchForm />
          <div className="navbar__actions">
            <CartDropdown count={cart.count} items={cart.items} />
            {loggedIn ? (
              <>
                <Link to="/profil/beranda" className="button button--outline navbar__user">
                  <Icon name="user" size={18} />
                  <span>Profil Saya</span>
                </Link>
                <LogoutForm className="navbar__logout" />
              </>
            ) : (
              <>
                <Link to="/login" className="button button--outline">
                  Masuk
                </Link>
                <Link to="/register" className="button button--primary navbar__register">
                  Registrasi
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
    </>
  );
}

function SearchForm() {
  const [params] = useSearchParams();
  const location = useLocation();
  const current = location.pathname.startsWith("/produk") ? (params.get("search") ?? "") : "";
  return (
    <Form method="get" action="/produk" role="search" className="search" key={current}>
      <label htmlFor="cari-produk" className="sr-only">
        Cari produk
      </label>
      <input
        id="cari-produk"
        className="search__input"
        type="search"
        name="search"
        defaultValue={current}
        placeholder="Cari produk ..."
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search__button">
        <Icon name="search" size={18} />
        <span className="sr-only">Cari</span>
      </button>
    </Form>
  );
}
