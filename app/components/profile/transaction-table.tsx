// The buyer's transaction table (/profil/beranda and /profil/transaksi): page size and search as two
// GET forms that carry each other's value, the rows newest first, and the pager. Works without JS.
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_SEARCH_MAX_LENGTH,
  type TransactionListResult,
} from "@contract/transaction";
import { Link } from "@remix-run/react";
import { useId } from "react";
import { ListFooter, ListToolbar } from "~/components/list-controls";
import { formatDate } from "~/utils/format";
import { orderHref } from "~/utils/hrefs";
import { StatusBadge } from "./status-badge";
import { transactionTableHref, type TransactionTableQuery } from "~/schemas/transaction";

/** Spec: day, full month name, year. */
export const TRANSACTION_DATE_PATTERN = "DD MMMM YYYY";

type TransactionTableProps = {
  pathname: string;
  query: TransactionTableQuery;
  list: TransactionListResult;
  /** The heading level: h1 when the table is the page, h2 under the dashboard's profile block. */
  headingLevel: 1 | 2;
};

export function TransactionTable({ pathname, query, list, headingLevel }: TransactionTableProps) {
  const id = useId();
  const headingId = `${id}-judul`;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="transaction-table" aria-labelledby={headingId}>
      <Heading id={headingId} className="transaction-table__title">
        Daftar Transaksi
      </Heading>
      <ListToolbar
        action={pathname}
        query={query}
        pageSizes={TRANSACTION_PAGE_SIZES}
        defaultPageSize={DEFAULT_TRANSACTION_PAGE_SIZE}
        searchMaxLength={TRANSACTION_SEARCH_MAX_LENGTH}
        noun="transaksi"
        placeholder="Invoice, status, tanggal"
        hint="Cari berdasarkan nomor invoice, status atau tanggal, misalnya 12 September 2026."
      />
      <div className="transaction-table__scroll">
        <table className="transaction-table__table">
          <caption className="sr-only">
            Daftar Transaksi{query.search ? `, hasil pencarian "${query.search}"` : ""}, terbaru di atas
          </caption>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">No. Invoice</th>
              <th scope="col">Tanggal</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={4} className="transaction-table__empty">
                  Data tidak ditemukan
                </td>
              </tr>
            ) : (
              list.data.map((item) => (
                <tr key={item.id} className="transaction-table__row">
                  <td>{item.id}</td>
                  <th scope="row" className="transaction-table__invoice">
                    <Link to={orderHref(item.id)}>{item.invoice}</Link>
                  </th>
                  <td>
                    <time dateTime={item.created_at}>{formatDate(item.created_at, TRANSACTION_DATE_PATTERN)}</time>
                  </td>
                  <td>
                    <StatusBadge status={item.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ListFooter
        page={list}
        label="Halaman daftar transaksi"
        hrefFor={(page) => transactionTableHref(pathname, { ...query, page })}
      />
    </section>
  );
}
