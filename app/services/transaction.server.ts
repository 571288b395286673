import type { CreateTransactionBody, Transaction, TransactionAddress, TransactionListResult } from "@contract/transaction";
import { endpoints } from "@contract/endpoints";
import { apiRequest } from "./api-client.server";

/** Submits the purchase request; a repeat with the same key answers the first transaction's id. */
export async function createTransaction(
  request: Request,
  input: { checkout_id: number; total_ppn: number; partial: { id: number; partial_qty: number[] }[]; idempotency_key: string },
): Promise<number> {
  const body: CreateTransactionBody = input;
  const { id } = await apiRequest(request, endpoints.createTransaction, { json: body });
  return id;
}

export function getTransaction(request: Request, transactionId: number): Promise<{ data: Transaction; address: TransactionAddress }> {
  return apiRequest(request, endpoints.getTransaction, { params: { transactionId } });
}

/** One page of the buyer's transactions, newest first, optionally searched (invoice, status or date). */
export function listTransactions(
  request: Request,
  userId: number,
  query: { search?: string; page: number; per_page: number },
): Promise<TransactionListResult> {
  return apiRequest(request, endpoints.listTransactions, {
    params: { userId },
    query: { search: query.search, page: query.page, per_page: query.per_page },
  });
}
