// The address list's query (page size, search, page, modal) and the filtering and paging it means.
// Isomorphic: the loader uses it, and the page builds its links with `listHref`.
import type { AddressEntry } from "@contract/address";
import { idParam } from "@contract/envelope";
import * as z from "zod";

export const ADDRESS_LIST_ROUTE = "/profil/alamat";
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 5;
export const SEARCH_MAX_LENGTH = 100;
export const DETAIL_MODAL = "detail";
export const DELETE_MODAL = "hapus";

/** A query parameter is input: anything odd falls back to the default rather than failing the page. */
export const addressListQuery = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).optional().catch(undefined),
  per_page: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .default(DEFAULT_PAGE_SIZE)
    .catch(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1).catch(1),
  modal: z.enum([DETAIL_MODAL, DELETE_MODAL]).optional().catch(undefined),
  id: idParam.optional().catch(undefined),
});
type AddressListQuery = z.output<typeof addressListQuery>;

/** The list's URL for a query: defaults are left out, so the plain list stays `/profil/alamat`. */
export function listHref(
  query: Pick<AddressListQuery, "q" | "per_page" | "page"> & { modal?: string; id?: number },
): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.per_page !== DEFAULT_PAGE_SIZE) params.set("per_page", String(query.per_page));
  if (query.page > 1) params.set("page", String(query.page));
  if (query.modal && query.id !== undefined) {
    params.set("modal", query.modal);
    params.set("id", String(query.id));
  }
  const search = params.toString();
  return search ? `${ADDRESS_LIST_ROUTE}?${search}` : ADDRESS_LIST_ROUTE;
}

/** Matches the work unit (name) or the street address, ignoring case. */
export function filterAddresses(entries: AddressEntry[], search: string | undefined): AddressEntry[] {
  const needle = search?.toLocaleLowerCase("id-ID");
  if (!needle) return entries;
  return entries.filter(
    (entry) =>
      entry.name.toLocaleLowerCase("id-ID").includes(needle) ||
      entry.customer_address.address.toLocaleLowerCase("id-ID").includes(needle),
  );
}

export type AddressPage = {
  rows: AddressEntry[];
  /** Row number of the first row (1-based). */
  offset: number;
  page: number;
  pageCount: number;
  total: number;
};

/** One page of the filtered list; a page past the end shows the last one. */
export function pageOf(entries: AddressEntry[], page: number, perPage: number): AddressPage {
  const pageCount = Math.max(1, Math.ceil(entries.length / perPage));
  const current = Math.min(page, pageCount);
  const start = (current - 1) * perPage;
  return {
    rows: entries.slice(start, start + perPage),
    offset: start,
    page: current,
    pageCount,
    total: entries.length,
  };
}

/** The spec's page buttons: previous, current-1, current, current+1, next (numbers that exist only). */
export function pageButtons(page: number, pageCount: number): number[] {
  return [page - 1, page, page + 1].filter((number) => number >= 1 && number <= pageCount);
}

/** The flash messages the list shows after a save or a delete (spec §4 "Address list", §8). */
export const CREATED_MESSAGE = "Data berhasil tersimpan";
export const UPDATED_TITLE = "Selamat";
export const UPDATED_MESSAGE = "Data anda telah berhasil diperbaharui";
export const DELETED_MESSAGE = "Data berhasil dihapus";
