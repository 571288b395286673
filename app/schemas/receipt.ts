// The goods-receipt form of the Penerimaan tab (spec §5 "Goods receipt form"): the spec's field names
// (tglditerima, unitditerima, nama_penerima) and one file input per fixed document slot. Files are
// checked here by name and size, so a wrong one is told beside its slot before it travels; the API
// checks their bytes again (a renamed .exe comes back as the same format message).
import {
  RECEIPT_DOCUMENT_MAX_BYTES,
  RECEIPT_DOCUMENT_SLOTS,
  RECEIPT_NAME_MAX_LENGTH,
  receiptMessages,
} from "@contract/receipt";
import * as z from "zod";

/** The form's file input of each fixed slot, in the slots' order (spec §9). */
export const RECEIPT_DOCUMENT_FIELDS = [
  { field: "dokumen_spk", slot: RECEIPT_DOCUMENT_SLOTS[0] },
  { field: "dokumen_kwitansi", slot: RECEIPT_DOCUMENT_SLOTS[1] },
  { field: "dokumen_invoice", slot: RECEIPT_DOCUMENT_SLOTS[2] },
  { field: "dokumen_bast", slot: RECEIPT_DOCUMENT_SLOTS[3] },
] as const;
export type ReceiptDocumentField = (typeof RECEIPT_DOCUMENT_FIELDS)[number]["field"];

/** The submit buttons' `intent`: a receipt's first save, and a later one with new documents. */
export const RECEIPT_INTENTS = { create: "receipt-create", update: "receipt-update" } as const;

export const RECEIPT_DOCUMENT_EXTENSIONS = ["doc", "docx", "pdf"] as const;

/** Spec §8: an update without a new file (only possible without JavaScript, which hides the button). */
export const RECEIPT_NO_FILE_MESSAGE = "mohon untuk mengisi data terlebih dahulu";

/** `File` exists in browsers and in Node 20+. */
const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** The spec's message for a chosen document, or undefined when it may be sent. */
export function documentError(file: { name: string; size: number }): string | undefined {
  if (!(RECEIPT_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return receiptMessages.fileFormat;
  if (file.size > RECEIPT_DOCUMENT_MAX_BYTES) return receiptMessages.fileSize;
  return undefined;
}

/** A slot: an empty input (no file chosen) reads as undefined. */
const documentFile = z.preprocess(
  (value) => (isFile(value) && (value.size > 0 || value.name !== "") ? value : undefined),
  z
    .custom<File>(isFile)
    .superRefine((file, ctx) => {
      const message = documentError(file);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .optional(),
);

const required = (message: string) =>
  z.preprocess((value) => value ?? "", z.string({ error: message }).trim().min(1, message));

const fields = {
  /** The shipment item ("outgoing detail") the receipt is for. */
  outgoing_detail_id: z.coerce.number().int().min(1).max(2_147_483_647),
  tglditerima: required(receiptMessages.date),
  unitditerima: z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: receiptMessages.unit })
      .trim()
      .min(1, { error: receiptMessages.unit, abort: true })
      .regex(/^\d{1,7}$/, { error: receiptMessages.unitNumber, abort: true })
      .transform(Number)
      .pipe(z.number().int().min(1, receiptMessages.unitMin)),
  ),
  nama_penerima: z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: receiptMessages.name })
      .trim()
      .min(1, receiptMessages.name)
      .max(RECEIPT_NAME_MAX_LENGTH, receiptMessages.nameMax),
  ),
  dokumen_spk: documentFile,
  dokumen_kwitansi: documentFile,
  dokumen_invoice: documentFile,
  dokumen_bast: documentFile,
};

/** A receipt's first save: the three fields; documents are optional. */
export const receiptCreateForm = z.object(fields);

/** A later save: at least one new document (its slot's old one is replaced). */
export const receiptUpdateForm = z.object(fields).superRefine((value, ctx) => {
  if (RECEIPT_DOCUMENT_FIELDS.every(({ field }) => value[field] === undefined))
    ctx.addIssue({ code: "custom", message: RECEIPT_NO_FILE_MESSAGE, path: [] });
});

export type ReceiptFormValues = z.output<typeof receiptCreateForm>;

/** The chosen documents as the API's `files[n][name]` / `files[n][file]` slots, with the form field each came from. */
export function chosenDocuments(value: ReceiptFormValues): { field: ReceiptDocumentField; name: string; file: File }[] {
  return RECEIPT_DOCUMENT_FIELDS.flatMap(({ field, slot }) => {
    const file = value[field];
    return file ? [{ field, name: slot, file }] : [];
  });
}
