// The address book's table, its search/page-size GET form and its page buttons.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  DELETE_MODAL,
  DETAIL_MODAL,
  listHref,
  pageButtons,
  PAGE_SIZES,
  SEARCH_MAX_LENGTH,
  type AddressPage,
} from "~/utils/address-list";
import { editAddressHref } from "~/utils/hrefs";

type ListState = { q: string; per_page: number; page: number };

/** One GET form: without JavaScript "Cari" applies both; with it a new page size applies at once. */
export function AddressToolbar({ query }: { query: ListState }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <Form method="get" className="address-toolbar" role="search" aria-label="Cari alamat">
      <div className="address-toolbar__size">
        <label htmlFor="address-per-page">Tampilkan</label>
        <select
          id="address-per-page"
          name="per_page"
          defaultValue={String(query.per_page)}
          className="field__control"
          onChange={hydrated ? (event) => event.currentTarget.form && submit(event.currentTarget.form) : undefined}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span aria-hidden="true">data</span>
      </div>
      <div className="address-toolbar__search">
        <label htmlFor="address-search" className="sr-only">
          Cari nama satker atau alamat
        </label>
        <input
          id="address-search"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Cari nama satker atau alamat"
          className="field__control"
        />
        <button type="submit" className="button button--outline">
          Cari
        </button>
      </div>
    </Form>
  );
}

export function AddressTable({ query, page }: { query: ListState; page: AddressPage }) {
  const rowHref = (modal: string, id: number) => listHref({ ...query, modal, id });
  return (
    <>
      <div className="address-table__scroll">
        <table className="address-table">
          <caption className="sr-only">Daftar alamat pengiriman</caption>
          <thead>
            <tr>
              <th scope="col">No</th>
              <th scope="col">Satuan Kerja</th>
              <th scope="col">Alamat</th>
              <th scope="col">Aksi</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="address-table__empty">
                  Data tidak ditemukan
                </td>
              </tr>
            ) : (
              page.rows.map((entry, index) => (
                <tr key={entry.id} className="address-row">
                  <td>{page.offset + index + 1}</td>
                  <th scope="row">{entry.name}</th>
                  <td>{entry.customer_address.address}</td>
                  <td>
                    <div className="address-row__actions">
                      <Link
                        to={rowHref(DETAIL_MODAL, entry.id)}
                        preventScrollReset
                        className="button button--outline button--small"
                      >
                        Detail<span className="sr-only"> {entry.name}</span>
                      </Link>
                      <Link to={editAddressHref(entry.id)} className="button button--outline button--small">
                        Edit<span className="sr-only"> {entry.name}</span>
                      </Link>
                      <Link
                        to={rowHref(DELETE_MODAL, entry.id)}
                        preventScrollReset
                        className="button button--danger button--small"
                      >
                        Hapus<span className="sr-only"> {entry.name}</span>
                      </Link>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager query={query} page={page} />
    </>
  );
}

/** Spec: previous, current-1, current, current+1, next. */
function Pager({ query, page }: { query: ListState; page: AddressPage }) {
  if (page.total === 0) return null;
  const href = (number: number) => listHref({ ...query, page: number });
  const step = (target: number, label: string, symbol: string, enabled: boolean) =>
    enabled ? (
      <Link to={href(target)} className="address-pager__link" aria-label={label}>
        {symbol}
      </Link>
    ) : (
      <span className="address-pager__link address-pager__link--disabled" aria-hidden="true">
        {symbol}
      </span>
    );
  return (
    <nav className="address-pager" aria-label="Halaman alamat">
      <p className="address-pager__info">
        Halaman {page.page} dari {page.pageCount} ({page.total} data)
      </p>
      <ul className="address-pager__list">
        <li>{step(page.page - 1, "Halaman sebelumnya", "‹", page.page > 1)}</li>
        {pageButtons(page.page, page.pageCount).map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              className={
                number === page.page ? "address-pager__link address-pager__link--current" : "address-pager__link"
              }
              aria-current={number === page.page ? "page" : undefined}
              aria-label={`Halaman ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>{step(page.page + 1, "Halaman berikutnya", "›", page.page < page.pageCount)}</li>
      </ul>
    </nav>
  );
}
