import type { CreateTransactionBody, Transaction, TransactionAddress } from "@contract/transaction";
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
