// Following one order in the profile area (/profil/detailtransaksi): the buyer block, the negotiation
// rounds, the order's reviews and complaints (parts of `GET transaction/:id`) and the log
// (`GET transaction/log/:id`). transaction.ts builds the whole answer from these parts.
import * as z from "zod";
import { envelope } from "./envelope";
import { TEAM_ROLES } from "./team";

/** The buyer's own address as the profile holds it now, with its region names; null when none is set. */
export const orderCustomerAddress = z.object({
  address: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  postal_code: z.string(),
});
export type OrderCustomerAddress = z.infer<typeof orderCustomerAddress>;

/** The buyer block of Detail Pesanan (the current profile, not a copy made at purchase time). */
export const orderCustomer = z.object({
  name: z.string(),
  instance_name: z.string(),
  email: z.string(),
  phone: z.string(),
  nip: z.string().nullable(),
  name_pp: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomer>;

/** One round's new price for a line, as the line lists them (`price_negotiation`). */
export const linePriceNegotiation = z.object({
  nego_step: z.number().int(),
  is_admin: z.boolean(),
  new_price: z.number().int(),
});

/** A line's review (if any), so pages can tell which lines are still open. */
export const lineReview = z.object({ id: z.number().int(), star: z.number().int() });
/** A line's complaint (if any). */
export const lineComplaint = z.object({ id: z.number().int() });

export const productNegotiation = z.object({
  transaction_detail_id: z.number().int(),
  name_product: z.string(),
  /** Per unit, rupiah. */
  old_price: z.number().int(),
  new_price: z.number().int(),
  note: z.string().nullable(),
});

/** One negotiation round; `is_admin`: the seller's offer, otherwise the buyer's. */
export const negotiationRound = z.object({
  id: z.number().int(),
  nego_step: z.number().int(),
  is_admin: z.boolean(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  product_negotiation: z.array(productNegotiation),
  /** null when the round did not touch the shipping cost. */
  shipping_cost_negotiation: z.object({ old_price: z.number().int(), new_price: z.number().int() }).nullable(),
  /** The round's note (the seller's round note, else its first non-empty line note); null when none. */
  note: z.string().nullable(),
  /** ISO 8601, UTC: a seller round holds until the end of its "Berlaku sampai" day (WITA); null: no deadline. */
  valid_until: z.string().nullable(),
  /** The deadline has passed: the round can no longer be accepted ("Kedaluwarsa"). */
  expired: z.boolean(),
});
export type NegotiationRound = z.infer<typeof negotiationRound>;

/** The line an order's review or complaint is about. */
export const orderLineRef = z.object({
  id: z.number().int(),
  name_product: z.string(),
  image: z.string().nullable(),
  webp: z.string().nullable(),
});

/** A review of one of the order's lines; images are public (storage paths). */
export const orderReview = z.object({
  id: z.number().int(),
  star: z.number().int(),
  notes: z.string().nullable(),
  /** The seller's answer, read-only. */
  respon_notes: z.string().nullable(),
  created_at: z.string(),
  image: z.array(z.object({ image: z.string(), webp: z.string().nullable() })),
  transaction_detail: orderLineRef,
});
export type OrderReview = z.infer<typeof orderReview>;

/** A complaint about one of the order's lines. Its media are private: served elsewhere, never listed here. */
export const orderComplaint = z.object({
  id: z.number().int(),
  description_complaint: z.string(),
  respon_admin: z.string().nullable(),
  created_at: z.string(),
  transaction_detail: orderLineRef,
});
export type OrderComplaint = z.infer<typeof orderComplaint>;

// ---------- `GET transaction/log/:transactionId` ----------

/**
 * One timeline entry. `section_change` is one of: make order, price, shipping cost, status,
 * update status payment, request payment, payment, upload payment. Values are stored as text
 * (amounts as plain digits, statuses as raw status values).
 */
export const transactionLogEntry = z.object({
  id: z.number().int(),
  section_change: z.string(),
  name_section_change: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  /** The negotiation round a price or shipping-cost entry belongs to. */
  section_nego: z.number().int().nullable(),
  /** The line a price entry is about. */
  transaction_detail: z.object({ name_product: z.string() }).nullable(),
  /** Who took a buyer's step, as they were named then ("Disetujui oleh Siti Aminah (PPK)"); null otherwise. */
  actor_name: z.string().nullable(),
  /** The work-unit role the step was taken in (issue 25). */
  actor_role: z.enum(TEAM_ROLES).nullable(),
});
export type TransactionLogEntry = z.infer<typeof transactionLogEntry>;

/** Oldest first. */
export const transactionLogResponse = envelope(z.object({ log: z.array(transactionLogEntry) }));
