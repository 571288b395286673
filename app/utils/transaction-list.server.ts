// The transaction table's query (`?search=&per_page=&page=`) for /profil/beranda and /profil/transaksi.
// Query strings are input like any form: anything odd falls back to the defaults instead of an error page.
import { redirect } from "@remix-run/node";
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_SEARCH_MAX_LENGTH,
  type TransactionListResult,
} from "@contract/transaction";
import { searchText } from "@contract/text";
import * as z from "zod";
import { transactionTableHref, type TransactionTableQuery } from "~/schemas/transaction";
import { listTransactions } from "~/services/transaction.server";

const tableQuery = z.object({
  search: z
    .string()
    .transform((value) => searchText(value).trim().slice(0, TRANSACTION_SEARCH_MAX_LENGTH).trim())
    .catch(""),
  per_page: z.coerce
    .number()
    .refine((size) => (TRANSACTION_PAGE_SIZES as readonly number[]).includes(size))
    .catch(DEFAULT_TRANSACTION_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function parseTransactionTableQuery(url: URL): TransactionTableQuery {
  return tableQuery.parse({
    search: url.searchParams.get("search") ?? "",
    per_page: url.searchParams.get("per_page") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

export type TransactionTableData = { query: TransactionTableQuery; list: TransactionListResult };

/** The page of the table the URL asks for; a page past the end goes to the last one. */
export async function loadTransactionTable(request: Request, userId: number): Promise<TransactionTableData> {
  const url = new URL(request.url);
  const query = parseTransactionTableQuery(url);
  const list = await listTransactions(request, userId, {
    search: query.search || undefined,
    page: query.page,
    per_page: query.per_page,
  });
  if (list.data.length === 0 && list.last_page > 0 && query.page > list.last_page) {
    throw redirect(transactionTableHref(url.pathname, { ...query, page: list.last_page }));
  }
  return { query, list };
}
