// The cart page's form schemas, shared by the route's action and the browser (Conform).
import { addToCartBody, cartMessages, MAX_QTY, NOTE_MAX_LENGTH, type CartLine } from "@contract/cart";
import { checkoutMessages } from "@contract/checkout";
import { idParam } from "@contract/envelope";
import * as z from "zod";

/** Add to cart (product detail): the API's add body without the owner (the session's user). */
export const addToCartForm = addToCartBody.omit({ customer_id: true });

/** Spec: an empty quantity becomes 1; a negative one is refused; zero asks to delete the line. */
export const cartQtyForm = z.object({
  cart_id: idParam,
  qty: z.preprocess(
    (value) => (value === undefined || value === "" ? "1" : value),
    z.coerce
      .number({ error: cartMessages.qtyInteger })
      .int(cartMessages.qtyInteger)
      .min(0, cartMessages.qtyNegative)
      .max(MAX_QTY, cartMessages.qtyMax),
  ),
});

/** An empty note clears it. */
export const cartNoteForm = z.object({
  cart_id: idParam,
  note: z.string().trim().max(NOTE_MAX_LENGTH, cartMessages.noteTooLong).optional(),
});

export const cartDeleteForm = z.object({ cart_id: idParam });

export const cartCheckoutForm = z.object({
  cart_id: z.array(idParam, { error: checkoutMessages.selectProduct }).min(1, checkoutMessages.selectProduct).max(200),
});

/** The no-JS "Hitung ulang": the ticked lines, nothing else. */
export const cartTickForm = z.object({ cart_id: z.array(idParam).max(200).default([]) });

/** The price that applies: the first promo's, else the product's. */
export const linePrice = (line: CartLine) => line.product.promo[0]?.price_promo ?? line.product.price;

/** Why a line cannot be ticked, if it cannot (its badge). */
export function lineBlock(line: CartLine): "Produk dinonaktifkan" | "Stok kurang" | null {
  if (line.product.status === "disabled") return "Produk dinonaktifkan";
  if (line.product.stock < line.qty) return "Stok kurang";
  return null;
}

/** 'Ringkasan Belanja': item count and price of the ticked lines that may be ticked. */
export function cartSummary(lines: readonly CartLine[], ticked: ReadonlySet<number>) {
  const chosen = lines.filter((line) => ticked.has(line.id) && lineBlock(line) === null);
  return {
    lines: chosen.length,
    items: chosen.reduce((sum, line) => sum + line.qty, 0),
    total: chosen.reduce((sum, line) => sum + line.qty * linePrice(line), 0),
  };
}

/** A line of the navbar's cart preview (the root loader reads it, the dropdown shows it). */
export type CartPreviewItem = {
  id: number;
  name: string;
  qty: number;
  price: number;
  promo?: { price_promo: number; discount: number } | null;
  image?: { image: string; webp: string | null } | null;
};
