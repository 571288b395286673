// The controls above a profile-area table: page size and search as two GET forms that carry each
// other's value, so both work without JavaScript and neither loses the other's choice.
import { Form } from "@remix-run/react";
import { useId } from "react";

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
};

export function ListToolbar({ action, query, pageSizes, defaultPageSize, searchMaxLength, noun, placeholder, hint }: ListToolbarProps) {
  const id = useId();
  return (
    <div className="list-toolbar">
      <Form method="get" action={action} className="list-toolbar__form" aria-label="Jumlah data per halaman">
        {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
        <label htmlFor={`${id}-per-page`}>Tampilkan</label>
        <select id={`${id}-per-page`} name="per_page" className="select list-toolbar__size" defaultValue={String(query.per_page)} key={query.per_page}>
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
