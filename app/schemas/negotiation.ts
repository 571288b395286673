// The Negosiasi tab's forms: the buyer's counter-offer (new unit prices and/or a new shipping price,
// a note), the shipping-cost proposal dialog ('Pengajuan Harga Ongkir') and accepting the deal. The
// contract's messages; the API decides again with its own prices (decision 0095).
import { idParam } from "@contract/envelope";
import { COUNTER_OFFER_MAX_PRICE, COUNTER_OFFER_NOTE_MAX_LENGTH, negotiationMessages } from "@contract/negotiation";
import * as z from "zod";

/** The longest rupiah figure the boxes take (the contract's maximum has 12 digits). */
export const NEGO_PRICE_MAX_DIGITS = String(COUNTER_OFFER_MAX_PRICE).length;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Digits only; blank is "not changed" (undefined). */
const newPrice = (min: number, minMessage: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\d+$/, { error: negotiationMessages.price, abort: true })
      .max(NEGO_PRICE_MAX_DIGITS, { error: negotiationMessages.priceMax, abort: true })
      .transform(Number)
      .pipe(z.number().int().min(min, minMessage).max(COUNTER_OFFER_MAX_PRICE, negotiationMessages.priceMax))
      .optional(),
  );

/** A figure the page itself rendered (the current price): a whole number or absent. */
const shownPrice = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.coerce.number().int().min(0).max(COUNTER_OFFER_MAX_PRICE).optional(),
);

const notes = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z.string().trim().max(COUNTER_OFFER_NOTE_MAX_LENGTH, negotiationMessages.noteMax).optional(),
);

type Line = { transaction_detail_id: number; old_price?: number; new_price?: number };

/** A line whose box holds a price other than its current one. */
export const changedLines = (lines: readonly Line[]) =>
  lines.filter((line) => line.new_price !== undefined && line.new_price !== line.old_price);

export const counterOfferForm = z
  .object({
    lines: z.preprocess(
      (value) => (blank(value) ? [] : value),
      z
        .array(
          z.object({
            transaction_detail_id: idParam,
            old_price: shownPrice,
            new_price: newPrice(1, negotiationMessages.priceMin),
          }),
        )
        .max(200),
    ),
    old_shipping_price: shownPrice,
    new_shipping_price: newPrice(0, negotiationMessages.shippingMin),
    notes,
  })
  .superRefine((value, ctx) => {
    // Spec §5 "Counter-offer": a new shipping price or at least one changed product price.
    if (value.new_shipping_price === undefined && changedLines(value.lines).length === 0)
      ctx.addIssue({ code: "custom", path: [], message: negotiationMessages.empty });
  });
// (Runs only once every box parsed: a malformed price answers beside its box first.)
export type CounterOfferForm = z.output<typeof counterOfferForm>;

/** 'Pengajuan Harga Ongkir': 'Harga yang diajukan' alone. */
export const shippingProposalForm = z.object({
  old_shipping_price: shownPrice,
  new_shipping_price: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .string({ error: negotiationMessages.empty })
      .trim()
      .regex(/^\d+$/, { error: negotiationMessages.price, abort: true })
      .max(NEGO_PRICE_MAX_DIGITS, { error: negotiationMessages.priceMax, abort: true })
      .transform(Number),
  ),
  notes,
});

export const acceptDealForm = z.object({});
