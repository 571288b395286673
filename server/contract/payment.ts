// Paying an order (profile-area §4 "Payment tab", "Payment status page", "Bank payment page", §5
// "Payment proof", §8, §9 and the `transaction/payment*` calls): the buyer starts a payment with the
// regional bank (BPD: transfer, then a proof the seller verifies) or the card/e-wallet provider
// (Doku: its hosted page, then its signed notification). Every `id` of these calls is the ORDER's id
// (`id_transaksi` of the pages); they answer its latest payment. Proofs are private: an id, never a URL.
import { oneLine } from "./text";
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./order-status";
import { spooledUpload, type SpooledUpload } from "./upload";

/** Spec §9: the two payment services. */
export const PAYMENT_SERVICES = ["BPD", "Doku"] as const;
export type PaymentService = (typeof PAYMENT_SERVICES)[number];

/** Spec §5/§9: a proof is at most 2,048,000 bytes. */
export const PAYMENT_PROOF_MAX_BYTES = 2_048_000;
/** The browser's file chooser (`accept`); the API sniffs the bytes whatever the name says. */
export const PAYMENT_PROOF_ACCEPT = ".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf";
/** Not in the spec: bounds on the proof's text fields. */
export const PAYMENT_TEXT_MAX_LENGTH = 255;
export const PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH = 30;
export const PAYMENT_URL_MAX_LENGTH = 2000;

export const paymentMessages = {
  service: "Metode pembayaran tidak valid",
  successUrl: "Alamat kembali pembayaran tidak valid",
  /** Spec §5 "Payment proof". */
  accountName: "Atas Nama Wajib Diisi",
  accountNumber: "No Rekening Wajib Diisi",
  accountNumberDigits: "No Rekening hanya boleh berisi angka",
  accountNumberMax: `No Rekening maksimal ${PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH} karakter`,
  bankName: "Nama Bank Wajib Diisi",
  textMax: `Maksimal ${PAYMENT_TEXT_MAX_LENGTH} karakter`,
  image: "Anda belum Memasukkan Bukti Pembayaran",
  imageFormat: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)",
  imageSize: "Ukuran format Gambar anda lebih dari 2mb",
  /** Every field of the proof form empty. */
  empty: "mohon untuk mengisi data terlebih dahulu",
  sent: "Selamat File Anda telah dikirim",
  started: "Pembayaran berhasil dibuat",
  notFound: "Data pembayaran tidak ditemukan",
} as const;

export const paymentTransactionParams = z.object({ id: idParam });
/** `GET transaction/payment/status?id=`: the order's id. */
export const paymentStatusQuery = z.object({ id: idParam });
export const paymentProofParams = z.object({ proofId: idParam });

/**
 * `POST transaction/payment` (form): `transaction_id`, `payment_success_url` (where the provider's page
 * sends the buyer back: an absolute URL on the shop's own origin, else 400), `payment_service` (BPD or
 * Doku, compared ignoring case).
 */
export const startPaymentBody = z.object({
  transaction_id: z.preprocess((value) => value ?? "", idParam),
  payment_success_url: z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: paymentMessages.successUrl })
      .trim()
      .max(PAYMENT_URL_MAX_LENGTH, paymentMessages.successUrl)
      .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), paymentMessages.successUrl),
  ),
  payment_service: z.preprocess(
    (value) =>
      typeof value === "string"
        ? (PAYMENT_SERVICES.find((service) => service.toLowerCase() === value.trim().toLowerCase()) ?? value)
        : value,
    z.enum(PAYMENT_SERVICES, { error: paymentMessages.service }),
  ),
});
export type StartPaymentBody = z.input<typeof startPaymentBody>;

/** The latest proof of a payment: its bytes at `transaction/payment/proof/:proofId` (owner only). */
export const paymentProofRef = z.object({
  id: z.number().int(),
  /** The sniffed type: image/jpeg, image/png, image/webp or application/pdf. */
  mime: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});

/**
 * A payment as the buyer's pages show it (/profil/respon, /example/bpd-payment, the Pembayaran tab).
 * Amounts in rupiah; dates ISO 8601 UTC (the pages show WITA).
 */
export const buyerPayment = z.object({
  id: z.number().int(),
  /** BPD | Doku */
  payment_service: z.enum(PAYMENT_SERVICES),
  /** "bank transfer" for BPD; the provider's channel (e.g. VIRTUAL_ACCOUNT_BCA, CREDIT_CARD) once known. */
  payment_type: z.string().nullable(),
  /** From the latest proof (BPD) or the provider's acquirer (Doku). */
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  /** When it was paid (provider success, or the seller accepting a proof); null before. */
  payment_date: z.string().nullable(),
  nominal: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** The seller's note on a rejected proof. */
  notes: z.string().nullable(),
  /** Doku's hosted page while the payment is open; null for BPD (the shop's /example/bpd-payment page). */
  url_payment: z.string().nullable(),
  /** Pay before (the deadline); the pages show it in WITA. */
  expired_date: z.string().nullable(),
  /** The invoice the provider knows the payment by (one per payment attempt). */
  payment_invoice: z.string(),
  /** BPD: the virtual-account number to transfer to; null for Doku. */
  va_number: z.string().nullable(),
  /** BPD: the QRIS payload (the text of the QR code) for the amount; null for Doku. */
  qris_payload: z.string().nullable(),
  /** The latest proof (BPD), null when none. */
  proof: paymentProofRef.nullable(),
  created_at: z.string(),
  /** The order it pays, with what the payment pages show beside it. */
  transaction: z.object({
    id: z.number().int(),
    invoice: z.string(),
    status: z.enum(ORDER_STATUSES),
    /** The purchase date, ISO 8601 UTC. */
    created_at: z.string(),
    grand_total: z.number().int(),
    /** The buyer's (institution) name. */
    customer_name: z.string(),
  }),
});
export type BuyerPayment = z.infer<typeof buyerPayment>;
export const buyerPaymentResponse = envelope(buyerPayment);

/** `POST transaction/payment` answers the new payment; `url_payment` is where the buyer goes (null: BPD). */
export const startPaymentResponse = envelope(buyerPayment);

/** A proof as the API's multipart reader hands it over (spooled to the private storage). */
export type UploadedPaymentProof = SpooledUpload;

const proofFile = spooledUpload(paymentMessages.imageFormat);

const requiredText = (required: string, max = PAYMENT_TEXT_MAX_LENGTH) =>
  z.preprocess(
    (value) => value ?? "",
    oneLine(z.string({ error: required }).trim().min(1, required).max(max, paymentMessages.textMax)),
  );

/**
 * `POST transaction/payment/proof-of-payment` (multipart): `id` (the order), `account_name`,
 * `account_number` (digits), `bank_name`, `image` (jpeg/png/webp/pdf by content, at most 2,048,000
 * bytes: else 422 with the spec's message on `image`). A 400's `message` is the first failing field's
 * message, or `mohon untuk mengisi data terlebih dahulu` when every field is empty. The payment becomes
 * `reviewed` until the seller accepts or rejects the proof.
 */
export const uploadPaymentProofBody = z.object({
  id: z.preprocess((value) => value ?? "", idParam),
  account_name: requiredText(paymentMessages.accountName),
  account_number: z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: paymentMessages.accountNumber })
      .trim()
      .min(1, { error: paymentMessages.accountNumber, abort: true })
      .regex(/^\d+$/, { error: paymentMessages.accountNumberDigits, abort: true })
      .max(PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH, paymentMessages.accountNumberMax),
  ),
  bank_name: requiredText(paymentMessages.bankName),
  image: z.preprocess(
    // No file chosen, or an empty one: nothing to judge (a missing key must still be reported).
    (value) =>
      value === "" || value === undefined || (typeof value === "object" && (value as { size?: unknown })?.size === 0)
        ? null
        : value,
    z
      .custom<SpooledUpload | null>(
        (value) => value === null || proofFile.safeParse(value).success,
        paymentMessages.imageFormat,
      )
      .transform((file, context) => {
        if (file === null) {
          context.addIssue({ code: "custom", message: paymentMessages.image });
          return z.NEVER;
        }
        return file;
      }),
  ),
});
export type UploadPaymentProofBody = z.output<typeof uploadPaymentProofBody>;

/** The proof's bytes (Content-Type: its sniffed type; Content-Disposition inline with a safe name). */
export const paymentProofFileResponse = z
  .string()
  .meta({ description: "The proof's bytes; Content-Type is its sniffed type" });

// ---------- the Doku notification ----------

/**
 * Doku's HTTP notification (Checkout, non-SNAP), JSON; read only after its `Signature` header
 * (HMACSHA256 over Client-Id, Request-Id, Request-Timestamp, Request-Target and the body's Digest)
 * checks out. Unknown fields are kept out; only these are read.
 */
export const dokuNotificationBody = z.object({
  order: z.object({
    invoice_number: z.string().min(1).max(64),
    amount: z.coerce.number().int().min(0),
  }),
  transaction: z.object({
    /** SUCCESS | FAILED | EXPIRED */
    status: z.string().min(1).max(32),
    date: z.string().max(64).optional(),
    original_request_id: z.string().max(128).optional(),
  }),
  service: z.object({ id: z.string().max(64) }).optional(),
  acquirer: z.object({ id: z.string().max(64) }).optional(),
  channel: z.object({ id: z.string().max(64) }).optional(),
});
export type DokuNotification = z.infer<typeof dokuNotificationBody>;

/**
 * 200 when taken (or already taken: a replay changes nothing and is acknowledged so Doku stops
 * retrying); 401 for a bad signature; 404 for an invoice we never issued; 409 for an amount that
 * differs; nothing changes on any of these.
 */
export const dokuNotifyResponse = envelope(z.object({ invoice_number: z.string(), status: z.string() }));

/** `data.status` of an accepted notification: what the payment is after it. */
export const DOKU_NOTIFICATION_STATUSES = ["SUCCESS", "FAILED", "EXPIRED"] as const;
