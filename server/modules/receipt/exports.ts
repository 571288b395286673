// The four export calls (spec: export-spk, export-invoice, export-bast, export-receipt): the order's
// facts fed to the documents provider's one model and rendered as Word or PDF (issue #24). The contract
// paper (export-spk) and the bill (export-invoice, export-receipt) cover the whole order; the BAST covers
// the delivery batch of the outgoing detail. Every paper is recorded by its fingerprint for the public
// check. A buyer gets their own orders only (another's is a 404); the seller any.
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { orderVisibleTo, teamRoleOf } from "../team/membership";
import { exportFileName, receiptMessages, type ExportFormat, type ExportKind } from "../../contract/receipt";
import type { Db } from "../../db/client";
import {
  complaints,
  customers,
  districts,
  payments,
  provinces,
  receipts,
  settings,
  shipmentItems,
  shipments,
  spks,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import {
  documentModel,
  type DocumentModel,
  type OrderFacts,
  type StepTaker,
  type StepTakers,
} from "../../providers/documents/model";
import { PDF_CONTENT_TYPE, renderPdf } from "../../providers/documents/pdf";
import { renderWord, WORD_CONTENT_TYPE } from "../../providers/documents/word";
import { witaDay } from "../seller-orders/detail";
import { issuePaper } from "./papers";
import { receiptTexts } from "./service";

/** The shop's trade name (the settings hold its legal name, address and contacts). */
export const SHOP_NAME = "Toko Pengadaan";

export type ExportRequest = {
  kind: ExportKind;
  format: ExportFormat;
  transactionId: number;
  outgoingDetailId: number;
  /** The buyer who asks (their own orders only); null for the seller. */
  customerId: number | null;
};

export type ExportFile = { body: Buffer; contentType: string; fileName: string };

/** A district as addresses write it: "Kota Makassar", "Kabupaten Gowa". */
const districtName = (type: string, name: string) => (/^(kota|kabupaten)\b/i.test(name) ? name : `${type} ${name}`);

/**
 * Who of the unit took the steps the papers record, from the timeline's snapshots (decision 0152). A
 * receipt entry names its batch in its text (receiptTexts), the one place the batch is kept on it.
 */
async function stepTakersOf(db: Db, transactionId: number): Promise<StepTakers> {
  const rows = await db
    .select({
      section: transactionLogs.sectionChange,
      text: transactionLogs.nameSectionChange,
      name: transactionLogs.actorName,
      role: transactionLogs.actorRole,
    })
    .from(transactionLogs)
    .where(and(eq(transactionLogs.transactionId, transactionId), isNotNull(transactionLogs.actorName)))
    .orderBy(asc(transactionLogs.createdAt), asc(transactionLogs.id));
  const takers = rows.flatMap((row) => {
    const role = teamRoleOf(row.role);
    return role && row.name ? [{ ...row, taker: { name: row.name, role } satisfies StepTaker }] : [];
  });
  const last = (role: StepTaker["role"]) => takers.filter((row) => row.taker.role === role).at(-1)?.taker ?? null;
  const received: Record<number, StepTaker[]> = {};
  for (const row of takers) {
    if (row.section !== receiptTexts.logSection || row.taker.role !== "penerima") continue;
    const partialId = receiptTexts.batchOf(row.text);
    if (partialId === null) continue;
    const list = (received[partialId] ??= []);
    if (!list.some((taker) => taker.name === row.taker.name)) list.push(row.taker);
  }
  return {
    requested: takers.find((row) => row.section === "make order")?.taker ?? null,
    approved: last("ppk"),
    paid: last("bendahara"),
    received,
  };
}

/** The whole order as its papers print it; null when there is no such order (for this buyer). */
export async function loadOrderFacts(
  db: Db,
  transactionId: number,
  customerId: number | null,
): Promise<OrderFacts | null> {
  const [order] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), customerId === null ? undefined : orderVisibleTo(customerId)));
  if (!order) return null;
  const [[shop], [buyer], [spk], batches, lines, items, openComplaints, [paid], takenBy] = await Promise.all([
    db
      .select({
        setting: settings,
        districtType: districts.type,
        district: districts.name,
        province: provinces.name,
      })
      .from(settings)
      .innerJoin(districts, eq(districts.id, settings.districtId))
      .innerJoin(provinces, eq(provinces.id, settings.provinceId))
      .orderBy(asc(settings.id))
      .limit(1),
    db.select().from(customers).where(eq(customers.id, order.customerId)),
    db.select().from(spks).where(eq(spks.transactionId, order.id)),
    db.select().from(shipments).where(eq(shipments.transactionId, order.id)).orderBy(asc(shipments.partialId)),
    db
      .select()
      .from(transactionDetails)
      .where(eq(transactionDetails.transactionId, order.id))
      .orderBy(asc(transactionDetails.id)),
    db
      .select({
        shipmentId: shipmentItems.shipmentId,
        detailId: shipmentItems.transactionDetailId,
        qty: shipmentItems.qty,
        receiptDay: receipts.dateReceipt,
        unitReceipt: receipts.unitReceipt,
        nameReceipt: receipts.nameReceipt,
      })
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
      .leftJoin(receipts, eq(receipts.shipmentItemId, shipmentItems.id))
      .where(eq(shipments.transactionId, order.id))
      .orderBy(asc(shipmentItems.transactionDetailId), asc(shipmentItems.id)),
    db
      .selectDistinct({ detailId: complaints.transactionDetailId })
      .from(complaints)
      .innerJoin(transactionDetails, eq(transactionDetails.id, complaints.transactionDetailId))
      .where(and(eq(transactionDetails.transactionId, order.id), isNull(complaints.respondedAt))),
    db
      .select({ paidAt: payments.paymentDate, updatedAt: payments.updatedAt })
      .from(payments)
      .where(and(eq(payments.transactionId, order.id), inArray(payments.status, ["success"])))
      .limit(1),
    stepTakersOf(db, order.id),
  ]);
  if (!shop || !buyer) throw conflict(receiptMessages.exportNotReady);
  const { setting } = shop;
  return {
    shop: {
      tradeName: SHOP_NAME,
      legalName: setting.legalName,
      nib: setting.nib,
      npwp: setting.npwp,
      bankName: setting.bankName,
      bankAccountNumber: setting.bankAccountNumber,
      bankAccountName: setting.bankAccountName,
      signatoryName: setting.signatoryName,
      signatoryTitle: setting.signatoryTitle,
      address: setting.address,
      city: districtName(shop.districtType, shop.district),
      province: shop.province,
      phone: setting.phone,
      email: setting.email,
    },
    buyer: { name: buyer.name, instance: buyer.instanceName, namePp: buyer.namePp },
    order: {
      invoice: order.invoice,
      createdDay: witaDay(order.createdAt)!,
      satker: order.satker,
      recipient: order.nameReceipt,
      deliveryAddress: [order.address, order.subDistrict, order.district, order.province, order.postalCode].join(", "),
      shippingCost: order.shippingCost,
      shippingCostNego: order.shippingCostNego,
    },
    spk: spk ? { ...spk, npwp: spk.npwp, savedDay: witaDay(spk.createdAt)! } : null,
    lines: lines.map((line) => ({
      detailId: line.id,
      name: line.nameProduct,
      unit: line.unit,
      qty: line.qty,
      unitPrice: line.priceNego ?? line.priceAfterDiscount,
      listPrice: line.priceAfterDiscount,
    })),
    batches: batches.map((batch) => ({
      partialId: batch.partialId,
      shippingCost: batch.shippingCost,
      etd: batch.etd,
      courier: batch.courier ?? (batch.dateDelivery ? order.shippingCourier.toUpperCase() : null),
      awb: batch.noAirwaybill,
      dispatchedDay: witaDay(batch.dateDelivery),
      items: items
        .filter((item) => item.shipmentId === batch.id)
        .map((item) => ({
          detailId: item.detailId,
          qty: item.qty,
          receipt: item.receiptDay
            ? { day: item.receiptDay, unitReceipt: item.unitReceipt, name: item.nameReceipt }
            : null,
        })),
    })),
    openComplaintDetailIds: openComplaints.map((row) => row.detailId),
    paidDay: paid ? witaDay(paid.paidAt ?? paid.updatedAt) : null,
    takenBy,
  };
}

/** The delivery batch (partial id) of an outgoing detail of this order; a 404 for another order's. */
async function batchOf(db: Db, transactionId: number, outgoingDetailId: number): Promise<number> {
  const [item] = await db
    .select({ partialId: shipments.partialId })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(and(eq(shipmentItems.id, outgoingDetailId), eq(shipments.transactionId, transactionId)));
  if (!item) throw notFound();
  return item.partialId;
}

/** The paper of `kind` as the order stands now (the BAST of batch `partialId`); null when gone. */
export async function currentPaper(
  db: Db,
  transactionId: number,
  kind: ExportKind,
  partialId: number | null,
): Promise<DocumentModel | null> {
  const facts = await loadOrderFacts(db, transactionId, null);
  const batch = partialId ?? facts?.batches[0]?.partialId;
  if (!facts || !facts.batches.some((candidate) => candidate.partialId === batch)) return null;
  return documentModel(kind, facts, batch!);
}

export async function exportDocument(db: Db, shopOrigin: string, request: ExportRequest): Promise<ExportFile> {
  const facts = await loadOrderFacts(db, request.transactionId, request.customerId);
  if (!facts) throw notFound();
  const partialId = await batchOf(db, request.transactionId, request.outgoingDetailId);
  const model = documentModel(request.kind, facts, partialId);
  const verification = await issuePaper(db, shopOrigin, request.transactionId, model);
  return request.format === "pdf"
    ? {
        body: await renderPdf(model, verification),
        contentType: PDF_CONTENT_TYPE,
        fileName: exportFileName(request.kind, "pdf"),
      }
    : {
        body: await renderWord(model, verification),
        contentType: WORD_CONTENT_TYPE,
        fileName: exportFileName(request.kind, "doc"),
      };
}
