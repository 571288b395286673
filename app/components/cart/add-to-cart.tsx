// The add-to-cart form of the product detail page (logged-in buyers). It posts to
// /keranjang-belanja/tambah: with JavaScript through a fetcher, whose refusal shows in a modal with an
// "Oke" button; without it as a plain post, whose refusal page shows the same modal.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormAlert } from "~/components/form-alert";

export const ADD_TO_CART_ROUTE = "/keranjang-belanja/tambah";
export const ADDED_TO_CART = "Produk berhasil ditambahkan ke keranjang";
export const ADD_FAILED_TITLE = "Gagal menambahkan ke keranjang";

export type AddToCartReply = { message: string; productId: number | null };

type AddToCartFormProps = {
  productId: number;
  stock: number;
  unit: string;
  /** The flash message of the page (e.g. "Produk berhasil ditambahkan ke keranjang"). */
  notice?: string | null;
  /** More actions beside the button (the price-negotiation info). */
  children?: ReactNode;
};

/** The detail page's purchase box for a logged-in buyer: quantity, stock, add button (and `children`). */
export function AddToCartForm({ productId, stock, unit, notice, children }: AddToCartFormProps) {
  const fetcher = useFetcher<AddToCartReply>();
  const busy = fetcher.state !== "idle";
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.message) setShown(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);
  return (
    <>
      <FormAlert message={notice} tone="success" />
      <fetcher.Form method="post" action={ADD_TO_CART_ROUTE} className="purchase">
        <AuthenticityTokenInput />
        <input type="hidden" name="product_id" value={productId} />
        <QuantityField stock={stock} unit={unit} required />
        <div className="purchase__actions">
          <button type="submit" className="button button--primary" disabled={busy || stock <= 0}>
            Tambah ke Keranjang
          </button>
          {children}
        </div>
      </fetcher.Form>
      {shown ? <RefusalModal message={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}

function RefusalModal({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="route-dialog"
      aria-labelledby="tambah-gagal"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="tambah-gagal" className="route-dialog__title">
        {ADD_FAILED_TITLE}
      </h2>
      <p role="alert">{message}</p>
      <div className="route-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Oke
        </button>
      </div>
    </dialog>
  );
}

/** The quantity to add, with the stock beside it (the visitor's box shows the same). */
export function QuantityField({ stock, unit, required }: { stock: number; unit: string; required?: boolean }) {
  return (
    <div className="purchase__qty">
      <label htmlFor="jumlah" className="field__label">
        Jumlah
      </label>
      <input
        id="jumlah"
        name="qty"
        className="input"
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(stock, 1)}
        defaultValue={1}
        required={required}
      />
      <StockLine stock={stock} unit={unit} />
    </div>
  );
}

export function StockLine({ stock, unit }: { stock: number; unit: string }) {
  return (
    <p className="purchase__stock">
      Stok: {stock.toLocaleString("id-ID")} {unit}
    </p>
  );
}
