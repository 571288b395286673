import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatRupiah } from "~/utils/format";
import { Icon } from "../icons";
import { Picture } from "../picture";
import type { CartPreviewItem } from "~/schemas/cart";

/** One line of the cart preview (the last 3 cart items, newest first). */

type CartDropdownProps = { count: number; items: CartPreviewItem[] };

const CART_HREF = "/keranjang-belanja";
const PANEL_ID = "keranjang-ringkas";

/** Without JavaScript a plain link to the cart; with it a disclosure with the last items. */
export function CartDropdown({ count, items }: CartDropdownProps) {
  const hydrated = useHydrated();
  const title = `Keranjang Saya (${count})`;
  if (!hydrated) {
    return (
      <Link to={CART_HREF} className="icon-button cart-button">
        <Icon name="cart" size={22} />
        <CountBadge count={count} />
        <span className="sr-only">{title}</span>
      </Link>
    );
  }
  return <CartDisclosure count={count} items={items} title={title} />;
}

function CartDisclosure({ count, items, title }: CartDropdownProps & { title: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="cart-dropdown"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button cart-button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="cart" size={22} />
        <CountBadge count={count} />
        <span className="sr-only">{title}</span>
      </button>
      <div id={PANEL_ID} className="cart-dropdown__panel" hidden={!open}>
        <h2 className="cart-dropdown__title">{title}</h2>
        {items.length === 0 ? (
          <p className="cart-dropdown__empty">Keranjang belanja kosong ..</p>
        ) : (
          <ul className="cart-dropdown__list">
            {items.map((item) => (
              <CartPreviewLine key={item.id} item={item} />
            ))}
          </ul>
        )}
        <Link to={CART_HREF} className="button button--primary button--block">
          Lihat Keranjang
        </Link>
      </div>
    </div>
  );
}

function CartPreviewLine({ item }: { item: CartPreviewItem }) {
  const price = item.promo?.price_promo ?? item.price;
  return (
    <li className="cart-dropdown__item">
      {item.image ? <Picture src={item.image.image} webp={item.image.webp} alt="" width={48} height={48} lazy /> : null}
      <div>
        <p className="cart-dropdown__name">{item.name}</p>
        <p className="cart-dropdown__line">
          {item.qty} x {formatRupiah(price)}
          {item.promo ? (
            <>
              {" "}
              <del>
                <span className="sr-only">Harga normal </span>
                {formatRupiah(item.price)}
              </del>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? "99+" : count}
    </span>
  );
}
