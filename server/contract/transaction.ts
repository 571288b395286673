// Purchase requests: `transaction/create` turns a checkout into a transaction; `transaction/:id` reads one.
import * as z from "zod";
import { envelope, idParam } from "./envelope";

export const transactionMessages = {
  chooseService: "Silahkan pilih layanan ekspedisi terlebih dahulu",
  partialMismatch: "Pastikan jumlah partial sesuai dengan jumlah produk",
  staleTotals: "Total pesanan sudah berubah. Silakan muat ulang halaman checkout dan periksa kembali pesanan Anda.",
  staleCheckout: "Halaman checkout sudah tidak berlaku. Silakan muat ulang halaman checkout.",
  noAddress: "Silahkan pilih alamat pengiriman terlebih dahulu",
  emptyCheckout: "Checkout tidak memiliki produk.",
  stockShort: (name: string) => `Stok ${name} tidak mencukupi.`,
  productDisabled: (name: string) => `Produk ${name} sudah dinonaktifkan.`,
} as const;

/**
 * `POST transaction/create` (JSON). `idempotency_key` comes from `detail-checkout`; without it the
 * checkout's own key is used. A repeat returns the first transaction.
 */
export const createTransactionBody = z.object({
  checkout_id: idParam,
  total_ppn: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** One entry per line: its partial quantities (a line without partials: one partial of its qty). */
  partial: z
    .array(z.object({ id: idParam, partial_qty: z.array(z.coerce.number().int().min(0).max(99_999)).max(40) }))
    .max(200)
    .default([]),
  idempotency_key: z.string().trim().min(1).max(100).optional(),
});
export type CreateTransactionBody = z.input<typeof createTransactionBody>;

export const transactionParams = z.object({ transactionId: idParam });

export const transactionDetail = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name_product: z.string(),
  qty: z.number().int(),
  unit: z.string(),
  price: z.number().int(),
  /** Percent. */
  discount: z.number().int(),
  price_after_discount: z.number().int(),
  price_nego: z.number().int().nullable(),
  is_nego: z.boolean(),
  subtotal: z.number().int(),
  subtotal_nego: z.number().int().nullable(),
  notes: z.string().nullable(),
  image: z.string().nullable(),
  webp: z.string().nullable(),
  is_partial: z.boolean(),
  /** Quantity per delivery batch. */
  shipping: z.array(z.object({ partial_id: z.number().int(), qty: z.number().int() })),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;

export const transaction = z.object({
  id: z.number().int(),
  invoice: z.string(),
  status: z.string(),
  created_at: z.string(),
  shipping_courier: z.string(),
  shipping_service: z.string(),
  shipping_cost: z.number().int(),
  shipping_cost_nego: z.number().int().nullable(),
  total_qty: z.number().int(),
  total_price: z.number().int(),
  total_price_nego: z.number().int().nullable(),
  total_ppn: z.number().int(),
  grand_total: z.number().int(),
  transaction_detail: z.array(transactionDetail),
});
export type Transaction = z.infer<typeof transaction>;

/** The delivery address block, copied at purchase time. */
export const transactionAddress = z.object({
  shipping_courier: z.string(),
  shipping_service: z.string(),
  satker: z.string(),
  name_receipt: z.string(),
  phone_receipt: z.string(),
  address: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  postal_code: z.string(),
});
export type TransactionAddress = z.infer<typeof transactionAddress>;

export const transactionResponse = envelope(z.object({ data: transaction, address: transactionAddress }));
