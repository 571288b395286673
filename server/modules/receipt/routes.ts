import type { FastifyInstance, FastifyReply } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { RECEIPT_MAX_FILE_SLOTS, receiptMessages, type ExportKind } from "../../contract/receipt";
import { attachment } from "../../http/content-disposition";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { sendStored } from "../../http/stored-file";
import type { Storage } from "../../providers/storage";
import { currentCustomer } from "../auth/guard";
import { checkDocument } from "./check";
import { exportDocument, type ExportFile } from "./exports";
import { documentKey, extensionOf } from "./files";
import { findDocument, listSupportDocuments } from "./service";
import { recordReceipt } from "../order/record-receipt";

/** Generated per request from live data: never cached, always downloaded. */
function sendExport(reply: FastifyReply, file: ExportFile) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", attachment(file.fileName))
    .header("Cache-Control", "private, no-store")
    .header("Content-Length", file.body.length)
    .send(file.body);
}

async function sendDocument(
  request: Parameters<typeof sendStored>[0],
  reply: FastifyReply,
  storage: Storage,
  document: Awaited<ReturnType<typeof findDocument>>,
) {
  const key = documentKey(document.file);
  if (!key) throw notFound();
  // The name offered is the uploaded one, but its extension is the checked type's.
  const base = (document.originalName || document.name).replace(/\.[^.]*$/, "") || "dokumen";
  return sendStored(request, reply, storage, key, {
    contentType: document.mime,
    cacheControl: "private, no-store",
    extra: { "Content-Disposition": attachment(`${base}.${extensionOf(document.mime)}`) },
  });
}

export function registerReceiptRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, privateStorage: storage, shopOrigin } = deps;
  // Files up to the default 5 MB are read whole and refused with the spec's own message past
  // 2,048,000 bytes; busboy's 413 guards beyond that.
  const upload = { multipart: { files: RECEIPT_MAX_FILE_SLOTS, fields: 40 }, spool: storage };

  // Public: a paper's QR code leads anyone here, logged in or not.
  route(app, endpoints.checkDocument, async ({ params }) => ok(await checkDocument(db, params.code)));
  route(app, endpoints.listSupportDocuments, async ({ params }, request) =>
    ok(await listSupportDocuments(db, currentCustomer(request).id, params.transactionId)),
  );
  route(
    app,
    endpoints.createReceipt,
    async ({ params, body }, request) =>
      ok(
        await recordReceipt(
          deps,
          request.log,
          storage,
          currentCustomer(request).id,
          params.outgoingDetailId,
          body,
          "create",
        ),
        receiptMessages.saved,
      ),
    upload,
  );
  route(
    app,
    endpoints.updateReceipt,
    async ({ params, body }, request) =>
      ok(
        await recordReceipt(
          deps,
          request.log,
          storage,
          currentCustomer(request).id,
          params.outgoingDetailId,
          body,
          "update",
        ),
        receiptMessages.saved,
      ),
    upload,
  );
  route(app, endpoints.getSupportDocumentFile, async ({ params }, request, reply) =>
    sendDocument(request, reply, storage, await findDocument(db, params.documentId, currentCustomer(request).id)),
  );
  route(app, endpoints.sellerGetSupportDocument, async ({ params }, request, reply) =>
    sendDocument(request, reply, storage, await findDocument(db, params.documentId, null)),
  );

  const buyerExports: [keyof typeof endpoints & `export${string}`, ExportKind][] = [
    ["exportSpk", "spk"],
    ["exportInvoice", "invoice"],
    ["exportBast", "bast"],
    ["exportReceipt", "receipt"],
  ];
  for (const [name, kind] of buyerExports) {
    route(app, endpoints[name], async ({ query }, request, reply) =>
      sendExport(
        reply,
        await exportDocument(db, shopOrigin, {
          kind,
          format: query.format,
          transactionId: query.transaction_id,
          outgoingDetailId: query.outgoing_detail_id,
          customerId: currentCustomer(request).id,
        }),
      ),
    );
  }
  route(app, endpoints.sellerExportDocument, async ({ params, query }, _request, reply) =>
    sendExport(
      reply,
      await exportDocument(db, shopOrigin, {
        kind: params.kind,
        format: query.format,
        transactionId: query.transaction_id,
        outgoingDetailId: query.outgoing_detail_id,
        customerId: null,
      }),
    ),
  );
}
