// Receipt documents (spec §5 "Goods receipt form", §9): .doc, .docx or .pdf by their bytes, never by
// their name or declared type, at most 2,048,000 bytes. Kept in the PRIVATE storage beside the public
// folder (like complaint proofs) and read only through the owner- or seller-checked routes. Uploads
// arrive spooled to that storage; keeping one is a move, not a copy.
import { safeFileName } from "../../contract/text";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { fileTypeFromStream } from "file-type";
import {
  RECEIPT_DOCUMENT_MAX_BYTES,
  receiptMessages,
  type ReceiptFileSlot,
  type UploadedDocument,
} from "../../contract/receipt";
import { unprocessable } from "../../http/errors";
import { privateStorageDir, type Storage } from "../../providers/storage";
import { WORD_CONTENT_TYPE } from "../../providers/documents/word";

/** Stored documents live under this folder of the private storage. */
const FOLDER = "receipt-documents";

/** What each accepted type is stored as. `cfb` is the legacy Word container (OLE compound file). */
const ACCEPTED: Readonly<Record<string, { ext: string; mime: string }>> = {
  pdf: { ext: "pdf", mime: "application/pdf" },
  docx: { ext: "docx", mime: WORD_CONTENT_TYPE },
  cfb: { ext: "doc", mime: "application/msword" },
};

export type CheckedDocument = {
  slot: string;
  key: string;
  ext: string;
  mime: string;
  size: number;
  originalName: string;
};

/** The private folder for receipt documents (tests look inside it). */
export const receiptDocumentDir = (publicDir: string): string => path.join(privateStorageDir(publicDir), FOLDER);

const fail = (message: string) => unprocessable(message, { files: [message] });

/**
 * The type by the bytes. The whole spooled file is offered to the sniffer: a .docx is a zip whose
 * telling entries need not lie in its first few kilobytes.
 */
async function sniff(storage: Storage, file: UploadedDocument) {
  const object = await storage.stream(file.key);
  if (!object) return undefined;
  try {
    return await fileTypeFromStream(Readable.toWeb(object.stream) as WebReadableStream<Uint8Array>);
  } finally {
    object.stream.destroy();
  }
}

/** Every slot's file is a document within the size: else a 422 on `files` with the spec's message. */
export async function checkDocuments(storage: Storage, slots: readonly ReceiptFileSlot[]): Promise<CheckedDocument[]> {
  const checked: CheckedDocument[] = [];
  for (const { name, file } of slots) {
    if (file.size > RECEIPT_DOCUMENT_MAX_BYTES) throw fail(receiptMessages.fileSize);
    const type = ACCEPTED[(await sniff(storage, file))?.ext ?? ""];
    if (!type) throw fail(receiptMessages.fileFormat);
    checked.push({
      slot: name,
      key: file.key,
      ...type,
      size: file.size,
      originalName: safeOriginalName(file.filename),
    });
  }
  return checked;
}

/**
 * What is kept of the uploaded name: its last path segment, without control characters, line breaks
 * or direction marks (`kw\u202egnp.pdf` would read "kwfdp.png"), 150 characters.
 */
function safeOriginalName(filename: string): string {
  return safeFileName(filename.split(/[\\/]/).pop() ?? "").slice(0, 150);
}

const STORED_NAME = /^\d+-[0-9a-f]{24}\.(pdf|docx|doc)$/;

/** Moves the spooled documents to fresh names; answers their names relative to the documents folder. */
export async function storeDocuments(
  storage: Storage,
  customerId: number,
  documents: readonly CheckedDocument[],
): Promise<string[]> {
  const names: string[] = [];
  try {
    for (const document of documents) {
      const name = `${customerId}-${randomBytes(12).toString("hex")}.${document.ext}`;
      await storage.move(document.key, `${FOLDER}/${name}`);
      names.push(name);
    }
  } catch (error) {
    await removeDocuments(storage, names);
    throw error;
  }
  return names;
}

export async function removeDocuments(storage: Storage, names: readonly string[]): Promise<void> {
  await Promise.all(names.filter((name) => STORED_NAME.test(name)).map((name) => storage.delete(`${FOLDER}/${name}`)));
}

/** The storage key of a stored document, or null when the name is not one of ours. */
export const documentKey = (name: string): string | null => (STORED_NAME.test(name) ? `${FOLDER}/${name}` : null);

/** The extension a download's name must end with, from the checked type (the uploaded name may lie). */
export const extensionOf = (mime: string): string =>
  Object.values(ACCEPTED).find((type) => type.mime === mime)?.ext ?? "bin";
