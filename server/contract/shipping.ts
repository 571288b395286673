// Shipping quotes per delivery batch (RajaOngkir-like) and the stored choice.
import * as z from "zod";
import { envelope, idParam } from "./envelope";

export const shippingMessages = {
  unknownCourier: "Kurir tidak ditemukan.",
  courierDisabled: "Kurir tidak tersedia.",
  notServed: "Layanan pengiriman tidak tersedia untuk alamat tujuan.",
  unknownService: "Layanan ekspedisi tidak tersedia.",
  costMismatch: "Ongkos kirim tidak sesuai, silahkan pilih ulang layanan ekspedisi.",
  batchMismatch: "Ongkos kirim setiap pengiriman harus dipilih.",
} as const;

/** `POST transaction/checkout/get-shipping-cost/:checkoutId`. */
export const shippingQuoteBody = z.object({
  satker_id: idParam,
  courier: z.string().trim().min(1, "Silahkan pilih kurir").max(50),
});
export type ShippingQuoteBody = z.input<typeof shippingQuoteBody>;

export const shippingQuote = z.object({
  /** The delivery batch this quote is for. */
  partial_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  costs: z.array(
    z.object({
      service: z.string(),
      description: z.string(),
      cost: z.array(z.object({ value: z.number().int(), etd: z.string(), note: z.string() })),
    }),
  ),
});
export type ShippingQuote = z.infer<typeof shippingQuote>;
export const shippingQuoteResponse = envelope(z.array(shippingQuote));

/** `POST transaction/checkout/store-shipping-cost/:checkoutId` (JSON). Costs are checked against the API's own tariff. */
export const storeShippingBody = z.object({
  satker_id: idParam,
  shipping_courier: z.string().trim().min(1).max(50),
  shipping_service: z.string().trim().min(1).max(50),
  shipping_costs: z
    .array(
      z.object({
        partial_id: z.coerce.number().int().positive(),
        shipping_cost: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        etd: z.string().max(20),
      }),
    )
    .min(1)
    .max(50),
});
export type StoreShippingBody = z.input<typeof storeShippingBody>;
