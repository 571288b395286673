import type { Category } from "@contract/category";
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Icon } from "../icons";

type CategorySidebarProps = { categories: Category[] };

const PANEL_TITLE = "Kategori Produk";
const HEADING_ID = "kategori-produk-judul";

export function categoryHref(categoryId: number, subcategoryId?: number): string {
  const query = new URLSearchParams({ kategori: String(categoryId) });
  if (subcategoryId !== undefined) query.set("sub_kategori", String(subcategoryId));
  return `/produk?${query.toString()}`;
}

/**
 * The menu button and its category panel. Without JavaScript (and before hydration) a
 * `<details>` disclosure; with it a modal side drawer (`<dialog>`) that keeps focus inside,
 * closes on Escape and gives focus back to the button.
 */
export function CategorySidebar({ categories }: CategorySidebarProps) {
  const hydrated = useHydrated();
  return hydrated ? <CategoryDrawer categories={categories} /> : <CategoryDisclosure categories={categories} />;
}

function CategoryDisclosure({ categories }: CategorySidebarProps) {
  return (
    <details className="category-menu">
      <summary className="icon-button category-menu__button">
        <Icon name="menu" size={22} />
        <span className="sr-only">{PANEL_TITLE}</span>
      </summary>
      <div className="category-panel category-panel--dropdown">
        <CategoryNav categories={categories} />
      </div>
    </details>
  );
}

function CategoryDrawer({ categories }: CategorySidebarProps) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Following a link inside the drawer closes it.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  return (
    <>
      <button
        type="button"
        className="icon-button category-menu__button"
        aria-expanded={open}
        aria-controls="kategori-panel"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={22} />
        <span className="sr-only">{PANEL_TITLE}</span>
      </button>
      {/* A click on the backdrop lands on the dialog itself; keyboard users have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id="kategori-panel"
        className="category-panel category-panel--drawer"
        aria-labelledby={HEADING_ID}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className="category-panel__inner">
          <button type="button" className="icon-button category-panel__close" onClick={() => setOpen(false)}>
            <Icon name="close" />
            <span className="sr-only">Tutup</span>
          </button>
          <CategoryNav categories={categories} headingId={HEADING_ID} />
        </div>
      </dialog>
    </>
  );
}

function CategoryNav({ categories, headingId }: CategorySidebarProps & { headingId?: string }) {
  return (
    <nav className="category-nav" aria-labelledby={headingId ?? `${HEADING_ID}-statis`}>
      <h2 className="category-nav__title" id={headingId ?? `${HEADING_ID}-statis`}>
        {PANEL_TITLE}
      </h2>
      <ul className="category-nav__list">
        {categories.map((category) => (
          <li key={category.id}>
            {category.subcategory.length === 0 ? (
              <Link className="category-nav__link" to={categoryHref(category.id)}>
                {category.name}
              </Link>
            ) : (
              <details className="category-nav__group">
                <summary className="category-nav__link">
                  {category.name}
                  <Icon name="chevron-down" size={16} className="category-nav__chevron" />
                </summary>
                <ul className="category-nav__sublist">
                  {category.subcategory.map((sub) => (
                    <li key={sub.id}>
                      <Link className="category-nav__sublink" to={categoryHref(category.id, sub.id)}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
