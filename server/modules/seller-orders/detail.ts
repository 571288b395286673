// The seller's order detail: what the buyer's order page shows (lines, rounds, buyer and delivery
// blocks) plus the SPK, payments with their proofs, shipments, receipts, the timeline and the actions.
import { asc, eq, inArray } from "drizzle-orm";
import type { OrderStatus } from "../../contract/order-status";
import type { SellerOrder, SellerPayment, SellerShipment } from "../../contract/seller-orders";
import type { SpkRecord } from "../../contract/spk";
import type { Db } from "../../db/client";
import {
  paymentProofs,
  payments,
  receipts,
  shipmentItems,
  shipments,
  supportDocuments,
  transactionDetails,
  transactions,
} from "../../db/schema";
import { notFound } from "../../http/errors";
import { loadLog } from "../transaction/order";
import { orderAnswer } from "../transaction/service";
import { paymentTransferFields } from "../payment/read";
import { sellerActions } from "./allowed-actions";

/** A dispatch date is kept as the start of its WITA day; the page shows the day. */
export const witaDay = (at: Date | null): string | null =>
  at === null ? null : new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Every payment of the order, oldest first, with all its proofs: one query. */
export async function loadPayments(db: Db, transactionId: number): Promise<SellerPayment[]> {
  const rows = await db
    .select({ payment: payments, proof: paymentProofs })
    .from(payments)
    .leftJoin(paymentProofs, eq(paymentProofs.paymentId, payments.id))
    .where(eq(payments.transactionId, transactionId))
    .orderBy(asc(payments.createdAt), asc(payments.id), asc(paymentProofs.id));
  const byId = new Map<number, SellerPayment>();
  for (const { payment, proof } of rows) {
    let entry = byId.get(payment.id);
    if (!entry) {
      entry = {
        id: payment.id,
        payment_service: payment.paymentService,
        ...paymentTransferFields(payment),
        status: payment.status,
        notes: payment.notes,
        expired_date: payment.expiredDate?.toISOString() ?? null,
        created_at: payment.createdAt.toISOString(),
        proofs: [],
      };
      byId.set(payment.id, entry);
    }
    if (proof)
      entry.proofs.push({
        id: proof.id,
        bank_name: proof.bankName,
        account_name: proof.accountName,
        account_number: proof.accountNumber,
        mime: proof.mime,
        created_at: proof.createdAt.toISOString(),
      });
  }
  return [...byId.values()];
}

export async function loadShipments(db: Db, transactionId: number): Promise<SellerShipment[]> {
  const [rows, items] = await Promise.all([
    db.select().from(shipments).where(eq(shipments.transactionId, transactionId)).orderBy(asc(shipments.partialId)),
    db
      .select({
        id: shipmentItems.id,
        shipmentId: shipmentItems.shipmentId,
        detailId: shipmentItems.transactionDetailId,
        nameProduct: transactionDetails.nameProduct,
        qty: shipmentItems.qty,
      })
      .from(shipmentItems)
      .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
      .innerJoin(transactionDetails, eq(transactionDetails.id, shipmentItems.transactionDetailId))
      .where(eq(shipments.transactionId, transactionId))
      .orderBy(asc(shipmentItems.transactionDetailId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    partial_id: row.partialId,
    shipping_cost: row.shippingCost,
    etd: row.etd,
    courier: row.courier,
    no_airwaybill: row.noAirwaybill,
    status: row.status,
    date_delivery: witaDay(row.dateDelivery),
    lines: items
      .filter((item) => item.shipmentId === row.id)
      .map((item) => ({
        shipment_item_id: item.id,
        transaction_detail_id: item.detailId,
        name_product: item.nameProduct,
        qty: item.qty,
      })),
  }));
}

async function loadReceipts(db: Db, transactionId: number): Promise<SellerOrder["receipts"]> {
  const rows = await db
    .select({ receipt: receipts, partialId: shipments.partialId })
    .from(receipts)
    .innerJoin(transactionDetails, eq(transactionDetails.id, receipts.transactionDetailId))
    .leftJoin(shipmentItems, eq(shipmentItems.id, receipts.shipmentItemId))
    .leftJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(eq(transactionDetails.transactionId, transactionId))
    .orderBy(asc(receipts.transactionDetailId), asc(shipments.partialId), asc(receipts.id));
  const documents =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(supportDocuments)
          .where(
            inArray(
              supportDocuments.receiptId,
              rows.map((row) => row.receipt.id),
            ),
          )
          .orderBy(asc(supportDocuments.id));
  return rows.map(({ receipt, partialId }) => ({
    id: receipt.id,
    transaction_detail_id: receipt.transactionDetailId,
    no_airwaybill: receipt.noAirwaybill,
    date_delivery: receipt.dateDelivery,
    date_receipt: receipt.dateReceipt,
    unit_delivery: receipt.unitDelivery,
    unit_receipt: receipt.unitReceipt,
    name_receipt: receipt.nameReceipt,
    descriptions: receipt.descriptions,
    documents: documents
      .filter((document) => document.receiptId === receipt.id)
      .map((document) => ({
        id: document.id,
        name: document.name,
        original_name: document.originalName,
        mime: document.mime,
        size: document.size,
        created_at: document.createdAt.toISOString(),
      })),
    shipment_item_id: receipt.shipmentItemId,
    partial_id: partialId,
  }));
}

/** The SPK orderAnswer read, in the seller's field names. */
const sellerSpkOf = (spk: SpkRecord | null): SellerOrder["spk"] =>
  spk && {
    satuan_kerja: spk.satuan_kerja,
    lembaga: spk.lembaga,
    paket_kerja: spk.paket_kerja,
    tahun_anggaran: spk.tahun_anggaran,
    sumber_dana: spk.sumber_dana,
    kode_rekening: spk.kode_rekening,
    pagu_anggaran: spk.pagu_anggaran,
    official_type: spk.tipe_pemerintah,
    official_name: spk.nama_pemerintah,
    official_nip: spk.nip_pemerintah,
    treasurer_type: spk.tipe_bendahara,
    treasurer_name: spk.nama_bendahara,
    treasurer_nip: spk.nip_bendahara,
  };

export async function getSellerOrder(db: Db, transactionId: number): Promise<SellerOrder> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  if (!row) throw notFound();
  // orderAnswer reads the SPK: it is not read again here. The seller sees every payment and proof,
  // not only the latest the answer carries.
  const [answer, orderPayments, orderShipments, orderReceipts, log] = await Promise.all([
    orderAnswer(db, row),
    loadPayments(db, row.id),
    loadShipments(db, row.id),
    loadReceipts(db, row.id),
    loadLog(db, row.id),
  ]);
  const spk = sellerSpkOf(answer.spk);
  const lastRound = answer.negotiations.at(-1);
  return {
    id: row.id,
    invoice: row.invoice,
    status: row.status as OrderStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    shipping_courier: row.shippingCourier,
    shipping_service: row.shippingService,
    shipping_cost: row.shippingCost,
    shipping_cost_nego: row.shippingCostNego,
    total_qty: row.totalQty,
    total_price: row.totalPrice,
    total_price_nego: row.totalPriceNego,
    total_ppn: row.totalPpn,
    grand_total: row.grandTotal,
    nego_step: row.negoStep,
    cancel_reason: row.cancelReason,
    buyer: { id: row.customerId, ...answer.data.customer },
    address: answer.address,
    lines: answer.data.transaction_detail,
    spk,
    negotiations: answer.negotiations,
    payments: orderPayments,
    shipments: orderShipments,
    receipts: orderReceipts,
    log,
    actions: sellerActions({
      status: row.status,
      sellerRoundOpen: lastRound !== undefined && lastRound.is_admin && !lastRound.expired,
      proofUnderReview: orderPayments.some((payment) => payment.status === "reviewed"),
      batchesLeft: orderShipments.filter((shipment) => shipment.status !== "shipped").length,
      spkSaved: spk !== null,
    }),
  };
}
