// The seller console's products (issue #11): the list with search, and price, stock and status.
// A disabled product leaves the catalogue; the cart badges it "Produk dinonaktifkan".
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { sellerPage, sellerPagingQuery, wholeNumberField } from "./seller-fields";

export const SELLER_PRODUCT_STATUSES = ["active", "disabled"] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];
export const SELLER_PRODUCT_MAX_PRICE = 999_999_999_999;
export const SELLER_PRODUCT_MAX_STOCK = 9_999_999;

export const sellerProductMessages = {
  price: "Harga wajib diisi",
  priceNumber: "Harga harus berupa angka bulat",
  priceMin: "Harga minimal Rp 1",
  priceMax: "Harga terlalu besar",
  stock: "Stok wajib diisi",
  stockNumber: "Stok harus berupa angka bulat",
  stockMin: "Stok tidak boleh kurang dari 0",
  stockMax: "Stok terlalu besar",
  status: "Status harus 'active' atau 'disabled'",
} as const;

/** `GET admin/product`: `search` in the name; newest first. Disabled products are listed too. */
export const sellerProductListQuery = sellerPagingQuery;

export const sellerProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  /** `active` (in the catalogue) or `disabled`. */
  status: z.enum(SELLER_PRODUCT_STATUSES),
  total_sold: z.number().int(),
  unit: z.string(),
  /** Storage path of the default picture, if any. */
  image: z.string().nullable(),
  updated_at: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProduct>;
export const sellerProductListResponse = envelope(sellerPage(sellerProduct));

export const sellerProductParams = z.object({ id: idParam });

/** `PUT admin/product/:id` (form, also POST with `_method=PUT`): `price` (rupiah), `stock`, `status`. */
export const sellerUpdateProductBody = z.object({
  price: wholeNumberField({
    required: sellerProductMessages.price,
    notWhole: sellerProductMessages.priceNumber,
    min: [1, sellerProductMessages.priceMin],
    max: [SELLER_PRODUCT_MAX_PRICE, sellerProductMessages.priceMax],
  }),
  stock: wholeNumberField({
    required: sellerProductMessages.stock,
    notWhole: sellerProductMessages.stockNumber,
    min: [0, sellerProductMessages.stockMin],
    max: [SELLER_PRODUCT_MAX_STOCK, sellerProductMessages.stockMax],
  }),
  status: z.enum(SELLER_PRODUCT_STATUSES, { error: sellerProductMessages.status }),
});
export type SellerUpdateProductBody = z.input<typeof sellerUpdateProductBody>;
export const sellerProductResponse = envelope(sellerProduct);
