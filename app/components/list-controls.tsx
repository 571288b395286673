// The controls around a profile-area table: above it, page size and search as two GET forms that
// carry each other's value (both work without JavaScript, neither loses the other's choice); below
// it, the row count and the pager.
import { Form } from "@remix-run/react";
import { useId } from "react";
import { Pagination } from "~/components/catalogue/pagination";

type ListToolbarProps = {
  /** The list's path: both forms GET it. */
  action: string;
  query: { search: string; per_page: number };
  pageSizes: readonly number[];
  defaultPageSize: number;
  searchMaxLength: number;
  /** What is searched, for the form's and the field's accessible names ("transaksi", "komplain"). */
  noun: string;
  placeholder: string;
  /** Read to screen-reader users with the search field: what it matches. */
  hint: string;
  /** Other filters of the list (the seller's status filter): both forms carry them along. */
  carry?: Record<string, string>;
};

function Carried({ values }: { values?: Record<string, string> }) {
  return (
    <>
      {Object.entries(values ?? {}).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}

export function ListToolbar({
  action,
  query,
  pageSizes,
  defaultPageSize,
  searchMaxLength,
  noun,
  placeholder,
  hint,
  carry,
}: ListToolbarProps) {
  const id = useId();
  return (
    <div className="list-toolbar">
      <Form method="get" action={action} className="list-toolbar__form" aria-label="Jumlah data per halaman">
        <Carried values={carry} />
        {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
        <label htmlFor={`${id}-per-page`}>Tampilkan</label>
        <select
          id={`${id}-per-page`}
          name="per_page"
          className="select list-toolbar__size"
          defaultValue={String(query.per_page)}
          key={query.per_page}
        >
          {pageSizes.map((size) => (
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
      <Form method="get" action={action} role="search" className="list-toolbar__form" aria-label={`Cari ${noun}`}>
        <Carried values={carry} />
        {query.per_page !== defaultPageSize ? <input type="hidden" name="per_page" value={query.per_page} /> : null}
        <label htmlFor={`${id}-search`}>
          Cari<span className="sr-only"> {noun}</span>
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          className="input list-toolbar__search"
          defaultValue={query.search}
          key={query.search}
          maxLength={searchMaxLength}
          placeholder={placeholder}
          aria-describedby={`${id}-search-hint`}
        />
        <span id={`${id}-search-hint`} className="sr-only">
          {hint}
        </span>
        <button type="submit" className="button button--primary">
          Cari
        </button>
      </Form>
    </div>
  );
}

type ListFooterProps = {
  page: { total: number; current_page: number; per_page: number; last_page: number };
  /** The pager's accessible name ("Halaman daftar transaksi"). */
  label: string;
  hrefFor: (page: number) => string;
};

export function ListFooter({ page, label, hrefFor }: ListFooterProps) {
  const first = (page.current_page - 1) * page.per_page + 1;
  const last = Math.min(page.current_page * page.per_page, page.total);
  return (
    <div className="transaction-table__footer">
      <p className="transaction-table__count" aria-live="polite">
        {page.total === 0 ? "Menampilkan 0 data" : `Menampilkan ${first}–${last} dari ${page.total} data`}
      </p>
      <Pagination label={label} current={page.current_page} total={page.last_page} hrefFor={hrefFor} />
    </div>
  );
}
