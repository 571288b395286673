import { officialsOf, orderVisibleTo, rolesOf, storedRolesOf, unitMembersJson } from "../team/membership";
import { statusLabels } from "../../contract/order-status";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  type BuyerTransactionAnswer,
  type TransactionAnswer,
  type TransactionListResult,
} from "../../contract/transaction";
import type { Db } from "../../db/client";
import { shipmentItems, shipments, transactionDetails, transactions } from "../../db/schema";
import { notFound } from "../../http/errors";
import { loadNegotiations, loadOrderComplaints, loadOrderCustomerAndPapers, loadOrderReviews } from "./order";
import { jsonArray } from "../../db/json-array";
import { param, preparedOn } from "../../db/prepared";
import { likePattern } from "../../db/like-pattern";
import { witaDateTexts } from "../../db/wita-date-text";

/**
 * One of the buyer's transactions with its lines (their batches, negotiated prices, review and
 * complaint), its delivery address, the buyer block, the negotiation rounds and the order's reviews
 * and complaints; else a 404.
 */
export async function getTransaction(
  db: Db,
  customerId: number,
  transactionId: number,
): Promise<BuyerTransactionAnswer> {
  // The caller's roles and the unit's officials come with the row: PGlite answers one query at a time.
  const [found] = await preparedOn(db, "order_row", (on) =>
    on
      .select({
        row: transactions,
        roles: storedRolesOf(on, param("customerId")),
        members: unitMembersJson(on, transactions.workUnitId),
      })
      .from(transactions)
      .where(and(eq(transactions.id, param("transactionId")), orderVisibleTo(param("customerId")))),
  ).execute({ customerId, transactionId });
  if (!found) throw notFound();
  const answer = await orderAnswer(db, found.row);
  return { ...answer, my_roles: rolesOf(found.roles), unit_officials: officialsOf(found.members) };
}

/**
 * The order page's answer for an order row; the caller has checked who may read it. Five queries, each
 * carrying its children as JSON columns (a line's batches, a round's prices, a review's images).
 */
export async function orderAnswer(db: Db, row: typeof transactions.$inferSelect): Promise<TransactionAnswer> {
  const customerId = row.customerId;
  const [details, rounds, orderReviews, orderComplaints, parties] = await Promise.all([
    preparedOn(db, "order_lines", (on) =>
      on
        .select({
          detail: transactionDetails,
          shipping: jsonArray<{ partial_id: number; qty: number }>(
            db
              .select({
                batches: sql`json_agg(json_build_object('partial_id', ${shipments.partialId}, 'qty', ${shipmentItems.qty})
                order by ${shipments.partialId}, ${shipmentItems.id})`,
              })
              .from(shipmentItems)
              .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
              .where(
                and(
                  eq(shipmentItems.transactionDetailId, transactionDetails.id),
                  eq(shipments.transactionId, transactionDetails.transactionId),
                ),
              ),
          ),
        })
        .from(transactionDetails)
        .where(eq(transactionDetails.transactionId, param("transactionId")))
        .orderBy(asc(transactionDetails.id)),
    ).execute({ transactionId: row.id }),
    loadNegotiations(db, row.id),
    loadOrderReviews(db, customerId, row.id),
    loadOrderComplaints(db, customerId, row.id),
    loadOrderCustomerAndPapers(db, row),
  ]);
  return {
    data: {
      id: row.id,
      invoice: row.invoice,
      status: row.status,
      created_at: row.createdAt.toISOString(),
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
      customer: parties.customer,
      customer_address: parties.customer_address,
      transaction_detail: details.map(({ detail, shipping }) => {
        const review = orderReviews.find((entry) => entry.transaction_detail.id === detail.id);
        const complaint = orderComplaints.find((entry) => entry.transaction_detail.id === detail.id);
        return {
          id: detail.id,
          product_id: detail.productId,
          name_product: detail.nameProduct,
          qty: detail.qty,
          unit: detail.unit,
          price: detail.price,
          discount: detail.discount,
          price_after_discount: detail.priceAfterDiscount,
          price_nego: detail.priceNego,
          is_nego: detail.isNego,
          subtotal: detail.subtotal,
          subtotal_nego: detail.subtotalNego,
          notes: detail.notes,
          image: detail.image,
          webp: detail.webp,
          is_partial: detail.isPartial,
          shipping,
          price_negotiation: rounds.flatMap((round) =>
            round.product_negotiation
              .filter((entry) => entry.transaction_detail_id === detail.id)
              .map((entry) => ({ nego_step: round.nego_step, is_admin: round.is_admin, new_price: entry.new_price })),
          ),
          review: review ? { id: review.id, star: review.star } : null,
          complaint: complaint ? { id: complaint.id } : null,
        };
      }),
    },
    address: {
      shipping_courier: row.shippingCourier,
      shipping_service: row.shippingService,
      satker: row.satker,
      name_receipt: row.nameReceipt,
      phone_receipt: row.phoneReceipt,
      address: row.address,
      sub_district: row.subDistrict,
      district: row.district,
      province: row.province,
      postal_code: row.postalCode,
    },
    negotiations: rounds,
    reviews: orderReviews,
    complaint: orderComplaints,
    payment: parties.payment,
    spk: parties.spk,
  };
}

// ---------- the buyer's list ----------

/**
 * Everything a row is searched by, lower-cased: invoice, raw status, its badge label and the WITA
 * date as the list shows it (`03 September 2026`), unpadded (`3 September 2026`) and ISO (`2026-09-03`).
 */
function searchableText(): SQL {
  const labels = Object.entries(statusLabels);
  const label = sql`case lower(${transactions.status}) ${sql.join(
    labels.map(([status, text]) => sql`when ${status} then ${text}`),
    sql` `,
  )} else '' end`;
  return sql`lower(concat_ws(' ', ${transactions.invoice}, ${transactions.status}, ${label},
    ${witaDateTexts(transactions.createdAt)}))`;
}

export type TransactionListInput = { search?: string; page: number; per_page: number };

/** One page of the buyer's transactions, newest first (ties: newest id), optionally searched. */
export async function listTransactions(
  db: Db,
  customerId: number,
  input: TransactionListInput,
): Promise<TransactionListResult> {
  const search = input.search?.trim().toLowerCase();
  const where = and(
    orderVisibleTo(customerId),
    search ? sql`${searchableText()} like ${likePattern(search)}` : undefined,
  );
  // The page and the count in one query (PGlite answers one at a time); only a page past the end,
  // which has no row to carry the count, asks for it alone.
  const rows = await db
    .select({
      id: transactions.id,
      invoice: transactions.invoice,
      created_at: transactions.createdAt,
      status: transactions.status,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(input.per_page)
    .offset((input.page - 1) * input.per_page);
  const total =
    rows[0]?.total ??
    (input.page > 1
      ? (
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(transactions)
            .where(where)
        )[0].total
      : 0);
  return {
    data: rows.map(({ total: _total, ...row }) => ({ ...row, created_at: row.created_at.toISOString() })),
    current_page: input.page,
    per_page: input.per_page,
    total,
    last_page: Math.ceil(total / input.per_page),
  };
}

/** The caller's transaction made with this idempotency key, or a 404 (another buyer's key is no different). */
export async function findTransactionByKey(db: Db, customerId: number, key: string): Promise<number> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(orderVisibleTo(customerId), eq(transactions.idempotencyKey, key)))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}
