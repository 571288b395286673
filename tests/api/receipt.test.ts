// Goods receipt (issue #13; profile-area "Penerimaan", §4, §5 "Goods receipt form", §8, §9): the
// list of batches and outgoing details, recording a receipt with documents, updating it, a second
// batch of a split line with its own receipt, the refusals (content, size, another buyer, status)
// that store nothing, and the private documents (buyer owner and seller only).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  RECEIPT_DOCUMENT_MAX_BYTES,
  receiptMessages,
  receiptSaveResponse,
  supportDocumentListResponse,
} from "../../server/contract/receipt";
import { receipts, shipments, supportDocuments, transactionLogs } from "../../server/db/schema";
import { receiptDocumentDir } from "../../server/modules/receipt/files";
import { privateStorageDir } from "../../server/providers/storage";
import { documentModel } from "../../server/providers/documents/model";
import { renderPdf } from "../../server/providers/documents/pdf";
import { renderWord } from "../../server/providers/documents/word";
import { useApiSuite } from "../helpers/api-suite";
import { buildOrder } from "../helpers/order-builder";
import { paperFacts, sampleVerification } from "../helpers/paper-facts";
import { buildSplitOrder, dispatch } from "../helpers/receipt-order";
import { getRequest, type Buyer } from "./buyer-session";
import type { SellerSession } from "./seller-session";
import { call, expectError } from "./support";

const { api, demo, other, seller } = useApiSuite({ seller: true });
const db = () => api.handle.db;

// Real documents to upload: the provider's own PDF and Word output.
const sample = documentModel("invoice", paperFacts(), 1);
const pdf = await renderPdf(sample, sampleVerification);
const docx = await renderWord(sample, sampleVerification);
/** The legacy Word container (OLE compound file) starts with this signature. */
const doc = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(1024)]);
/** A Windows program's header, whatever its name says. */
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510), Buffer.from("PE\0\0")]);

type Part = [string, string | Blob, string?];
const slot = (index: number, name: string, data: Buffer, filename: string): Part[] => [
  [`files[${index}][name]`, name],
  [`files[${index}][file]`, new Blob([new Uint8Array(data)]), filename],
];
const fields = (unit = "3", name = "Andi Penerima"): Part[] => [
  ["name_receipt", name],
  ["unit_receipt", unit],
  ["date_receipt", new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)],
  ["customer_id", "1"],
];

async function post(who: Buyer | SellerSession | null, url: string, parts: Part[]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  const encoded = new Response(form);
  return {
    method: "POST" as const,
    url,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...who?.headers, "content-type": encoded.headers.get("content-type") ?? "" },
  };
}
const createUrl = (id: number) => `/api/transaction-support-document/create/${id}`;
const updateUrl = (id: number) => `/api/transaction-support-document/update/${id}`;

async function save(buyer: Buyer, url: string, parts: Part[]) {
  const { response, body } = await call(api.app, receiptSaveResponse, await post(buyer, url, parts));
  expect(response.statusCode, response.body).toBe(200);
  expect(body.message).toBe(receiptMessages.saved);
  return body.data;
}

async function list(buyer: Buyer, transactionId: number) {
  const { response, body } = await call(
    api.app,
    supportDocumentListResponse,
    getRequest(buyer, `/api/transaction-support-document/${transactionId}`),
  );
  expect(response.statusCode, response.body).toBe(200);
  return body.data;
}

/** Every file kept in the private storage: stored documents and leftover spooled parts. */
async function storedFiles(): Promise<string[]> {
  const read = (dir: string) => readdir(dir).catch(() => [] as string[]);
  const spool = path.join(privateStorageDir(api.publicDir), "uploads");
  return [...(await read(receiptDocumentDir(api.publicDir))), ...(await read(spool)).map((name) => `spool/${name}`)];
}

const logOf = (transactionId: number) =>
  db()
    .select()
    .from(transactionLogs)
    .where(eq(transactionLogs.transactionId, transactionId))
    .orderBy(asc(transactionLogs.id));

describe("GET transaction-support-document/:transactionId", () => {
  it("says why there is nothing to record yet, and answers 404 for another buyer's order", async () => {
    const pending = await buildOrder(db(), { buyerId: demo.id });
    expect((await list(demo, pending.id)).empty_state).toBe("not_confirmed");
    const order = await buildSplitOrder(db(), { buyerId: demo.id });
    const before = await list(demo, order.id);
    expect(before.empty_state).toBe("not_shipped");
    expect(before.shipments.map((batch) => [batch.partial_id, batch.status])).toEqual([
      [1, "pending"],
      [2, "pending"],
    ]);
    expect(before.shipments[0].items.every((item) => !item.can_record && item.receipt === null)).toBe(true);
    await expectError(api.app, getRequest(other, `/api/transaction-support-document/${order.id}`), 404);
    await expectError(api.app, `/api/transaction-support-document/${order.id}`, 401);
  });
});

describe("recording goods receipt", () => {
  it("records batch 1 with two documents, updates it with a third, then batch 2 of the same line on its own", async () => {
    const order = await buildSplitOrder(db(), { buyerId: demo.id });
    await dispatch(api, seller, order.id, 1);
    const before = await storedFiles();

    const created = await save(demo, createUrl(order.split1), [
      ...fields("3"),
      ...slot(0, "SPK Surat Pesanan", pdf, "spk.pdf"),
      ...slot(1, "Invoice Surat Tagihan", docx, "tagihan.docx"),
    ]);
    expect(created).toMatchObject({
      id: order.split1,
      transaction_detail_id: order.detailIds[0],
      qty: 3,
      receipt: { unit_receipt: 3, name_receipt: "Andi Penerima" },
      can_record: true,
    });
    expect(created.documents.map((document) => [document.name, document.original_name, document.mime])).toEqual([
      ["SPK Surat Pesanan", "spk.pdf", "application/pdf"],
      [
        "Invoice Surat Tagihan",
        "tagihan.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
    ]);
    expect((await storedFiles()).length).toBe(before.length + 2);

    // The spec's update: POST with _method=PUT; a file in a new slot is added.
    const updated = await save(demo, updateUrl(order.split1), [
      ["_method", "PUT"],
      ...fields("2", "Budi Penerima"),
      ...slot(3, "Bast", doc, "bast.doc"),
    ]);
    expect(updated.receipt).toMatchObject({ unit_receipt: 2, name_receipt: "Budi Penerima" });
    expect(updated.documents.map((document) => [document.name, document.mime])).toEqual([
      ["SPK Surat Pesanan", "application/pdf"],
      ["Invoice Surat Tagihan", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["Bast", "application/msword"],
    ]);

    // A file in a slot the receipt has replaces that document, and its old file goes.
    const replaced = await save(demo, updateUrl(order.split1), [
      ["_method", "PUT"],
      ...fields("2", "Budi Penerima"),
      ...slot(0, "SPK Surat Pesanan", docx, "spk-baru.docx"),
    ]);
    expect(replaced.documents.map((document) => document.original_name)).toEqual([
      "tagihan.docx",
      "bast.doc",
      "spk-baru.docx",
    ]);
    expect((await storedFiles()).length).toBe(before.length + 3);

    // Batch 2 has not left: its outgoing detail cannot be recorded yet.
    const early = await expectError(
      api.app,
      await post(demo, createUrl(order.split2), [...fields("2"), ...slot(0, "Bast", pdf, "bast.pdf")]),
      409,
    );
    expect(early.message).toBe(receiptMessages.notShipped);
    await dispatch(api, seller, order.id, 2);
    const second = await save(demo, createUrl(order.split2), [...fields("2"), ...slot(0, "Bast", pdf, "bast.pdf")]);
    expect(second.receipt).toMatchObject({ unit_receipt: 2 });

    const after = await list(demo, order.id);
    expect(after.empty_state).toBeNull();
    const split = after.shipments.flatMap((batch) =>
      batch.items
        .filter((item) => item.transaction_detail_id === order.detailIds[0])
        .map((item) => [batch.partial_id, item.qty, item.receipt?.unit_receipt, item.documents.length]),
    );
    expect(split).toEqual([
      [1, 3, 2, 3],
      [2, 2, 2, 1],
    ]);
    const rows = await db().select().from(receipts).where(eq(receipts.transactionDetailId, order.detailIds[0]));
    expect(rows.map((row) => row.shipmentItemId).sort()).toEqual([order.split1, order.split2].sort());

    const entries = (await logOf(order.id)).filter((entry) => entry.sectionChange === "receipt");
    expect(entries.map((entry) => entry.nameSectionChange)).toEqual([
      expect.stringMatching(/^Penerimaan barang dicatat: .* \(Pengiriman 1\), 3 Unit diterima oleh Andi Penerima$/),
      expect.stringMatching(/^Penerimaan barang diperbarui: .* \(Pengiriman 1\), 2 Unit diterima oleh Budi Penerima$/),
      expect.stringMatching(/^Penerimaan barang diperbarui: /),
      expect.stringMatching(/^Penerimaan barang dicatat: .* \(Pengiriman 2\)/),
    ]);
  });

  it("names the missing fields with the spec's messages", async () => {
    const order = await buildSplitOrder(db(), { buyerId: demo.id });
    const error = await expectError(api.app, await post(demo, createUrl(order.whole), [["customer_id", "1"]]), 400);
    expect(error.data).toEqual({
      name_receipt: [receiptMessages.name],
      unit_receipt: [receiptMessages.unit],
      date_receipt: [receiptMessages.date],
    });
  });

  it("refuses a .exe renamed .pdf, a 3 MB file, another buyer's ids and more units than sent, storing nothing", async () => {
    const order = await buildSplitOrder(db(), { buyerId: demo.id });
    await dispatch(api, seller, order.id, 1);
    const before = await storedFiles();
    const documentsBefore = (await db().select({ id: supportDocuments.id }).from(supportDocuments)).length;

    const renamed = await expectError(
      api.app,
      await post(demo, createUrl(order.whole), [
        ...fields("1"),
        ...slot(0, "SPK Surat Pesanan", pdf, "ok.pdf"),
        ...slot(1, "Bast", exe, "bast.pdf"),
      ]),
      422,
    );
    expect(renamed).toMatchObject({
      message: receiptMessages.fileFormat,
      data: { files: [receiptMessages.fileFormat] },
    });

    const big = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024 - pdf.length)]);
    expect(big.length).toBeGreaterThan(RECEIPT_DOCUMENT_MAX_BYTES);
    const tooBig = await expectError(
      api.app,
      await post(demo, createUrl(order.whole), [...fields("1"), ...slot(0, "Bast", big, "besar.pdf")]),
      422,
    );
    expect(tooBig).toMatchObject({ message: receiptMessages.fileSize, data: { files: [receiptMessages.fileSize] } });

    await expectError(
      api.app,
      await post(other, createUrl(order.whole), [...fields("1"), ...slot(0, "Bast", pdf, "bast.pdf")]),
      404,
    );
    await expectError(
      api.app,
      await post(other, updateUrl(order.whole), [["_method", "PUT"], ...fields("1"), ...slot(0, "Bast", pdf, "b.pdf")]),
      404,
    );

    const over = await expectError(
      api.app,
      await post(demo, createUrl(order.whole), [...fields("3"), ...slot(0, "Bast", pdf, "bast.pdf")]),
      422,
    );
    expect(over.data).toEqual({ unit_receipt: [receiptMessages.unitOverSent(2)] });

    const early = await expectError(
      api.app,
      await post(demo, createUrl(order.whole), [
        ...fields("1").map((part): Part => (part[0] === "date_receipt" ? ["date_receipt", "2020-01-01"] : part)),
        ...slot(0, "Bast", pdf, "bast.pdf"),
      ]),
      422,
    );
    expect(early.data).toEqual({ date_receipt: [receiptMessages.dateBeforeDispatch] });

    // Seven file slots at most are read (spec §9); an eighth file is refused whole.
    const eight = Array.from({ length: 8 }, (_, index) =>
      slot(index, `Dokumen ${index + 1}`, pdf, `d${index}.pdf`),
    ).flat();
    const tooMany = await api.app.inject(await post(demo, createUrl(order.whole), [...fields("1"), ...eight]));
    expect(tooMany.statusCode, tooMany.body).toBe(413);

    // An update needs a receipt to update.
    const noneYet = await expectError(
      api.app,
      await post(demo, updateUrl(order.whole), [["_method", "PUT"], ...fields("1"), ...slot(0, "Bast", pdf, "b.pdf")]),
      409,
    );
    expect(noneYet.message).toBe(receiptMessages.noReceiptYet);

    expect(await storedFiles()).toEqual(before);
    expect((await db().select({ id: supportDocuments.id }).from(supportDocuments)).length).toBe(documentsBefore);
    expect(await db().select().from(receipts).where(eq(receipts.shipmentItemId, order.whole))).toEqual([]);
    expect((await logOf(order.id)).some((entry) => entry.sectionChange === "receipt")).toBe(false);
  });

  it("answers 409 when the order's status does not allow a receipt", async () => {
    const order = await buildSplitOrder(db(), { buyerId: demo.id });
    // A batch marked as left on an order the seller has not moved on: the status decides.
    await db().update(shipments).set({ status: "shipped" }).where(eq(shipments.transactionId, order.id));
    const refused = await expectError(
      api.app,
      await post(demo, createUrl(order.whole), [...fields("1"), ...slot(0, "Bast", pdf, "bast.pdf")]),
      409,
    );
    expect(refused.message).toBe(receiptMessages.notAllowed);
    expect(await db().select().from(receipts).where(eq(receipts.shipmentItemId, order.whole))).toEqual([]);
  });
});

describe("receipt documents", () => {
  it("are served to their buyer and the seller only, as attachments with the checked type", async () => {
    const order = await buildSplitOrder(db(), { buyerId: demo.id });
    await dispatch(api, seller, order.id, 1);
    const saved = await save(demo, createUrl(order.whole), [
      ...fields("2"),
      ...slot(0, "Invoice Surat Tagihan", docx, "tagihan;akhir ü.pdf"),
    ]);
    const [document] = saved.documents;
    const own = await api.app.inject(getRequest(demo, `/api/transaction-support-document/file/${document.id}`));
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(docx)).toBe(true);
    expect(own.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    // The uploaded name, made harmless, with the checked type's extension.
    expect(own.headers["content-disposition"]).toBe(
      `attachment; filename="tagihan_akhir _.docx"; filename*=UTF-8''tagihan%3Bakhir%20%C3%BC.docx`,
    );

    await expectError(api.app, getRequest(other, `/api/transaction-support-document/file/${document.id}`), 404);
    await expectError(
      api.app,
      getRequest(seller as Buyer, `/api/transaction-support-document/file/${document.id}`),
      401,
    );
    const sellers = await api.app.inject(
      getRequest(seller as Buyer, `/api/admin/transaction-support-document/file/${document.id}`),
    );
    expect(sellers.statusCode).toBe(200);
    expect(sellers.rawPayload.equals(docx)).toBe(true);
    await expectError(api.app, getRequest(demo, `/api/admin/transaction-support-document/file/${document.id}`), 401);

    // The seller's order detail lists the receipt with its batch and documents.
    const detail = (await api.app.inject(getRequest(seller as Buyer, `/api/admin/order/${order.id}`))).json();
    expect(detail.data.receipts).toEqual([
      expect.objectContaining({
        shipment_item_id: order.whole,
        partial_id: 1,
        unit_receipt: 2,
        documents: [expect.objectContaining({ id: document.id, name: "Invoice Surat Tagihan" })],
      }),
    ]);
  });
});
