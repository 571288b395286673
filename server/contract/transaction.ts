// Purchase requests: `transaction/create` turns a checkout into a transaction; `transaction/:id` reads one.
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import {
  lineComplaint,
  linePriceNegotiation,
  lineReview,
  negotiationRound,
  orderComplaint,
  orderCustomer,
  orderCustomerAddress,
  orderReview,
} from "./order";
import { buyerPayment } from "./payment";
import { spkRecord } from "./spk";
import { TEAM_ROLES, unitOfficials } from "./team";

export const transactionMessages = {
  chooseService: "Silahkan pilih layanan ekspedisi terlebih dahulu",
  partialMismatch: "Pastikan jumlah partial sesuai dengan jumlah produk",
  staleTotals: "Total pesanan sudah berubah. Silahkan muat ulang halaman checkout dan periksa kembali pesanan Anda.",
  staleCheckout: "Halaman checkout sudah tidak berlaku. Silahkan muat ulang halaman checkout.",
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

/** `GET transaction/by-key/:key`: the caller's purchase request made with this idempotency key. */
export const transactionKeyParams = z.object({ key: z.string().trim().min(1).max(100) });

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
  /** The rounds that priced this line, oldest first. */
  price_negotiation: z.array(linePriceNegotiation),
  review: lineReview.nullable(),
  complaint: lineComplaint.nullable(),
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
  /** The number of negotiation rounds so far. */
  nego_step: z.number().int(),
  /** The buyer block (current profile). */
  customer: orderCustomer,
  customer_address: orderCustomerAddress.nullable(),
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

/**
 * `GET transaction/:id`: the order (`data`), its delivery block (`address`), its negotiation rounds
 * oldest first, and its reviews and complaints (`complaint`, as the spec names it), oldest first.
 */
export const transactionAnswer = z.object({
  data: transaction,
  address: transactionAddress,
  negotiations: z.array(negotiationRound),
  reviews: z.array(orderReview),
  complaint: z.array(orderComplaint),
  /** The latest payment (the Pembayaran tab: its status, service, deadline, proof); null before any. */
  payment: buyerPayment.nullable(),
  /** The saved SPK; null before it is saved. */
  spk: spkRecord.nullable(),
});
export type TransactionAnswer = z.infer<typeof transactionAnswer>;

/**
 * The buyer's order page: the order and the caller's roles in its work unit, so that the page offers
 * only the steps the caller may take (decision 0151) without asking for the team as well.
 */
export const buyerTransactionAnswer = transactionAnswer.extend({
  my_roles: z.array(z.enum(TEAM_ROLES)),
  /** The unit's PPK and Bendahara holders: the SPK form starts from them (issue 25). */
  unit_officials: unitOfficials,
});
export type BuyerTransactionAnswer = z.infer<typeof buyerTransactionAnswer>;

export const transactionResponse = envelope(buyerTransactionAnswer);

// ---------- the buyer's transaction list (`GET transaction/list-transaction/:userId`) ----------

/** Page sizes of the profile tables (spec §9); the first is the default. */
export const TRANSACTION_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 5;
export const TRANSACTION_SEARCH_MAX_LENGTH = 100;
export const MAX_TRANSACTION_PAGE = 100_000;

export const transactionListMessages = {
  perPage: "Jumlah data per halaman harus 5, 10, 25, 50 atau 100",
  page: "Halaman harus berupa angka bulat",
  search: "Kata kunci pencarian terlalu panjang!",
} as const;

/**
 * Statuses whose badge reads a label instead of the raw status (profile-area §4, compared ignoring
 * case); every other status shows its raw text.
 */
export const transactionListParams = z.object({ userId: idParam });

const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * `search` matches the invoice, the status (raw or its label) or the date as shown ("3 September 2026",
 * "03 September 2026", "2026-09-03"; WITA), ignoring case. `page` below 1 is 1; past the last page the
 * list is empty. `per_page` is one of TRANSACTION_PAGE_SIZES.
 */
export const transactionListQuery = z.object({
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(TRANSACTION_SEARCH_MAX_LENGTH, transactionListMessages.search).optional(),
  ),
  page: z.preprocess(
    (value) => blankToUndefined(value) ?? 1,
    z.coerce
      .number({ error: transactionListMessages.page })
      .int(transactionListMessages.page)
      .transform((page) => Math.min(Math.max(page, 1), MAX_TRANSACTION_PAGE)),
  ),
  per_page: z.preprocess(
    (value) => blankToUndefined(value) ?? DEFAULT_TRANSACTION_PAGE_SIZE,
    z.coerce
      .number({ error: transactionListMessages.perPage })
      .refine((size) => (TRANSACTION_PAGE_SIZES as readonly number[]).includes(size), transactionListMessages.perPage),
  ),
});
/** The query as a client sends it. */
export type TransactionListQuery = { search?: string; page?: number | string; per_page?: number | string };

export const transactionListItem = z.object({
  id: z.number().int(),
  invoice: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  status: z.string(),
});
export type TransactionListItem = z.infer<typeof transactionListItem>;

/** One page, newest first by created_at, with Laravel-style paging figures. */
export const transactionListResult = z.object({
  data: z.array(transactionListItem),
  current_page: z.number().int(),
  per_page: z.number().int(),
  /** Rows matching the search. */
  total: z.number().int(),
  /** Pages of the matching rows; 0 when none match. */
  last_page: z.number().int(),
});
export type TransactionListResult = z.infer<typeof transactionListResult>;

export const transactionListResponse = envelope(transactionListResult);
