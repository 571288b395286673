// The seller console's orders (issue #11): the table, the detail with the actions the lifecycle
// allows now, and one call per action. Every action answers 409 with an Indonesian message when the
// order's status does not allow it, and changes nothing.
import { oneLine } from "./text";
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { WITA_OFFSET_MS } from "./wita";
import { negotiationRound, orderCustomer, transactionLogEntry } from "./order";
import { isOrderStatus, normalizeStatus, ORDER_STATUSES, type OrderStatus } from "./order-status";
import {
  blankToUndefined,
  sellerPage,
  sellerPagingQuery,
  wholeNumberField,
  type SellerPagingQuery,
} from "./seller-fields";
import { transactionAddress, transactionDetail } from "./transaction";

export const SELLER_NOTE_MAX_LENGTH = 1000;
export const SELLER_AWB_MAX_LENGTH = 100;
export const SELLER_COURIER_MAX_LENGTH = 100;
export const SELLER_MAX_PRICE = 999_999_999_999;

export const sellerOrderMessages = {
  status: "Status pesanan tidak valid",
  lineRequired: "Harga baru wajib diisi untuk setiap produk",
  lineId: "Produk pesanan tidak valid",
  price: "Harga baru wajib diisi",
  priceNumber: "Harga baru harus berupa angka bulat",
  priceMin: "Harga baru minimal Rp 1",
  priceMax: "Harga baru terlalu besar",
  shipping: "Ongkos kirim baru wajib diisi",
  shippingNumber: "Ongkos kirim baru harus berupa angka bulat",
  shippingMin: "Ongkos kirim baru tidak boleh kurang dari 0",
  noteMax: `Catatan maksimal ${SELLER_NOTE_MAX_LENGTH} karakter`,
  validUntil: "Tanggal Berlaku sampai wajib diisi",
  validUntilFormat: "Tanggal Berlaku sampai tidak valid",
  validUntilPast: "Tanggal Berlaku sampai tidak boleh sebelum hari ini",
  reason: "Alasan pembatalan wajib diisi",
  reasonMax: `Alasan pembatalan maksimal ${SELLER_NOTE_MAX_LENGTH} karakter`,
  rejectNote: "Catatan penolakan wajib diisi",
  rejectNoteMax: `Catatan penolakan maksimal ${SELLER_NOTE_MAX_LENGTH} karakter`,
  partial: "Pengiriman (partial) wajib dipilih",
  courier: "Kurir wajib diisi",
  courierMax: `Kurir maksimal ${SELLER_COURIER_MAX_LENGTH} karakter`,
  awb: "Nomor resi wajib diisi",
  awbMax: `Nomor resi maksimal ${SELLER_AWB_MAX_LENGTH} karakter`,
  dispatchDate: "Tanggal pengiriman wajib diisi",
  dispatchDateFormat: "Tanggal pengiriman tidak valid",
  dispatchDateFuture: "Tanggal pengiriman tidak boleh setelah hari ini",
} as const;

/** The seller forms an order may show; the detail's `actions` lists those its status allows now. */
export const SELLER_ACTIONS = ["confirm", "negotiate", "cancel", "verify_payment", "process", "dispatch"] as const;
export type SellerAction = (typeof SELLER_ACTIONS)[number];

// ---------- dates (WITA) ----------

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export const isCalendarDate = (value: string): boolean => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Today's date in WITA (Asia/Makassar, UTC+8 all year), YYYY-MM-DD. */
export const todayInWita = (now: Date = new Date()): string =>
  new Date(now.getTime() + WITA_OFFSET_MS).toISOString().slice(0, 10);

/** The last instant of a WITA calendar day, as a Date ("Berlaku sampai" a date: to the end of that day). */
export const endOfWitaDay = (date: string): Date => new Date(`${date}T23:59:59.999+08:00`);

/** A YYYY-MM-DD date; `inRange` is only asked about real dates, so a field gets one message. */
const witaDate = (required: string, format: string, inRange: (date: string) => boolean, rangeMessage: string) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? "",
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .refine(isCalendarDate, { error: format, abort: true })
      .refine(inRange, rangeMessage),
  );

// ---------- the table: `GET admin/order` ----------

/** Filters: `status` (one of the lifecycle's, compared ignoring case), `search` in invoice, buyer name or e-mail. */
export const sellerOrderListQuery = sellerPagingQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z
      .string({ error: sellerOrderMessages.status })
      .refine(isOrderStatus, sellerOrderMessages.status)
      .transform((value) => normalizeStatus(value) as OrderStatus)
      .optional(),
  ),
});
export type SellerOrderListQuery = SellerPagingQuery & { status?: string };

export const sellerOrderBuyer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  instance_name: z.string(),
});

export const sellerOrderListItem = z.object({
  id: z.number().int(),
  invoice: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  buyer: sellerOrderBuyer,
  total_qty: z.number().int(),
  grand_total: z.number().int(),
  /** Waits for the seller: pending, or pending_payment with a proof under review. */
  waiting: z.boolean(),
});
export type SellerOrderListItem = z.infer<typeof sellerOrderListItem>;

/** Newest first; `waiting`: how many orders (all, whatever the filters) wait for the seller (the badge). */
export const sellerOrderList = sellerPage(sellerOrderListItem).extend({ waiting: z.number().int() });
export type SellerOrderList = z.infer<typeof sellerOrderList>;
export const sellerOrderListResponse = envelope(sellerOrderList);

/** `GET admin/order/waiting`: the badge alone, `waiting` as the table counts it. */
export const sellerWaitingOrders = z.object({ waiting: z.number().int() });
export type SellerWaitingOrders = z.infer<typeof sellerWaitingOrders>;
export const sellerWaitingOrdersResponse = envelope(sellerWaitingOrders);

// ---------- the detail: `GET admin/order/:id` ----------

export const sellerOrderParams = z.object({ id: idParam });

/** A round as the buyer sees it: `valid_until` and `expired` on the seller's rounds. */
export const sellerNegotiationRound = negotiationRound;
export type SellerNegotiationRound = z.infer<typeof sellerNegotiationRound>;

/** A bank-transfer proof: its bytes at `admin/payment-proof/:proofId` (seller only), never a public URL. */
export const sellerPaymentProof = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  mime: z.string(),
  created_at: z.string(),
});

export const sellerPayment = z.object({
  id: z.number().int(),
  /** Doku | BPD */
  payment_service: z.string(),
  payment_type: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  payment_date: z.string().nullable(),
  nominal: z.number().int(),
  /** pending | reviewed (a proof waits for the seller) | failed | expired | success */
  status: z.string(),
  /** The seller's note on a rejected proof. */
  notes: z.string().nullable(),
  expired_date: z.string().nullable(),
  created_at: z.string(),
  proofs: z.array(sellerPaymentProof),
});
export type SellerPayment = z.infer<typeof sellerPayment>;

export const sellerShipment = z.object({
  id: z.number().int(),
  partial_id: z.number().int(),
  shipping_cost: z.number().int(),
  etd: z.string().nullable(),
  /** Set when dispatched. */
  courier: z.string().nullable(),
  no_airwaybill: z.string().nullable(),
  /** pending | shipped (dispatched) */
  status: z.string(),
  /** The dispatch date, YYYY-MM-DD (WITA); null until dispatched. */
  date_delivery: z.string().nullable(),
  lines: z.array(
    z.object({
      /** The outgoing detail (shipment item): what the order's papers are asked for by. */
      shipment_item_id: z.number().int(),
      transaction_detail_id: z.number().int(),
      name_product: z.string(),
      qty: z.number().int(),
    }),
  ),
});
export type SellerShipment = z.infer<typeof sellerShipment>;

export const sellerReceipt = z.object({
  id: z.number().int(),
  transaction_detail_id: z.number().int(),
  no_airwaybill: z.string().nullable(),
  date_delivery: z.string().nullable(),
  date_receipt: z.string().nullable(),
  unit_delivery: z.number().int().nullable(),
  unit_receipt: z.number().int().nullable(),
  name_receipt: z.string().nullable(),
  descriptions: z.string().nullable(),
  /**
   * Support documents (slot name, uploaded name, type); their bytes are at
   * `admin/transaction-support-document/file/:id`.
   */
  documents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      original_name: z.string(),
      mime: z.string(),
      size: z.number().int(),
      created_at: z.string(),
    }),
  ),
  /** The outgoing detail (shipment item) the buyer recorded it for; null on rows older than that key. */
  shipment_item_id: z.number().int().nullable(),
  /** Its delivery batch ("Pengiriman N"); null with `shipment_item_id`. */
  partial_id: z.number().int().nullable(),
});

export const sellerSpk = z.object({
  satuan_kerja: z.string(),
  lembaga: z.string(),
  paket_kerja: z.string(),
  tahun_anggaran: z.string(),
  sumber_dana: z.string(),
  kode_rekening: z.string(),
  pagu_anggaran: z.number().int(),
  official_type: z.string(),
  official_name: z.string(),
  official_nip: z.string(),
  treasurer_type: z.string(),
  treasurer_name: z.string(),
  treasurer_nip: z.string(),
});

export const sellerOrder = z.object({
  id: z.number().int(),
  invoice: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  shipping_courier: z.string(),
  shipping_service: z.string(),
  shipping_cost: z.number().int(),
  shipping_cost_nego: z.number().int().nullable(),
  total_qty: z.number().int(),
  total_price: z.number().int(),
  total_price_nego: z.number().int().nullable(),
  total_ppn: z.number().int(),
  grand_total: z.number().int(),
  nego_step: z.number().int(),
  /** The seller's reason when cancelled. */
  cancel_reason: z.string().nullable(),
  buyer: orderCustomer.extend({ id: z.number().int() }),
  /** The delivery block copied at purchase time. */
  address: transactionAddress,
  /** Lines with their partials (`shipping`) and negotiated values. */
  lines: z.array(transactionDetail),
  spk: sellerSpk.nullable(),
  /** Oldest first. */
  negotiations: z.array(sellerNegotiationRound),
  /** Oldest first. */
  payments: z.array(sellerPayment),
  /** One per delivery batch, by partial_id. */
  shipments: z.array(sellerShipment),
  receipts: z.array(sellerReceipt),
  /** The timeline, oldest first. */
  log: z.array(transactionLogEntry),
  /** The seller forms the lifecycle allows now, in SELLER_ACTIONS order. */
  actions: z.array(z.enum(SELLER_ACTIONS)),
});
export type SellerOrder = z.infer<typeof sellerOrder>;
export const sellerOrderResponse = envelope(sellerOrder);

/** What every order action answers: the order's id and status after it. */
export const sellerOrderActionResponse = envelope(z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES) }));

// ---------- actions ----------

const optionalNote = (max: number, message: string) =>
  z.preprocess((value) => blankToUndefined(value), z.string().trim().max(max, message).optional());

const requiredText = (required: string, max: number, maxMessage: string) =>
  z.preprocess((value) => value ?? "", z.string({ error: required }).trim().min(1, required).max(max, maxMessage));
const requiredLine = (required: string, max: number, maxMessage: string) =>
  z.preprocess(
    (value) => value ?? "",
    oneLine(z.string({ error: required }).trim().min(1, required).max(max, maxMessage)),
  );

/**
 * `POST admin/order/:id/negotiate` (form): `lines[i][transaction_detail_id]` with `lines[i][new_price]`
 * (per unit, one per line of the order), `shipping_cost` (the new total shipping cost), `note`,
 * `valid_until` (YYYY-MM-DD, today or later in WITA; the round holds to the end of that day, WITA).
 */
export const sellerNegotiateBody = z.object({
  lines: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : value),
    z
      .array(
        z.object({
          transaction_detail_id: z.preprocess(
            (value) => blankToUndefined(value) ?? 0,
            z.coerce
              .number({ error: sellerOrderMessages.lineId })
              .int(sellerOrderMessages.lineId)
              .min(1, sellerOrderMessages.lineId),
          ),
          new_price: wholeNumberField({
            required: sellerOrderMessages.price,
            notWhole: sellerOrderMessages.priceNumber,
            min: [1, sellerOrderMessages.priceMin],
            max: [SELLER_MAX_PRICE, sellerOrderMessages.priceMax],
          }),
        }),
        { error: sellerOrderMessages.lineRequired },
      )
      .min(1, sellerOrderMessages.lineRequired)
      .max(200, sellerOrderMessages.lineRequired),
  ),
  shipping_cost: wholeNumberField({
    required: sellerOrderMessages.shipping,
    notWhole: sellerOrderMessages.shippingNumber,
    min: [0, sellerOrderMessages.shippingMin],
    max: [SELLER_MAX_PRICE, sellerOrderMessages.priceMax],
  }),
  note: optionalNote(SELLER_NOTE_MAX_LENGTH, sellerOrderMessages.noteMax),
  valid_until: witaDate(
    sellerOrderMessages.validUntil,
    sellerOrderMessages.validUntilFormat,
    (date) => date >= todayInWita(),
    sellerOrderMessages.validUntilPast,
  ),
});
export type SellerNegotiateBody = z.input<typeof sellerNegotiateBody>;

/** `POST admin/order/:id/cancel` (form): `reason`, required. */
export const sellerCancelBody = z.object({
  reason: requiredText(sellerOrderMessages.reason, SELLER_NOTE_MAX_LENGTH, sellerOrderMessages.reasonMax),
});
export type SellerCancelBody = z.input<typeof sellerCancelBody>;

export const sellerPaymentParams = z.object({ paymentId: idParam });
export const sellerPaymentProofParams = z.object({ proofId: idParam });

/** `POST admin/payment/:paymentId/reject` (form): `note`, required (the buyer reads it). */
export const sellerRejectPaymentBody = z.object({
  note: requiredText(sellerOrderMessages.rejectNote, SELLER_NOTE_MAX_LENGTH, sellerOrderMessages.rejectNoteMax),
});
export type SellerRejectPaymentBody = z.input<typeof sellerRejectPaymentBody>;

/** The proof's bytes (its Content-Type is the stored type); documented as a string. */
export const sellerPaymentProofResponse = z
  .string()
  .meta({ description: "The proof's bytes; Content-Type is its stored type" });

/**
 * `POST admin/order/:id/dispatch` (form): `partial_id` (a batch not yet dispatched), `courier`,
 * `no_airwaybill`, `date_delivery` (YYYY-MM-DD, not after today in WITA).
 */
export const sellerDispatchBody = z.object({
  partial_id: z.preprocess(
    (value) => blankToUndefined(value) ?? 0,
    z.coerce
      .number({ error: sellerOrderMessages.partial })
      .int(sellerOrderMessages.partial)
      .min(1, sellerOrderMessages.partial)
      .max(999, sellerOrderMessages.partial),
  ),
  courier: requiredLine(sellerOrderMessages.courier, SELLER_COURIER_MAX_LENGTH, sellerOrderMessages.courierMax),
  no_airwaybill: requiredLine(sellerOrderMessages.awb, SELLER_AWB_MAX_LENGTH, sellerOrderMessages.awbMax),
  date_delivery: witaDate(
    sellerOrderMessages.dispatchDate,
    sellerOrderMessages.dispatchDateFormat,
    (date) => date <= todayInWita(),
    sellerOrderMessages.dispatchDateFuture,
  ),
});
export type SellerDispatchBody = z.input<typeof sellerDispatchBody>;
