// Record the goods receipt of one outgoing detail (profile-area "Penerimaan", §4, §5, §8; decision
// 0120). A save is all or nothing: the files are checked before anything is kept, moved to their final
// names, then the rows and one timeline entry are written in one database transaction; on any failure
// the moved files are removed again. The receipt that completes the order (every batch dispatched and
// every item received in full) makes the claim payable: shipped → document, and the unit's Bendahara is mailed.
// An item received short keeps the order unpayable until its receipt is updated to the full quantity.
// An order paid before delivery under the old flow goes to paid instead: it is never asked to pay twice.
import { orderVisibleTo, requireRole } from "../team/membership";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { canRecordReceipt, normalizeStatus } from "../../contract/order-status";
import { RECEIPT_MAX_FILE_SLOTS, receiptMessages, type OutgoingDetail, type ReceiptBody } from "../../contract/receipt";
import type { Db } from "../../db/client";
import {
  payments,
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
import { checkDocuments, removeDocuments, storeDocuments } from "../receipt/files";
import { DISPATCHED, itemColumns, outgoingDetail, receiptsOf, receiptTexts, toReceipt } from "../receipt/service";
import { witaDay } from "../seller-orders/detail";
import { holdersOf, runOrderCommand, type CommandContext, type OrderDeps } from "./command";
import { lockOrder, stepActor, transitionWithin, type StepActor } from "./lifecycle";
import { orderMails } from "./mails";

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
    .where(and(eq(shipmentItems.id, outgoingDetailId), orderVisibleTo(customerId)));
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
export async function recordReceipt(
  deps: OrderDeps,
  log: FastifyBaseLogger,
  storage: Storage,
  customerId: number,
  outgoingDetailId: number,
  input: ReceiptBody,
  mode: SaveMode,
): Promise<OutgoingDetail> {
  const { db } = deps;
  const item = await ownedItem(db, customerId, outgoingDetailId);
  await requireRole(db, customerId, "penerima");
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
    replaced = await runOrderCommand(deps, log, async (context) => {
      const { tx, now } = context;
      const order = await lockOrder(tx, item.transactionId);
      refuseUnlessReceivable(order.status, item.batchStatus);
      const [existing] = await tx.select().from(receipts).where(eq(receipts.shipmentItemId, item.id));
      if (mode === "update" && (!existing || toReceipt(existing) === null)) {
        throw conflict(receiptMessages.noReceiptYet);
      }
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
      const by = await stepActor(tx, customerId, "penerima");
      await tx.insert(transactionLogs).values({
        transactionId: item.transactionId,
        transactionDetailId: item.detailId,
        sectionChange: receiptTexts.logSection,
        nameSectionChange: text(item.nameProduct, item.partialId, input.unit_receipt, item.unit, input.name_receipt),
        newValue: String(input.unit_receipt),
        ...by,
        createdAt: now,
      });
      await completeWhenAllReceived(context, order, by);
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

/** Every batch dispatched and every item of it received in full. */
async function everythingReceived(tx: CommandContext["tx"], transactionId: number): Promise<boolean> {
  const rows = await tx
    .select({ batch: shipments.status, sent: shipmentItems.qty, received: receipts.unitReceipt })
    .from(shipments)
    .leftJoin(shipmentItems, eq(shipmentItems.shipmentId, shipments.id))
    .leftJoin(receipts, eq(receipts.shipmentItemId, shipmentItems.id))
    .where(eq(shipments.transactionId, transactionId));
  return (
    rows.length > 0 &&
    rows.every((row) => row.batch === DISPATCHED && (row.sent === null || (row.received ?? -1) >= row.sent))
  );
}

async function completeWhenAllReceived(
  context: CommandContext,
  order: typeof transactions.$inferSelect,
  by: StepActor,
): Promise<void> {
  const { tx, now } = context;
  if (normalizeStatus(order.status) !== "shipped" || !(await everythingReceived(tx, order.id))) return;
  const [paidBefore] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.transactionId, order.id), eq(payments.status, "success")))
    .limit(1);
  await transitionWithin(tx, {
    transactionId: order.id,
    to: paidBefore ? "paid" : "document",
    ...by,
    at: now,
    entry: receiptTexts.allReceived,
  });
  if (paidBefore) return;
  const facts = { id: order.id, invoice: order.invoice, total: order.grandTotal };
  context.mail(holdersOf(order, "bendahara"), "order-payable", (buyer) =>
    orderMails.payable(buyer, facts, context.shopOrigin),
  );
}
