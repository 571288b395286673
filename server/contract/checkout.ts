// Checkout (`transaction/checkout…`): the chosen cart lines with address, courier, negotiation and
// partial delivery. The API computes every figure; the BFF only shows them.
//
// Additions to the spec's call table (both reset the shipping choice, because the quotes depend on them):
// - `POST transaction/checkout/address/:checkoutId` (form satker_id): choosing another address clears
//   courier, service, costs and shipping negotiation.
// - `POST transaction/checkout/partial` (form checkout_detail_id, partial_qty[]): stores a line's partial
//   deliveries (an empty list clears them); the batches change, so courier, service, costs and shipping
//   negotiation are cleared too.
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { lineProduct, MAX_QTY, qtyField } from "./cart";

export const SHIPPING_NEGO_MAX_DIGITS = 7;
export const PRICE_NEGO_MAX_LENGTH = 10;
/** Delivery batches a checkout may be split into. */
export const MAX_PARTIALS = 20;

export const checkoutMessages = {
  selectProduct: "Silahkan Pilih Produk!",
  qtyCount: "Jumlah qty harus sesuai dengan produk yang dipilih.",
  chooseCourier: "Silahkan pilih kurir terlebih dahulu",
  chooseCourierForPrice:
    "Silahkan pilih kurir dan layanan ekspedisi terlebih dahulu sebelum melakukan negosiasi harga.",
  tooLong: "Data terlalu panjang!",
  digits: "Pastikan data yang diinput berupa angka",
  partialMismatch: "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan",
  partialSingleQty: "Pengiriman partial hanya untuk produk dengan jumlah lebih dari 1.",
  tooManyPartials: `Pengiriman partial maksimal ${MAX_PARTIALS} kali.`,
  productDisabled: (name: string) => `Produk ${name} sudah dinonaktifkan.`,
  stockShort: (name: string) => `Stok ${name} tidak mencukupi.`,
} as const;

/** `POST transaction/checkout`: `cart_id[]` with the matching `qty[]` (omitted: each line's cart qty). */
export const createCheckoutBody = z.object({
  customer_id: idParam,
  cart_id: z.array(idParam).max(200).default([]),
  qty: z.array(qtyField).max(200).optional(),
});
export type CreateCheckoutBody = z.input<typeof createCheckoutBody>;

export const checkoutParams = z.object({ checkoutId: idParam });
export const idResponse = envelope(z.object({ id: z.number().int() }));

/**
 * `POST …/checkout/partial`: the checkout's id, and the shipping negotiation the new batches cleared
 * (its amount; null when there was none), so the page can say it is gone.
 */
export const setPartialsResponse = envelope(
  z.object({ id: z.number().int(), dropped_shipping_cost_nego: z.number().int().nullable() }),
);

/** `POST …/address/:checkoutId`. */
export const setCheckoutAddressBody = z.object({ satker_id: idParam });

/** Digits only (empty allowed: it cancels); `max` characters. */
const digitsField = (max: number) =>
  z.string().trim().max(max, checkoutMessages.tooLong).regex(/^\d*$/, checkoutMessages.digits).optional();

/** `POST …/shipping-negotiation`: an empty amount cancels the negotiation. */
export const negotiateShippingBody = z.object({
  checkout_id: idParam,
  shipping_cost_nego: digitsField(SHIPPING_NEGO_MAX_DIGITS),
});
export type NegotiateShippingBody = z.input<typeof negotiateShippingBody>;

/** `POST …/price-negotiation`: an empty price cancels the line's negotiation. */
export const negotiatePriceBody = z.object({
  checkout_detail_id: idParam,
  price_nego: digitsField(PRICE_NEGO_MAX_LENGTH),
});
export type NegotiatePriceBody = z.input<typeof negotiatePriceBody>;

/** `POST …/partial`: empty and zero values are ignored; none left clears the line's partials. */
export const setPartialsBody = z.object({
  checkout_detail_id: idParam,
  partial_qty: z
    .array(
      z.string().trim().max(String(MAX_QTY).length, checkoutMessages.tooLong).regex(/^\d*$/, checkoutMessages.digits),
    )
    .max(MAX_PARTIALS * 2)
    .default([]),
});
export type SetPartialsBody = z.input<typeof setPartialsBody>;

export const partialQty = z.object({ partial_id: z.number().int(), qty: z.number().int() });

export const checkoutDetail = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  qty: z.number().int(),
  /** The unit price that applies now: the promo price when there is one. */
  price: z.number().int(),
  price_nego: z.number().int().nullable(),
  is_nego: z.boolean(),
  subtotal: z.number().int(),
  subtotal_nego: z.number().int().nullable(),
  notes: z.string().nullable(),
  is_partial: z.boolean(),
  /** Partial deliveries by batch; empty when the line travels whole with batch 1. */
  has_partial: z.array(partialQty),
  product: lineProduct,
});
export type CheckoutDetail = z.infer<typeof checkoutDetail>;

export const batchShippingCost = z.object({
  partial_id: z.number().int(),
  shipping_cost: z.number().int(),
  etd: z.string(),
});

export const checkoutSummary = z.object({
  total_qty: z.number().int(),
  total_price: z.number().int(),
  /** Items total with the negotiated subtotal where a line is negotiated (= total_price when none is). */
  total_price_nego: z.number().int(),
  /** 11% of each line's (negotiated) subtotal, rounded per line, summed. */
  total_ppn: z.number().int(),
  /** The negotiated shipping cost when set, otherwise the chosen services' sum (0 before a choice). */
  shipping: z.number().int(),
  grand_total: z.number().int(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

export const checkout = z.object({
  id: z.number().int(),
  satker_id: z.number().int().nullable(),
  shipping_courier: z.string().nullable(),
  shipping_service: z.string().nullable(),
  /** Sum of the batches' chosen costs. */
  shipping_cost: z.number().int().nullable(),
  shipping_cost_nego: z.number().int().nullable(),
  shipping_costs: z.array(batchShippingCost),
  /** Delivery batches (partial_id 1..batches); each gets its own shipping quote. */
  batches: z.number().int(),
  checkout_detail: z.array(checkoutDetail),
  summary: checkoutSummary,
  /** Echoed by `transaction/create`: a repeated submission returns the first result. */
  idempotency_key: z.string(),
});
export type Checkout = z.infer<typeof checkout>;

export const checkoutResponse = envelope(checkout);
