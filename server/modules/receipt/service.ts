// Goods receipt (profile-area "Penerimaan", §4, §5, §8): the order's delivery batches with each
// outgoing detail's receipt and documents, and recording or updating one. A receipt belongs to a
// shipment item, so each partial batch of a line gets its own. A save is all or nothing: the files are
// checked before anything is kept, moved to their final names, then the rows and the timeline entry
// are written in one database transaction; on any failure the moved files are removed again.
import { and, asc, eq, inArray } from "drizzle-orm";
import { canRecordReceipt, normalizeStatus } from "../../contract/order-status";
import {
  RECEIPT_MAX_FILE_SLOTS,
  receiptMessages,
  type OutgoingDetail,
  type ReceiptBody,
  type SupportDocument,
  type SupportDocumentList,
} from "../../contract/receipt";
import type { Db } from "../../db/client";
import {
  receipts,
  shipmentItems,
  shipments,
  supportDocuments,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../db/schema";
import { conflict, notFound, unprocessable } from "../../http/errors";
import type { Storage } from "../../providers/storage";
import { witaDay } from "../seller-orders/detail";
import { lockOrder } from "../seller-orders/order-lock";
import { ownedTransactionId } from "../transaction/order";
import { checkDocuments, removeDocuments, storeDocuments } from "./files";

/** A batch has left the seller (seller-shipments' DISPATCHED). */
const DISPATCHED = "shipped";

export const receiptTexts = {
  logSection: "receipt",
  created: (product: string, batch: number, units: number, name: string) =>
    `Penerimaan barang dicatat: ${product} (Pengiriman ${batch}), ${units} unit diterima oleh ${name}`,
  updated: (product: string, batch: number, units: number, name: string) =>
    `Penerimaan barang diperbarui: ${product} (Pengiriman ${batch}), ${units} unit diterima oleh ${name}`,
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

const toReceipt = (row: ReceiptRow): OutgoingDetail["receipt"] =>
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

const itemColumns = {
  id: shipmentItems.id,
  shipmentId: shipmentItems.shipmentId,
  qty: shipmentItems.qty,
  detailId: transactionDetails.id,
  nameProduct: transactionDetails.nameProduct,
  unit: transactionDetails.unit,
};
type ItemRow = { id: number; shipmentId: number; qty: number; detailId: number; nameProduct: string; unit: string };

/** Receipts and their documents of some shipment items, by shipment item id. */
async function receiptsOf(db: Db, itemIds: number[]) {
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

function outgoingDetail(
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

/** The outgoing detail with its batch and order, if it is the caller's; else a 404. */
async function ownedItem(db: Db, customerId: number, outgoingDetailId: number) {
  const [row] = await db
    .select({
      ...itemColumns,
      partialId: shipments.partialId,
      batchStatus: shipments.status,
      dispatchedAt: shipments.dateDelivery,
      transactionId: transactions.id,
      orderStatus: transactions.status,
    })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .innerJoin(transactionDetails, eq(transactionDetails.id, shipmentItems.transactionDetailId))
    .innerJoin(transactions, eq(transactions.id, shipments.transactionId))
    .where(and(eq(shipmentItems.id, outgoingDetailId), eq(transactions.customerId, customerId)));
  if (!row) throw notFound();
  return row;
}

function refuseUnlessReceivable(orderStatus: string, batchStatus: string) {
  if (!canRecordReceipt(orderStatus)) throw conflict(receiptMessages.notAllowed);
  if (batchStatus !== DISPATCHED) throw conflict(receiptMessages.notShipped);
}

export type SaveMode = "create" | "update";

/**
 * Records (`create`) or updates the receipt of one of the caller's outgoing details. Create on an item
 * that already has a receipt updates it (a form sent twice is not an error); update needs one (409).
 * The order must allow receipts and the batch must have left (409); `unit_receipt` may not pass the
 * units sent (422). A file in a slot whose name the receipt has replaces that document.
 */
export async function saveReceipt(
  db: Db,
  storage: Storage,
  customerId: number,
  outgoingDetailId: number,
  input: ReceiptBody,
  mode: SaveMode,
): Promise<OutgoingDetail> {
  const item = await ownedItem(db, customerId, outgoingDetailId);
  // Checked again under the order's lock below; here so a refused save reads no file.
  refuseUnlessReceivable(item.orderStatus, item.batchStatus);
  if (input.unit_receipt > item.qty) {
    const message = receiptMessages.unitOverSent(item.qty);
    throw unprocessable(message, { unit_receipt: [message] });
  }
  const dispatchDay = witaDay(item.dispatchedAt);
  if (dispatchDay !== null && input.date_receipt < dispatchDay) {
    throw unprocessable(receiptMessages.dateBeforeDispatch, { date_receipt: [receiptMessages.dateBeforeDispatch] });
  }
  const checked = await checkDocuments(storage, input.files);
  const names = await storeDocuments(storage, customerId, checked);
  let replaced: string[] = [];
  try {
    replaced = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, item.transactionId);
      refuseUnlessReceivable(order.status, item.batchStatus);
      const [existing] = await tx.select().from(receipts).where(eq(receipts.shipmentItemId, item.id));
      if (mode === "update" && (!existing || toReceipt(existing) === null)) {
        throw conflict(receiptMessages.noReceiptYet);
      }
      const now = new Date();
      const fields = {
        dateReceipt: input.date_receipt,
        unitReceipt: input.unit_receipt,
        nameReceipt: input.name_receipt,
        updatedAt: now,
      };
      const [receipt] = existing
        ? await tx.update(receipts).set(fields).where(eq(receipts.id, existing.id)).returning()
        : await tx
            .insert(receipts)
            .values({
              ...fields,
              transactionDetailId: item.detailId,
              shipmentItemId: item.id,
              unitDelivery: item.qty,
              createdAt: now,
            })
            .returning();
      const current = existing
        ? await tx.select().from(supportDocuments).where(eq(supportDocuments.receiptId, receipt.id))
        : [];
      const slots = new Set(checked.map((document) => document.slot));
      const superseded = current.filter((document) => slots.has(document.name));
      if (current.length - superseded.length + checked.length > RECEIPT_MAX_FILE_SLOTS) {
        throw unprocessable(receiptMessages.tooManyDocuments, { files: [receiptMessages.tooManyDocuments] });
      }
      if (superseded.length > 0) {
        await tx.delete(supportDocuments).where(
          inArray(
            supportDocuments.id,
            superseded.map((document) => document.id),
          ),
        );
      }
      if (checked.length > 0) {
        await tx.insert(supportDocuments).values(
          checked.map((document, index) => ({
            receiptId: receipt.id,
            name: document.slot,
            file: names[index],
            mime: document.mime,
            size: document.size,
            originalName: document.originalName,
            createdAt: now,
          })),
        );
      }
      const text = existing && toReceipt(existing) ? receiptTexts.updated : receiptTexts.created;
      await tx.insert(transactionLogs).values({
        transactionId: item.transactionId,
        transactionDetailId: item.detailId,
        sectionChange: receiptTexts.logSection,
        nameSectionChange: text(item.nameProduct, item.partialId, input.unit_receipt, input.name_receipt),
        newValue: String(input.unit_receipt),
        actor: "buyer",
        actorId: customerId,
        createdAt: now,
      });
      return superseded.map((document) => document.file);
    });
  } catch (error) {
    await removeDocuments(storage, names);
    throw error;
  }
  // Only once the rows no longer name them.
  await removeDocuments(storage, replaced);
  const found = await receiptsOf(db, [item.id]);
  return outgoingDetail(item, found.get(item.id), true);
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
    .where(
      and(
        eq(supportDocuments.id, documentId),
        customerId === null ? undefined : eq(transactions.customerId, customerId),
      ),
    );
  if (!row) throw notFound();
  return row;
}
