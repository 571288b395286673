// The buyer's side of a negotiation (profile-area §4 "Negotiation and SPK", §5 "Counter-offer"): a
// counter-offer round while the order is pending and the last round is the seller's. Accepting a
// negotiated deal (confirmed → process) is the shared `updateOrderStatus` call (endpoints-seller.ts).
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { ORDER_STATUSES } from "./order-status";
import { blankToUndefined } from "./seller-fields";

/** Not in the spec: bounds so a price or a note cannot be absurd. */
export const COUNTER_OFFER_MAX_PRICE = 999_999_999_999;
export const COUNTER_OFFER_NOTE_MAX_LENGTH = 1000;

export const negotiationMessages = {
  /** Spec §5 "Counter-offer": neither a new shipping price nor a changed product price. */
  empty: "mohon untuk mengisi data terlebih dahulu",
  price: "Harga yang diajukan harus berupa angka",
  priceMin: "Harga yang diajukan minimal Rp 1",
  priceMax: "Harga yang diajukan terlalu besar",
  shippingMin: "Harga ongkir yang diajukan tidak boleh kurang dari 0",
  lines: "Jumlah produk, harga lama dan harga baru tidak sesuai",
  lineId: "Produk pesanan tidak valid",
  noteMax: `Catatan maksimal ${COUNTER_OFFER_NOTE_MAX_LENGTH} karakter`,
  sent: "Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya",
} as const;

/** Digits only (the spec's negotiated prices accept digits only); blank is "not given". */
const digits = (min: number, minMessage: string) =>
  z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      if (typeof present !== "string") return present;
      return /^\d{1,15}$/.test(present.trim()) ? Number(present.trim()) : Number.NaN;
    },
    z
      .number({ error: negotiationMessages.price })
      .int(negotiationMessages.price)
      .min(min, minMessage)
      .max(COUNTER_OFFER_MAX_PRICE, negotiationMessages.priceMax)
      .optional(),
  );

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(200, negotiationMessages.lines),
  );

/**
 * `POST transaction/store-negotiation/:transactionId` (JSON, as the spec sends it; a form is read the
 * same way): `transaction_id`, `old_shipping_price`/`new_shipping_price`, the parallel lists
 * `transaction_detail_id[]`, `old_price[]`, `new_price[]` (per unit), `notes`, only the fields that
 * apply. The `old_*` values are the client's view and are not trusted: the API prices from its own
 * last round. Nothing changed (no new shipping price and every line at its current price) is a 400
 * `mohon untuk mengisi data terlebih dahulu` (the API decides, as only it knows the current prices).
 */
export const counterOfferBody = z
  .object({
    transaction_id: z.preprocess(blankToUndefined, idParam.optional()),
    old_shipping_price: digits(0, negotiationMessages.shippingMin),
    new_shipping_price: digits(0, negotiationMessages.shippingMin),
    transaction_detail_id: list(idParam),
    old_price: list(digits(0, negotiationMessages.priceMin)),
    new_price: list(digits(1, negotiationMessages.priceMin)),
    notes: z.preprocess(
      blankToUndefined,
      z.string().trim().max(COUNTER_OFFER_NOTE_MAX_LENGTH, negotiationMessages.noteMax).optional(),
    ),
  })
  .refine((body) => body.transaction_detail_id.length === body.new_price.length, {
    error: negotiationMessages.lines,
    path: ["new_price"],
  });
export type CounterOfferBody = z.input<typeof counterOfferBody>;

/** What a buyer's negotiation call answers: the order's id, its status and round count after it. */
export const buyerNegotiationResponse = envelope(
  z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES), nego_step: z.number().int() }),
);

export const negotiationParams = z.object({ transactionId: idParam });
