// The four export calls (spec: export-spk, export-invoice, export-bast, export-receipt): the order's
// facts for the delivery batch of one outgoing detail, fed to the documents provider's one model and
// rendered as Word or PDF. A buyer gets their own orders only (another's is a 404); the seller any.
import { orderVisibleTo } from "../team/membership";
import { and, asc, eq } from "drizzle-orm";
import { exportFileName, receiptMessages, type ExportFormat, type ExportKind } from "../../contract/receipt";
import type { Db } from "../../db/client";
import {
  customers,
  districts,
  provinces,
  receipts,
  settings,
  shipmentItems,
  shipments,
  spks,
  transactionDetails,
  transactions,
} from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { batchShipping, documentModel, type OrderFacts } from "../../providers/documents/model";
import { PDF_CONTENT_TYPE, renderPdf } from "../../providers/documents/pdf";
import { renderWord, WORD_CONTENT_TYPE } from "../../providers/documents/word";

/** The shop's name on its documents (the settings hold its address and contacts, not a name). */
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

async function loadFacts(db: Db, request: ExportRequest): Promise<OrderFacts> {
  const [order] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, request.transactionId),
        request.customerId === null ? undefined : orderVisibleTo(request.customerId),
      ),
    );
  if (!order) throw notFound();
  const [item] = await db
    .select({ id: shipmentItems.id, shipmentId: shipmentItems.shipmentId })
    .from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(and(eq(shipmentItems.id, request.outgoingDetailId), eq(shipments.transactionId, order.id)));
  if (!item) throw notFound();
  const [[shop], [buyer], [spk], batches, lines, [receipt]] = await Promise.all([
    db
      .select({
        address: settings.address,
        phone: settings.phone,
        email: settings.email,
        districtType: districts.type,
        district: districts.name,
        province: provinces.name,
      })
      .from(settings)
      .innerJoin(districts, eq(districts.id, settings.districtId))
      .innerJoin(provinces, eq(provinces.id, settings.provinceId))
      .limit(1),
    db.select().from(customers).where(eq(customers.id, order.customerId)),
    db.select().from(spks).where(eq(spks.transactionId, order.id)),
    db.select().from(shipments).where(eq(shipments.transactionId, order.id)).orderBy(asc(shipments.partialId)),
    db
      .select({
        name: transactionDetails.nameProduct,
        qty: shipmentItems.qty,
        unit: transactionDetails.unit,
        price: transactionDetails.priceAfterDiscount,
        priceNego: transactionDetails.priceNego,
      })
      .from(shipmentItems)
      .innerJoin(transactionDetails, eq(transactionDetails.id, shipmentItems.transactionDetailId))
      .where(eq(shipmentItems.shipmentId, item.shipmentId))
      .orderBy(asc(transactionDetails.id)),
    db.select().from(receipts).where(eq(receipts.shipmentItemId, item.id)),
  ]);
  if (!shop || !buyer) throw conflict(receiptMessages.exportNotReady);
  const batch = batches.find((candidate) => candidate.id === item.shipmentId)!;
  return {
    shop: {
      name: SHOP_NAME,
      address: shop.address,
      city: districtName(shop.districtType, shop.district),
      province: shop.province,
      phone: shop.phone,
      email: shop.email,
    },
    buyer: {
      name: buyer.name,
      instance: buyer.instanceName,
      email: buyer.email,
      phone: buyer.phone,
      nip: buyer.nip,
      namePp: buyer.namePp,
      namePpk: buyer.namePpk,
    },
    order: {
      invoice: order.invoice,
      createdAt: order.createdAt,
      satker: order.satker,
      recipient: order.nameReceipt,
      deliveryAddress: [order.address, order.subDistrict, order.district, order.province, order.postalCode].join(", "),
    },
    spk: spk ?? null,
    shipment: {
      partialId: batch.partialId,
      courier: batch.courier ?? order.shippingCourier.toUpperCase(),
      awb: batch.noAirwaybill,
      dispatchedAt: batch.dateDelivery,
      cost: batchShipping(order.shippingCostNego, batches, batch.id),
    },
    lines: lines.map((line) => ({
      name: line.name,
      qty: line.qty,
      unit: line.unit,
      unitPrice: line.priceNego ?? line.price,
    })),
    receipt:
      receipt?.dateReceipt && receipt.nameReceipt
        ? { dateReceipt: receipt.dateReceipt, nameReceipt: receipt.nameReceipt }
        : null,
    now: new Date(),
  };
}

export async function exportDocument(db: Db, request: ExportRequest): Promise<ExportFile> {
  const model = documentModel(request.kind, await loadFacts(db, request));
  return request.format === "pdf"
    ? { body: await renderPdf(model), contentType: PDF_CONTENT_TYPE, fileName: exportFileName(request.kind, "pdf") }
    : { body: await renderWord(model), contentType: WORD_CONTENT_TYPE, fileName: exportFileName(request.kind, "doc") };
}
