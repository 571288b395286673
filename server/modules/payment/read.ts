// A payment as the buyer's pages read it (contract `buyerPayment`): the order's latest payment with its
// latest proof (an id, never a URL), the order's figures and the buyer's name.
import { orderVisibleTo } from "../team/membership";
import { and, desc, eq, type Placeholder, type SQL } from "drizzle-orm";
import type { BuyerPayment } from "../../contract/payment";
import type { OrderStatus, PaymentStatus } from "../../contract/order-status";
import type { Db } from "../../db/client";
import { customers, paymentProofs, payments, transactions } from "../../db/schema";
import { notFound } from "../../http/errors";
import { paymentMessages } from "../../contract/payment";
import type { Tx } from "../../db/client";
import { qrisPayload, vaNumberOf } from "./bpd";

type PaymentRow = typeof payments.$inferSelect;

/** The transfer a payment records, as the buyer's and the seller's views of it both show it. */
export const paymentTransferFields = (payment: PaymentRow) => ({
  payment_type: payment.paymentType,
  bank_name: payment.bankName,
  account_name: payment.accountName,
  account_number: payment.accountNumber,
  payment_date: payment.paymentDate?.toISOString() ?? null,
  nominal: payment.nominal,
});
type ProofRow = Pick<typeof paymentProofs.$inferSelect, "id" | "mime" | "createdAt">;
type OrderRow = Pick<typeof transactions.$inferSelect, "id" | "invoice" | "status" | "createdAt" | "grandTotal">;

export async function latestPaymentRow(db: Db | Tx, transactionId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.transactionId, transactionId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/**
 * Join conditions for an order's latest payment and that payment's latest proof, picked as
 * `latestPaymentRow` and `toBuyerPayment` pick them, for a page that reads them with other rows.
 */
export const isLatestPaymentOf = (db: Db, transactionId: number | Placeholder): SQL =>
  eq(
    payments.id,
    db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.transactionId, transactionId))
      .orderBy(desc(payments.id))
      .limit(1),
  );
export const isLatestProofOfPayment = (db: Db): SQL =>
  eq(
    paymentProofs.id,
    db
      .select({ id: paymentProofs.id })
      .from(paymentProofs)
      .where(eq(paymentProofs.paymentId, payments.id))
      .orderBy(desc(paymentProofs.id))
      .limit(1),
  );

export async function toBuyerPayment(
  db: Db | Tx,
  payment: PaymentRow,
  order: OrderRow,
  customerName: string,
): Promise<BuyerPayment> {
  const [proof] = await db
    .select({ id: paymentProofs.id, mime: paymentProofs.mime, createdAt: paymentProofs.createdAt })
    .from(paymentProofs)
    .where(eq(paymentProofs.paymentId, payment.id))
    .orderBy(desc(paymentProofs.id))
    .limit(1);
  return buyerPaymentOf(payment, proof ?? null, order, customerName);
}

/** A payment with its latest proof (or null), as the buyer's pages read it. */
export function buyerPaymentOf(
  payment: PaymentRow,
  proof: ProofRow | null,
  order: OrderRow,
  customerName: string,
): BuyerPayment {
  const service = payment.paymentService === "Doku" ? "Doku" : "BPD";
  const open = payment.status === "pending";
  return {
    id: payment.id,
    payment_service: service,
    ...paymentTransferFields(payment),
    status: payment.status as PaymentStatus,
    notes: payment.notes,
    // The provider's page only while it can still be paid.
    url_payment: service === "Doku" && open ? payment.urlPayment : null,
    expired_date: payment.expiredDate?.toISOString() ?? null,
    payment_invoice: payment.paymentInvoice ?? order.invoice,
    va_number: service === "BPD" ? (payment.vaNumber ?? vaNumberOf(order.id)) : null,
    qris_payload:
      service === "BPD"
        ? qrisPayload({ invoice: payment.paymentInvoice ?? order.invoice, amount: payment.nominal })
        : null,
    proof: proof ? { id: proof.id, mime: proof.mime, created_at: proof.createdAt.toISOString() } : null,
    created_at: payment.createdAt.toISOString(),
    transaction: {
      id: order.id,
      invoice: order.invoice,
      status: order.status as OrderStatus,
      created_at: order.createdAt.toISOString(),
      grand_total: order.grandTotal,
      customer_name: customerName,
    },
  };
}

/** The latest payment of an order row (already checked to be the reader's), or null. */
export async function loadLatestPayment(
  db: Db,
  order: OrderRow & { customerId: number },
): Promise<BuyerPayment | null> {
  const payment = await latestPaymentRow(db, order.id);
  if (!payment) return null;
  const [buyer] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, order.customerId));
  return toBuyerPayment(db, payment, order, buyer?.name ?? "");
}

/** The buyer's order's latest payment; another buyer's order, or none yet, is a 404. */
export async function getBuyerPayment(db: Db, customerId: number, transactionId: number): Promise<BuyerPayment> {
  const [order] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), orderVisibleTo(customerId)));
  if (!order) throw notFound(paymentMessages.notFound);
  const payment = await loadLatestPayment(db, order);
  if (!payment) throw notFound(paymentMessages.notFound);
  return payment;
}
