import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import type { CartLine } from "@contract/cart";
import { NOTE_MAX_LENGTH } from "@contract/cart";
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { hiddenInputProps, useShopForm } from "~/components/forms";
import { Picture } from "~/components/picture";
import { Price } from "~/components/price";
import { productHref } from "~/utils/hrefs";
import { formatRupiah } from "~/utils/format";
import { defaultImage } from "~/utils/image";
import { cartNoteForm, cartQtyForm, lineBlock, linePrice } from "~/schemas/cart";

export const CART_ROUTE = "/keranjang-belanja";
/** The cart's main form (ticks, "Hitung ulang", Checkout); the checkboxes join it with `form=`. */
export const CART_FORM_ID = "keranjang";

type CartLineRowProps = {
  line: CartLine;
  ticked: boolean;
  onTick: (checked: boolean) => void;
  qtyResult?: SubmissionResult<string[]>;
  /** The delete dialog is open for this line (a quantity of 0 asks first): the box shows the real quantity again. */
  asking?: boolean;
  noteResult?: SubmissionResult<string[]>;
};

export function CartLineRow({ line, ticked, onTick, qtyResult, noteResult, asking = false }: CartLineRowProps) {
  const block = lineBlock(line);
  const image = defaultImage(line.product.image);
  const promo = line.product.promo[0];
  const checkboxId = `pilih-${line.id}`;
  return (
    <tr className={block ? "cart-line cart-line--blocked" : "cart-line"}>
      <td className="cart-line__tick">
        <input
          type="checkbox"
          id={checkboxId}
          form={CART_FORM_ID}
          name="cart_id"
          value={line.id}
          checked={ticked && !block}
          disabled={block !== null}
          onChange={(event) => onTick(event.target.checked)}
          aria-describedby={block ? `status-${line.id}` : undefined}
        />
        <label htmlFor={checkboxId} className="sr-only">
          Pilih {line.product.name}
        </label>
      </td>
      <td className="cart-line__image">
        {image ? <Picture src={image.image} webp={image.webp} alt="" width={72} height={72} lazy /> : null}
      </td>
      <th scope="row" className="cart-line__name">
        <Link to={productHref(line.product.id)}>{line.product.name}</Link>
        {block ? (
          <span id={`status-${line.id}`} className="cart-badge">
            {block}
          </span>
        ) : null}
      </th>
      <td className="cart-line__stock" data-label="Stok">
        {line.product.stock.toLocaleString("id-ID")}
      </td>
      <td className="cart-line__qty" data-label="Jumlah">
        <QtyForm key={`${line.id}:${asking}`} line={line} lastResult={qtyResult} />
      </td>
      <td className="cart-line__price" data-label="Harga">
        <Price price={line.product.price} promo={promo} />
      </td>
      <td className="cart-line__subtotal" data-label="Subtotal">
        {formatRupiah(line.qty * linePrice(line))}
      </td>
      <td className="cart-line__actions">
        <NoteForm key={`${line.id}:${line.note ?? ""}`} line={line} lastResult={noteResult} />
        <Link
          to={`${CART_ROUTE}?modal=hapus&id=${line.id}`}
          preventScrollReset
          className="button button--outline button--danger cart-line__delete"
        >
          Hapus<span className="sr-only"> {line.product.name}</span>
        </Link>
      </td>
    </tr>
  );
}

function QtyForm({ line, lastResult }: { line: CartLine; lastResult?: SubmissionResult<string[]> }) {
  // The first quantity only: Conform resets the whole form (and what is being typed) when its
  // default changes; the box follows later quantities below.
  const [firstQty] = useState(() => String(line.qty));
  const [form, fields] = useShopForm({
    id: `qty-${line.id}`,
    schema: cartQtyForm,
    lastResult,
    defaultValue: { cart_id: String(line.id), qty: firstQty },
  });
  const { key, ...qtyProps } = getInputProps(fields.qty, { type: "number" });
  const button = useRef<HTMLButtonElement>(null);
  // The box follows the line's quantity when the cart reloads, unless the person typed something
  // else meanwhile (the cart reloads after every change, and typing goes on while it does): what
  // was typed since the last send stays, and is sent when the box is left.
  const box = useRef<HTMLInputElement>(null);
  const shown = useRef(String(line.qty));
  useEffect(() => {
    const input = box.current;
    const quantity = String(line.qty);
    if (input && (input.value === shown.current || input.value === quantity)) input.value = quantity;
    shown.current = quantity;
  }, [line.qty]);
  const formProps = getFormProps(form);
  // Spec: an empty quantity becomes 1, in the field too (the server reads it the same way). Only for
  // a real send: Conform's own checks while typing go through this handler too (and stop there).
  const fillEmptyQty = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    const input = event.currentTarget.elements.namedItem(fields.qty.name);
    if (!(input instanceof HTMLInputElement)) return;
    if (input.value.trim() === "") input.value = "1";
    // What is sent is what the box shows until the cart answers with the stored quantity.
    shown.current = input.value;
  };
  // With JavaScript a changed quantity is sent when the field is left (design §4), also by Tab onto
  // "Ubah"; only a pointer already pressing "Ubah" sends it itself.
  const pressingButton = useRef(false);
  const submitOnLeave = (event: FocusEvent<HTMLInputElement>) => {
    if (pressingButton.current || event.currentTarget.value === String(line.qty)) return;
    event.currentTarget.form?.requestSubmit(button.current);
  };
  return (
    <Form
      method="post"
      action={CART_ROUTE}
      {...formProps}
      onSubmit={fillEmptyQty}
      noValidate
      className="qty-form"
      preventScrollReset
    >
      <AuthenticityTokenInput />
      <input {...hiddenInputProps(fields.cart_id)} key={fields.cart_id.key} />
      <label htmlFor={fields.qty.id} className="sr-only">
        Jumlah {line.product.name}
      </label>
      <div className="qty-form__row">
        <input
          key={key}
          {...qtyProps}
          ref={box}
          inputMode="numeric"
          min={1}
          className="qty-form__input"
          onFocus={() => (pressingButton.current = false)}
          onBlur={submitOnLeave}
        />
        <span className="qty-form__unit">{line.product.unit.name}</span>
        <button
          ref={button}
          type="submit"
          name="intent"
          value="qty"
          className="button button--outline qty-form__button"
          onPointerDown={() => (pressingButton.current = true)}
          // Reset on the click, not on pointerup: a touch moves the focus only after lifting the finger.
          onClick={() => (pressingButton.current = false)}
        >
          Ubah<span className="sr-only"> jumlah {line.product.name}</span>
        </button>
      </div>
      <p id={fields.qty.errorId} className="field__error">
        {fields.qty.errors?.join(" ")}
      </p>
    </Form>
  );
}

function NoteForm({ line, lastResult }: { line: CartLine; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useShopForm({
    id: `note-${line.id}`,
    schema: cartNoteForm,
    lastResult,
    defaultValue: { cart_id: String(line.id), note: line.note ?? "" },
  });
  const { key, ...noteProps } = getTextareaProps(fields.note);
  return (
    <div className="note-form">
      {line.note ? <p className="note-form__current">Catatan: {line.note}</p> : null}
      <details open={Boolean(lastResult?.error)}>
        <summary className="button button--outline">
          Tulis catatan<span className="sr-only"> untuk {line.product.name}</span>
        </summary>
        <Form
          method="post"
          action={CART_ROUTE}
          {...getFormProps(form)}
          noValidate
          preventScrollReset
          className="note-form__form"
        >
          <AuthenticityTokenInput />
          <input {...hiddenInputProps(fields.cart_id)} key={fields.cart_id.key} />
          <label htmlFor={fields.note.id} className="note-form__label">
            Catatan untuk {line.product.name}
          </label>
          <textarea key={key} {...noteProps} maxLength={NOTE_MAX_LENGTH + 1} rows={2} className="note-form__input" />
          <p id={fields.note.errorId} className="field__error">
            {fields.note.errors?.join(" ")}
          </p>
          <button type="submit" name="intent" value="note" className="button button--primary">
            Simpan catatan
          </button>
        </Form>
      </details>
    </div>
  );
}
