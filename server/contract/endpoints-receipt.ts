// Goods receipt, its supporting documents and the order's documents as Word and PDF (issue #13).
// Spread into `endpoints` (endpoints.ts). Another buyer's ids are a 404; a status that does not allow
// a receipt is a 409; a failed save stores nothing.
import { documentCheckParams, documentCheckResponse } from "./document-check";
import type { Endpoint } from "./endpoint";
import {
  exportFileResponse,
  exportQuery,
  outgoingDetailParams,
  receiptBody,
  receiptSaveResponse,
  sellerExportParams,
  supportDocumentFileResponse,
  supportDocumentListParams,
  supportDocumentListResponse,
  supportDocumentParams,
} from "./receipt";

const exportEndpoint = (kind: string, name: string) =>
  ({
    method: "GET",
    path: `transaction-support-document/export-${kind}`,
    summary: `The ${name}, generated from the order (the BAST of the batch of outgoing_detail_id, the other papers for the whole order) (format doc: Template_${kind}.doc, a Word file; pdf: Template_${kind}.pdf, A4); the caller's own order only`,
    auth: "buyer",
    query: exportQuery,
    response: exportFileResponse,
  }) as const satisfies Endpoint;

export const receiptEndpoints = {
  checkDocument: {
    method: "GET",
    path: "document-check/:code",
    summary:
      "Public: whether the shop issued the order paper of this verification code (its title, number, order, date, total) and whether the order changed since; 404 for an unknown code",
    params: documentCheckParams,
    response: documentCheckResponse,
  },
  // Fastify's router prefers these static paths to `:transactionId` whatever the order of registration.
  exportSpk: exportEndpoint("spk", "contract paper (a Surat Pesanan for this online shop)"),
  exportInvoice: exportEndpoint("invoice", "bill (Surat Tagihan)"),
  exportBast: exportEndpoint("bast", "handover record (BAST)"),
  exportReceipt: exportEndpoint("receipt", "payment receipt (kwitansi)"),
  listSupportDocuments: {
    method: "GET",
    path: "transaction-support-document/:transactionId",
    summary:
      "The caller's order's delivery batches (Pengiriman N), each with its outgoing details (shipment items), their receipt and documents, and the tab's empty state",
    auth: "buyer",
    params: supportDocumentListParams,
    response: supportDocumentListResponse,
  },
  createReceipt: {
    method: "POST",
    path: "transaction-support-document/create/:outgoingDetailId",
    summary:
      "Records the receipt of a dispatched outgoing detail (multipart: name_receipt, unit_receipt, date_receipt, customer_id, files[n][name], files[n][file]: .doc/.docx/.pdf by content, 2,048,000 bytes at most, up to seven); writes a timeline entry",
    auth: "buyer",
    encoding: "multipart",
    params: outgoingDetailParams,
    body: receiptBody,
    response: receiptSaveResponse,
  },
  updateReceipt: {
    method: "PUT",
    path: "transaction-support-document/update/:outgoingDetailId",
    summary:
      "Updates a recorded receipt (the create payload; also POST with _method=PUT): a file in a slot the receipt already has replaces that document, others are added (seven at most); writes a timeline entry",
    auth: "buyer",
    encoding: "multipart",
    params: outgoingDetailParams,
    body: receiptBody,
    response: receiptSaveResponse,
  },
  getSupportDocumentFile: {
    method: "GET",
    path: "transaction-support-document/file/:documentId",
    summary: "The bytes of one of the caller's receipt documents (private; another buyer's is a 404), as an attachment",
    auth: "buyer",
    params: supportDocumentParams,
    response: supportDocumentFileResponse,
  },
  sellerGetSupportDocument: {
    method: "GET",
    path: "admin/transaction-support-document/file/:documentId",
    summary: "The bytes of any order's receipt document (seller only), as an attachment",
    auth: "seller",
    params: supportDocumentParams,
    response: supportDocumentFileResponse,
  },
  sellerExportDocument: {
    method: "GET",
    path: "admin/transaction-support-document/export/:kind",
    summary:
      "The seller's copy of an order's document (kind spk, invoice, bast or receipt; the buyer's exports' query), for any order",
    auth: "seller",
    params: sellerExportParams,
    query: exportQuery,
    response: exportFileResponse,
  },
} satisfies Record<string, Endpoint>;
