// The transaction table's query (`?search=&per_page=&page=`) for /profil/beranda and /profil/transaksi,
// and its URL. Isomorphic: the loader parses it, the table builds its links with it.
import { DEFAULT_TRANSACTION_PAGE_SIZE } from "@contract/transaction";

export type TransactionTableQuery = { search: string; per_page: number; page: number };

/** The table's URL; defaults are left out so the plain path is the first page. */
export function transactionTableHref(pathname: string, query: TransactionTableQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.per_page !== DEFAULT_TRANSACTION_PAGE_SIZE) params.set("per_page", String(query.per_page));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
