// Goods receipt with supporting documents, and the order's documents as Word and PDF (issue #13;
// profile-area "Penerimaan", §4 "Goods receipt", §5 "Goods receipt form", §8, §9). A receipt belongs
// to one shipment item (the spec's "outgoing detail": one line's part of one delivery batch), so
// every partial batch of a line gets its own. Documents are private: served only to their buyer and
// the seller.
import { oneLine } from "./text";
import * as z from "zod";
import { envelope, idParam } from "./envelope";
import { isCalendarDate, todayInWita } from "./seller-orders";
import { spooledUpload, type SpooledUpload } from "./upload";

/** The four fixed document slots of the form (spec §9), in their order on the page. */
export const RECEIPT_DOCUMENT_SLOTS = [
  "SPK Surat Pesanan",
  "Receipt Kwitansi Pembayaran",
  "Invoice Surat Tagihan",
  "Bast",
] as const;
/** File slots read from one create or update payload (spec §9); also the most documents a receipt keeps. */
export const RECEIPT_MAX_FILE_SLOTS = 7;
/** Spec §9: receipt documents at most 2,048,000 bytes. */
export const RECEIPT_DOCUMENT_MAX_BYTES = 2_048_000;
/** The browser's file chooser (`accept`); the API checks the bytes whatever the name says. */
export const RECEIPT_DOCUMENT_ACCEPT =
  ".doc,.docx,.pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/pdf";
/** Not in the spec: bounds so a name cannot be a megabyte. */
export const RECEIPT_NAME_MAX_LENGTH = 100;
export const RECEIPT_SLOT_NAME_MAX_LENGTH = 100;
export const RECEIPT_UNIT_MAX = 1_000_000;

export const receiptMessages = {
  date: "Tanggal Diterima Wajib Diisi",
  unit: "Unit Diterima Wajib Diisi",
  name: "Nama Penerima Wajib Diisi",
  fileFormat: "Format File Hanya berupa(.docx, .doc, .pdf)",
  fileSize: "Ukuran format File anda lebih dari 2mb",
  /** Spec §8's success text after a save. */
  saved: "Selamat File Anda telah dikirim",
  // Not in the spec: the server's own rules, in the spec's voice.
  dateFormat: "Tanggal Diterima tidak valid",
  dateFuture: "Tanggal Diterima tidak boleh melebihi hari ini",
  dateBeforeDispatch: "Tanggal Diterima tidak boleh sebelum tanggal pengiriman",
  unitNumber: "Unit Diterima harus berupa angka bulat",
  unitMin: "Unit Diterima minimal 1",
  unitOverSent: (sent: number) => `Unit Diterima melebihi unit yang dikirim (${sent})`,
  nameMax: `Nama Penerima maksimal ${RECEIPT_NAME_MAX_LENGTH} karakter`,
  slotName: "Nama Dokumen Wajib Diisi",
  slotNameMax: `Nama Dokumen maksimal ${RECEIPT_SLOT_NAME_MAX_LENGTH} karakter`,
  tooManyDocuments: `Dokumen maksimal ${RECEIPT_MAX_FILE_SLOTS} file`,
  notShipped: "Barang ini belum dikirim, penerimaan belum dapat dicatat",
  notAllowed: "Status pesanan tidak memungkinkan pencatatan penerimaan barang",
  noReceiptYet: "Penerimaan barang ini belum dicatat",
  exportNotReady: "Dokumen belum dapat dibuat untuk pesanan ini",
} as const;

const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

// ---------- params and queries ----------

export const supportDocumentListParams = z.object({ transactionId: idParam });
/** The spec's "outgoing detail id": a shipment item (one line's part of one delivery batch). */
export const outgoingDetailParams = z.object({ outgoingDetailId: idParam });
export const supportDocumentParams = z.object({ documentId: idParam });

export const EXPORT_KINDS = ["spk", "invoice", "bast", "receipt"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ["doc", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The names the spec saves the exports as (and their PDF twins). */
export const exportFileName = (kind: ExportKind, format: ExportFormat): string => `Template_${kind}.${format}`;

/**
 * `transaction_id` and `outgoing_detail_id` (a shipment item of that order: the document covers that
 * item's delivery batch); `format` `doc` (the default, the spec's Word file) or `pdf`.
 */
export const exportQuery = z.object({
  transaction_id: idParam,
  outgoing_detail_id: idParam,
  format: z.preprocess((value) => blankToUndefined(value) ?? "doc", z.enum(EXPORT_FORMATS)),
});
export type ExportQuery = {
  transaction_id: number | string;
  outgoing_detail_id: number | string;
  format?: ExportFormat;
};
export const sellerExportParams = z.object({ kind: z.enum(EXPORT_KINDS) });

// ---------- create / update (multipart) ----------

/** A document file as the API's multipart reader hands it over (spooled; its bytes are checked by the API). */
export type UploadedDocument = SpooledUpload;
const uploadedDocument = spooledUpload(receiptMessages.fileFormat);

/** `files[n][name]` (the slot's name) and `files[n][file]`; a slot without a file is left out. */
const fileSlot = z.object({
  name: z.preprocess(
    (value) => value ?? "",
    oneLine(
      z
        .string({ error: receiptMessages.slotName })
        .trim()
        .min(1, receiptMessages.slotName)
        .max(RECEIPT_SLOT_NAME_MAX_LENGTH, receiptMessages.slotNameMax),
    ),
  ),
  file: uploadedDocument,
});
export type ReceiptFileSlot = z.output<typeof fileSlot>;

const hasFile = (slot: unknown) => typeof slot === "object" && slot !== null && "file" in slot && slot.file != null;

const dateReceipt = z.preprocess(
  (value) => blankToUndefined(value) ?? "",
  z
    .string({ error: receiptMessages.date })
    .trim()
    .min(1, { error: receiptMessages.date, abort: true })
    .refine(isCalendarDate, { error: receiptMessages.dateFormat, abort: true })
    .refine((date) => date <= todayInWita(), receiptMessages.dateFuture),
);

/**
 * `POST transaction-support-document/create/:outgoingDetailId` (multipart): `name_receipt`,
 * `unit_receipt` (at most the units sent in that batch), `date_receipt` (YYYY-MM-DD, not after today
 * WITA nor before the batch's dispatch day), `customer_id` (read and ignored: the caller is the
 * token's buyer), `files[n][name]` + `files[n][file]` (.doc, .docx or .pdf by their bytes, at most
 * 2,048,000 bytes each; up to seven slots). The update is the same plus `_method=PUT`; a file in a
 * slot whose name the receipt already has replaces that document, any other is added.
 */
export const receiptBody = z.object({
  name_receipt: z.preprocess(
    (value) => value ?? "",
    oneLine(
      z
        .string({ error: receiptMessages.name })
        .trim()
        .min(1, receiptMessages.name)
        .max(RECEIPT_NAME_MAX_LENGTH, receiptMessages.nameMax),
    ),
  ),
  unit_receipt: z.preprocess(
    (value) => blankToUndefined(value) ?? "",
    z
      .string({ error: receiptMessages.unit })
      .trim()
      .min(1, { error: receiptMessages.unit, abort: true })
      .regex(/^\d{1,7}$/, { error: receiptMessages.unitNumber, abort: true })
      .transform(Number)
      .pipe(z.number().int().min(1, receiptMessages.unitMin).max(RECEIPT_UNIT_MAX, receiptMessages.unitNumber)),
  ),
  date_receipt: dateReceipt,
  /** The spec's payload names the buyer; the API reads the token instead. */
  customer_id: z.unknown().optional(),
  files: z.preprocess(
    (value) =>
      value === undefined || value === null || value === ""
        ? []
        : (Array.isArray(value) ? value : Object.values(value as object)).filter(hasFile),
    z.array(fileSlot).max(RECEIPT_MAX_FILE_SLOTS, receiptMessages.tooManyDocuments),
  ),
});
export type ReceiptBody = z.output<typeof receiptBody>;
/** The fields as a client sends them (files go as `files[n][name]` / `files[n][file]` parts). */
export type ReceiptFields = { name_receipt: string; unit_receipt: string | number; date_receipt: string };

// ---------- answers ----------

export const supportDocument = z.object({
  id: z.number().int(),
  /** The slot's name, e.g. "Bast". */
  name: z.string(),
  /** The file's name as uploaded (for the download's name). */
  original_name: z.string(),
  /** The checked type: application/pdf, application/msword or the .docx type. */
  mime: z.string(),
  size: z.number().int(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type SupportDocument = z.infer<typeof supportDocument>;

export const receiptRecord = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD. */
  date_receipt: z.string(),
  unit_receipt: z.number().int(),
  name_receipt: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReceiptRecord = z.infer<typeof receiptRecord>;

/** One line's part of one batch: the spec's "outgoing detail"; `id` is what create/update/export take. */
export const outgoingDetail = z.object({
  id: z.number().int(),
  transaction_detail_id: z.number().int(),
  name_product: z.string(),
  unit: z.string(),
  /** Units sent in this batch: the most `unit_receipt` may be. */
  qty: z.number().int(),
  /** Null until the buyer records the receipt. */
  receipt: receiptRecord.nullable(),
  /** Oldest first; empty: the page shows the create form, else the update form. */
  documents: z.array(supportDocument),
  /** The batch has left and the order's status allows recording now. */
  can_record: z.boolean(),
});
export type OutgoingDetail = z.infer<typeof outgoingDetail>;

export const receiptShipment = z.object({
  id: z.number().int(),
  /** Batch number N of "Pengiriman N". */
  partial_id: z.number().int(),
  /** `pending` until the seller dispatches it, then `shipped`. */
  status: z.string(),
  courier: z.string().nullable(),
  no_airwaybill: z.string().nullable(),
  /** The dispatch day, YYYY-MM-DD (WITA); null until dispatched. */
  date_delivery: z.string().nullable(),
  items: z.array(outgoingDetail),
});
export type ReceiptShipment = z.infer<typeof receiptShipment>;

/**
 * Why the tab shows no receipt form: `not_confirmed` ("Pesanan Anda Belum di Konfirmasi": the order is
 * still pending or cancelled), `not_shipped` ("Pesanan Anda Belum memasuki proses pengiriman": no batch
 * has left), null when some batch has left.
 */
export const RECEIPT_EMPTY_STATES = ["not_confirmed", "not_shipped"] as const;

export const supportDocumentList = z.object({
  transaction: z.object({ id: z.number().int(), invoice: z.string(), status: z.string() }),
  empty_state: z.enum(RECEIPT_EMPTY_STATES).nullable(),
  /** Every delivery batch by partial_id, dispatched or not. */
  shipments: z.array(receiptShipment),
});
export type SupportDocumentList = z.infer<typeof supportDocumentList>;
export const supportDocumentListResponse = envelope(supportDocumentList);

/** What a save answers: the outgoing detail as the list shows it after the save. */
export const receiptSaveResponse = envelope(outgoingDetail);

/** Binary answers (a stored document, a generated export), documented as a string. */
export const supportDocumentFileResponse = z
  .string()
  .meta({ description: "The document's bytes; Content-Type is its checked type, Content-Disposition attachment" });
export const exportFileResponse = z.string().meta({
  description:
    "The generated document: a Word file (format=doc; a .docx body, decision 0100) or a PDF (format=pdf), as an attachment named Template_<kind>.<format>",
});
