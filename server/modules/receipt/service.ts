// Goods receipt (profile-area "Penerimaan", §4, §5, §8): the order's delivery batches with each
// outgoing detail's receipt and documents. A receipt belongs to a shipment item, so each partial batch
// of a line gets its own. Recording one is the order's command `recordReceipt` (order/record-receipt.ts).
import { orderVisibleTo } from "../team/membership";
import { and, asc, eq, inArray } from "drizzle-orm";
import { canRecordReceipt, normalizeStatus } from "../../contract/order-status";
import { type OutgoingDetail, type SupportDocument, type SupportDocumentList } from "../../contract/receipt";
import type { Db } from "../../db/client";
import {
  receipts,
  shipmentItems,
  shipments,
  supportDocuments,
  transactionDetails,
  transactions,
} from "../../db/schema";
import { notFound } from "../../http/errors";
import { witaDay } from "../seller-orders/detail";
import { ownedTransactionId } from "../transaction/order";

/** A batch has left the seller (order/dispatch.ts's DISPATCHED). */
export const DISPATCHED = "shipped";

export const receiptTexts = {
  logSection: "receipt",
  created: (product: string, batch: number, units: number, unit: string, name: string) =>
    `Penerimaan barang dicatat: ${product} (Pengiriman ${batch}), ${units} ${unit} diterima oleh ${name}`,
  updated: (product: string, batch: number, units: number, unit: string, name: string) =>
    `Penerimaan barang diperbarui: ${product} (Pengiriman ${batch}), ${units} ${unit} diterima oleh ${name}`,
  allReceived: "Seluruh barang diterima: dokumen tagihan lengkap",
  /** The batch a receipt entry (created or updated) is about; null for any other text. */
  batchOf: (text: string): number | null => {
    const found = /^Penerimaan barang (?:dicatat|diperbarui): .* \(Pengiriman (\d+)\), /.exec(text);
    return found ? Number(found[1]) : null;
  },
} as const;

type ReceiptRow = typeof receipts.$inferSelect;
type DocumentRow = typeof supportDocuments.$inferSelect;

const toDocument = (row: DocumentRow): SupportDocument => ({
  id: row.id,
  name: row.name,
  original_name: row.originalName,
  mime: row.mime,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

export const toReceipt = (row: ReceiptRow): OutgoingDetail["receipt"] =>
  row.dateReceipt === null || row.unitReceipt === null || row.nameReceipt === null
    ? null
    : {
        id: row.id,
        date_receipt: row.dateReceipt,
        unit_receipt: row.unitReceipt,
        name_receipt: row.nameReceipt,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };

export const itemColumns = {
  id: shipmentItems.id,
  shipmentId: shipmentItems.shipmentId,
  qty: shipmentItems.qty,
  detailId: transactionDetails.id,
  nameProduct: transactionDetails.nameProduct,
  unit: transactionDetails.unit,
};
export type ItemRow = {
  id: number;
  shipmentId: number;
  qty: number;
  detailId: number;
  nameProduct: string;
  unit: string;
};

/** Receipts and their documents of some shipment items, by shipment item id. */
export async function receiptsOf(db: Db, itemIds: number[]) {
  const rows =
    itemIds.length === 0 ? [] : await db.select().from(receipts).where(inArray(receipts.shipmentItemId, itemIds));
  const documents =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(supportDocuments)
          .where(
            inArray(
              supportDocuments.receiptId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(supportDocuments.id));
  return new Map(
    rows.map((row) => [row.shipmentItemId!, { row, documents: documents.filter((doc) => doc.receiptId === row.id) }]),
  );
}

export function outgoingDetail(
  item: ItemRow,
  found: { row: ReceiptRow; documents: DocumentRow[] } | undefined,
  canRecord: boolean,
): OutgoingDetail {
  return {
    id: item.id,
    transaction_detail_id: item.detailId,
    name_product: item.nameProduct,
    unit: item.unit,
    qty: item.qty,
    receipt: found ? toReceipt(found.row) : null,
    documents: found ? found.documents.map(toDocument) : [],
    can_record: canRecord,
  };
}

/** The buyer's order's batches with their outgoing details, receipts and documents; another's is a 404. */
export async function listSupportDocuments(
  db: Db,
  customerId: number,
  transactionId: number,
): Promise<SupportDocumentList> {
  const id = await ownedTransactionId(db, customerId, transactionId);
  const [[order], batches, items] = await Promise.all([
    db
      .select({ id: transactions.id, invoice: transactions.invoice, status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, id)),
    db.select().from(shipments).where(eq(shipments.transactionId, id)).orderBy(asc(shipments.partialId)),
    db
      .select(itemColumns)
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
      .innerJoin(transactionDetails, eq(transactionDetails.id, shipmentItems.transactionDetailId))
      .where(eq(shipments.transactionId, id))
      .orderBy(asc(shipmentItems.transactionDetailId), asc(shipmentItems.id)),
  ]);
  const found = await receiptsOf(
    db,
    items.map((item) => item.id),
  );
  const statusAllows = canRecordReceipt(order.status);
  const anyDispatched = batches.some((batch) => batch.status === DISPATCHED);
  return {
    transaction: order,
    empty_state: normalizeStatus(order.status) === "pending" ? "not_confirmed" : anyDispatched ? null : "not_shipped",
    shipments: batches.map((batch) => ({
      id: batch.id,
      partial_id: batch.partialId,
      status: batch.status,
      courier: batch.courier,
      no_airwaybill: batch.noAirwaybill,
      date_delivery: witaDay(batch.dateDelivery),
      items: items
        .filter((item) => item.shipmentId === batch.id)
        .map((item) => outgoingDetail(item, found.get(item.id), statusAllows && batch.status === DISPATCHED)),
    })),
  };
}

/** A receipt document's stored name, type and uploaded name; `customerId` null is the seller (any order). */
export async function findDocument(
  db: Db,
  documentId: number,
  customerId: number | null,
): Promise<{ file: string; mime: string; name: string; originalName: string }> {
  const [row] = await db
    .select({
      file: supportDocuments.file,
      mime: supportDocuments.mime,
      name: supportDocuments.name,
      originalName: supportDocuments.originalName,
    })
    .from(supportDocuments)
    .innerJoin(receipts, eq(receipts.id, supportDocuments.receiptId))
    .innerJoin(transactionDetails, eq(transactionDetails.id, receipts.transactionDetailId))
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
    .where(and(eq(supportDocuments.id, documentId), customerId === null ? undefined : orderVisibleTo(customerId)));
  if (!row) throw notFound();
  return row;
}
