// Cart lines (`transaction/cart…`) and the product-view record. Quantities arrive as form strings.
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { productImage, promo } from "./product";

/** Upper bound for any quantity field: keeps sums far from integer overflow. */
export const MAX_QTY = 99_999;
export const NOTE_MAX_LENGTH = 255;

export const cartMessages = {
  qtyNegative: "QTY tidak boleh negatif!",
  qtyMin: "Jumlah minimal 1",
  qtyInteger: "Jumlah harus berupa bilangan bulat",
  qtyMax: `Jumlah maksimal ${MAX_QTY}`,
  noteTooLong: `Catatan maksimal ${NOTE_MAX_LENGTH} karakter`,
  nothingToUpdate: "Tidak ada perubahan yang dikirim.",
  productNotFound: "Produk tidak ditemukan",
  productDisabled: "Produk sudah dinonaktifkan.",
  outOfStock: "Stok produk habis.",
} as const;

/** Add-to-cart refusal when the cart already holds `inCart` and one more add would pass the stock. */
export const cartLimitMessage = (inCart: number) =>
  `Jumlah barang di keranjang Anda sudah ${inCart}, tidak dapat menambah melebihi batas pembelian.`;
/** Quantity change above the stock. */
export const qtyAboveStockMessage = (stock: number) => `Jumlah melebihi stok yang tersedia (${stock}).`;

/** A quantity of at least 1: negative and zero get the spec's distinct messages. */
export const qtyField = z.coerce
  .number({ error: cartMessages.qtyInteger })
  .int(cartMessages.qtyInteger)
  .max(MAX_QTY, cartMessages.qtyMax)
  .superRefine((qty, ctx) => {
    if (qty < 0) ctx.addIssue({ code: "custom", message: cartMessages.qtyNegative });
    else if (qty < 1) ctx.addIssue({ code: "custom", message: cartMessages.qtyMin });
  });

/** The product as a cart or checkout line shows it. */
export const lineProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  /** `disabled` marks a deactivated product (badge 'Produk dinonaktifkan'). */
  status: z.string(),
  weight: z.number().int(),
  unit: z.object({ name: z.string() }),
  /** Active promos, cheapest first; the first one is the price that applies. */
  promo: z.array(promo),
  image: z.array(productImage),
});
export type LineProduct = z.infer<typeof lineProduct>;

export const cartLineRecord = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  qty: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export const cartLine = cartLineRecord.extend({ product: lineProduct });
export type CartLine = z.infer<typeof cartLine>;

export const cartUserParams = z.object({ userId: idParam });
export const cartLineParams = z.object({ cartId: idParam });

/** `POST transaction/cart`: adds to the line of the same product when there is one. */
export const addToCartBody = z.object({
  customer_id: idParam,
  product_id: idParam,
  qty: qtyField,
});
export type AddToCartBody = z.input<typeof addToCartBody>;

/** `update-note` (form, `_method=PUT`): `note` (empty clears it), `qty`, or both. */
export const updateCartLineBody = z.object({
  note: z.string().trim().max(NOTE_MAX_LENGTH, cartMessages.noteTooLong).optional(),
  qty: qtyField.optional(),
});
export type UpdateCartLineBody = z.input<typeof updateCartLineBody>;

/** Newest first; the dropdown shows the first 3. */
export const cartListResponse = envelope(z.array(cartLine));
export const cartLineResponse = envelope(cartLineRecord);
export const cartDeleteResponse = envelope(z.object({ id: z.number().int() }));

/** `POST product/customer/view/:id` (logged-in only, empty body). */
export const productViewResponse = envelope(z.object({ id: z.number().int(), view_count: z.number().int() }));
