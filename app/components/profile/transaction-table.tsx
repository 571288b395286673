// The buyer's transaction table (/profil/beranda and /profil/transaksi): page size and search as two
// GET forms that carry each other's value, the rows newest first, and the pager. Works without JS.
import { DEFAULT_TRANSACTION_PAGE_SIZE, TRANSACTION_PAGE_SIZES, TRANSACTION_SEARCH_MAX_LENGTH, type TransactionListResult } from "@contract/transaction";
import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { Pagination } from "~/components/catalogue/pagination";
import { orderTabHref } from "~/components/order/order-tabs";
import { formatDate } from "~/utils/format";
import { StatusBadge } from "./status-badge";

export type TransactionTableQuery = { search: string; per_page: number; page: number };

/** Spec: day, full month name, year. */
export const TRANSACTION_DATE_PATTERN = "DD MMMM YYYY";

/** The table's URL; defaults are left out so the plain path is the first page. */
export function transactionTableHref(pathname: string, query: TransactionTableQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.per_page !== DEFAULT_TRANSACTION_PAGE_SIZE) params.set("per_page", String(query.per_page));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

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
  const first = list.total === 0 ? 0 : (list.current_page - 1) * list.per_page + 1;
  const last = Math.min(list.current_page * list.per_page, list.total);
  return (
    <section className="transaction-table" aria-labelledby={headingId}>
      <Heading id={headingId} className="transaction-table__title">
        Daftar Transaksi
      </Heading>
      <div className="transaction-table__controls">
        <Form method="get" action={pathname} className="transaction-table__form" aria-label="Jumlah data per halaman">
          {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
          <label htmlFor={`${id}-per-page`}>Tampilkan</label>
          <select id={`${id}-per-page`} name="per_page" className="select transaction-table__size" defaultValue={String(query.per_page)} key={query.per_page}>
            {TRANSACTION_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <span aria-hidden="true">data</span>
          <button type="submit" className="button button--outline">
            Terapkan
          </button>
        </Form>
        <Form method="get" action={pathname} role="search" className="transaction-table__form" aria-label="Cari transaksi">
          {query.per_page !== DEFAULT_TRANSACTION_PAGE_SIZE ? <input type="hidden" name="per_page" value={query.per_page} /> : null}
          <label htmlFor={`${id}-search`}>
            Cari<span className="sr-only"> transaksi</span>
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name="search"
            className="input transaction-table__search"
            defaultValue={query.search}
            key={query.search}
            maxLength={TRANSACTION_SEARCH_MAX_LENGTH}
            placeholder="Invoice, status, tanggal"
            aria-describedby={`${id}-search-hint`}
          />
          <span id={`${id}-search-hint`} className="sr-only">
            Cari berdasarkan nomor invoice, status atau tanggal, misalnya 12 September 2026.
          </span>
          <button type="submit" className="button button--primary">
            Cari
          </button>
        </Form>
      </div>
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
                    <Link to={orderTabHref(item.id)}>{item.invoice}</Link>
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
      <div className="transaction-table__footer">
        <p className="transaction-table__count" aria-live="polite">
          {list.total === 0 ? "Menampilkan 0 data" : `Menampilkan ${first}–${last} dari ${list.total} data`}
        </p>
        <Pagination
          label="Halaman daftar transaksi"
          current={list.current_page}
          total={list.last_page}
          hrefFor={(page) => transactionTableHref(pathname, { ...query, page })}
        />
      </div>
    </section>
  );
}
