import type { TransactionLogEntry } from "@contract/order";
import type { BuyerTransactionAnswer, CreateTransactionBody, TransactionListResult } from "@contract/transaction";
import { endpoints } from "@contract/endpoints";
import { getApi, thrownStatus } from "./api-client.server";

/** Submits the purchase request; a repeat with the same key answers the first transaction's id. */
export async function createTransaction(
  request: Request,
  input: {
    checkout_id: number;
    total_ppn: number;
    partial: { id: number; partial_qty: number[] }[];
    idempotency_key: string;
  },
): Promise<number> {
  const body: CreateTransactionBody = input;
  const { id } = await getApi(request).call(endpoints.createTransaction, { body: body });
  return id;
}

/** The buyer's purchase request made with this idempotency key, or null when there is none. */
export async function findTransactionByKey(request: Request, key: string): Promise<number | null> {
  try {
    return (await getApi(request).call(endpoints.findTransactionByKey, { params: { key } })).id;
  } catch (error) {
    if (thrownStatus(error) === 404) return null;
    throw error;
  }
}

/** One of the buyer's orders with its address, negotiation rounds, reviews and complaints; another buyer's is a 404. */
export function getTransaction(request: Request, transactionId: number): Promise<BuyerTransactionAnswer> {
  return getApi(request).call(endpoints.getTransaction, { params: { transactionId } });
}

/** The order's log (timeline), oldest first; another buyer's order is a 404. */
export async function getTransactionLog(request: Request, transactionId: number): Promise<TransactionLogEntry[]> {
  const { log } = await getApi(request).call(endpoints.getTransactionLog, { params: { transactionId } });
  return log;
}

/** One page of the buyer's transactions, newest first, optionally searched (invoice, status or date). */
export function listTransactions(
  request: Request,
  userId: number,
  query: { search?: string; page: number; per_page: number },
): Promise<TransactionListResult> {
  return getApi(request).call(endpoints.listTransactions, {
    params: { userId },
    query: { search: query.search, page: query.page, per_page: query.per_page },
  });
}
