// Goods receipt (profile-area "Penerimaan"): the order's shipments with their receipt records and
// documents, saving a receipt (multipart), and the private bytes (a stored document, a generated
// export) streamed through the BFF so they reach only their buyer.
import { endpoints } from "@contract/endpoints";
import type { ExportFormat, ExportKind, OutgoingDetail, SupportDocumentList } from "@contract/receipt";
import { getApi } from "./api-client.server";

// A document or export must never be kept by a shared cache.
const privateFile = { "Cache-Control": "private, no-store" };
// Saved, never rendered: a document or export is not opened as a page of the shop's origin.
const download = { "Content-Disposition": "attachment" };

/** Whatever the upstream said, the answer is a download (its own file name kept when it gave one). */
async function asAttachment(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  const disposition = response.headers.get("Content-Disposition") ?? "";
  if (response.ok && !/^attachment\b/i.test(disposition.trim()))
    response.headers.set("Content-Disposition", "attachment");
  return response;
}

export function listSupportDocuments(request: Request, transactionId: number): Promise<SupportDocumentList> {
  return getApi(request).call(endpoints.listSupportDocuments, { params: { transactionId } });
}

export type ReceiptSave = {
  mode: "create" | "update";
  outgoingDetailId: number;
  customerId: number;
  fields: { name_receipt: string; unit_receipt: number; date_receipt: string };
  /** The chosen slots, in the order sent: an upstream error on `files.N` belongs to the N-th. */
  files: { name: string; file: File }[];
};

/** `create/{outgoing detail id}` for a first save, `update/…` (`_method=PUT`) for a later one. */
export function saveReceipt(request: Request, save: ReceiptSave): Promise<OutgoingDetail> {
  const endpoint = save.mode === "create" ? endpoints.createReceipt : endpoints.updateReceipt;
  return getApi(request).upload(endpoint, {
    params: { outgoingDetailId: save.outgoingDetailId },
    body: { ...save.fields, customer_id: save.customerId, files: save.files },
  });
}

/** A stored document of the buyer's own order; anyone else's is a 404. */
export function streamSupportDocument(request: Request, documentId: number): Promise<Response> {
  return asAttachment(
    getApi(request).stream(
      { endpoint: endpoints.getSupportDocumentFile, params: { documentId } },
      { headers: privateFile, fallbackHeaders: download },
    ),
  );
}

const exportEndpoints = {
  spk: endpoints.exportSpk,
  invoice: endpoints.exportInvoice,
  bast: endpoints.exportBast,
  receipt: endpoints.exportReceipt,
} as const;

/** One of the four documents of a shipment, generated as Word (`doc`) or PDF. */
export function streamExport(
  request: Request,
  kind: ExportKind,
  query: { transaction_id: number; outgoing_detail_id: number; format: ExportFormat },
): Promise<Response> {
  return asAttachment(
    getApi(request).stream(
      { endpoint: exportEndpoints[kind], query },
      { headers: privateFile, fallbackHeaders: download },
    ),
  );
}

/** A receipt document, for the seller console. */
export function sellerStreamSupportDocument(request: Request, documentId: number): Promise<Response> {
  return asAttachment(
    getApi(request, "seller").stream(
      { endpoint: endpoints.sellerGetSupportDocument, params: { documentId } },
      { headers: privateFile, fallbackHeaders: download },
    ),
  );
}

/** The seller's copy of an order's paper: the same paper the buyer gets, for any order. */
export function sellerStreamExport(
  request: Request,
  kind: ExportKind,
  query: { transaction_id: number; outgoing_detail_id: number; format: ExportFormat },
): Promise<Response> {
  return asAttachment(
    getApi(request, "seller").stream(
      { endpoint: endpoints.sellerExportDocument, params: { kind }, query },
      { headers: privateFile, fallbackHeaders: download },
    ),
  );
}
