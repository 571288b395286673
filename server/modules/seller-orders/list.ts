// The seller's order table: every buyer's orders, newest first, with the count of orders waiting for
// the seller (the badge): purchase requests to answer, and bank-transfer proofs to verify.
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { OrderStatus } from "../../contract/order-status";
import type { SellerOrderList } from "../../contract/seller-orders";
import type { Db } from "../../db/client";
import { customers, transactions } from "../../db/schema";
import { likePattern } from "../../db/like-pattern";

/** Pending, or pending_payment with a payment whose proof is under review. */
export const waitsForSeller: SQL = sql`(${transactions.status} in ('pending', 'processed', 'partial delivery')
  or (${transactions.status} = 'process' and exists (select 1 from spks s where s.transaction_id = ${transactions.id}))
  or (${transactions.status} = 'pending_payment' and exists (select 1 from payments p where p.transaction_id = ${transactions.id} and p.status = 'reviewed')))`;

/** The badge alone (the console's frame asks on every page): one count, no page of rows. */
export async function countWaitingOrders(db: Db): Promise<number> {
  const [{ waiting }] = await db.select({ waiting: count() }).from(transactions).where(waitsForSeller);
  return waiting;
}

export type SellerOrderListInput = { status?: OrderStatus; search?: string; page: number; per_page: number };

export async function listSellerOrders(db: Db, input: SellerOrderListInput): Promise<SellerOrderList> {
  const filters: SQL[] = [];
  if (input.status) filters.push(eq(transactions.status, input.status));
  if (input.search) {
    const pattern = likePattern(input.search);
    filters.push(
      or(ilike(transactions.invoice, pattern), ilike(customers.name, pattern), ilike(customers.email, pattern))!,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [[{ total }], waiting, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(transactions)
      .innerJoin(customers, eq(customers.id, transactions.customerId))
      .where(where),
    countWaitingOrders(db),
    db
      .select({
        id: transactions.id,
        invoice: transactions.invoice,
        status: transactions.status,
        createdAt: transactions.createdAt,
        totalQty: transactions.totalQty,
        grandTotal: transactions.grandTotal,
        buyerId: customers.id,
        buyerName: customers.name,
        buyerEmail: customers.email,
        instanceName: customers.instanceName,
        waiting: sql<boolean>`${waitsForSeller}`,
      })
      .from(transactions)
      .innerJoin(customers, eq(customers.id, transactions.customerId))
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      invoice: row.invoice,
      status: row.status as OrderStatus,
      created_at: row.createdAt.toISOString(),
      buyer: { id: row.buyerId, name: row.buyerName, email: row.buyerEmail, instance_name: row.instanceName },
      total_qty: row.totalQty,
      grand_total: row.grandTotal,
      waiting: row.waiting,
    })),
    current_page: input.page,
    per_page: input.per_page,
    total,
    last_page: Math.ceil(total / input.per_page),
    waiting,
  };
}
