// The complaint pages' routes and the list's query (search, page size, page). Isomorphic: loaders
// parse with it, pages build their links with it.
import {
  COMPLAINT_EXCERPT_LENGTH,
  COMPLAINT_PAGE_SIZES,
  COMPLAINT_SEARCH_MAX_LENGTH,
  DEFAULT_COMPLAINT_PAGE_SIZE,
} from "@contract/complaint";
import { searchText } from "@contract/text";
import * as z from "zod";
import { paths } from "~/utils/hrefs";

export const COMPLAINT_LIST_ROUTE = paths.complaints;
export const COMPLAINT_ADD_ROUTE = paths.addComplaint;
/** Spec: day, full month name, year. */
export const COMPLAINT_DATE_PATTERN = "DD MMMM YYYY";

/** A query parameter is input: anything odd falls back to the default rather than failing the page. */
export const complaintPageQuery = z.object({
  search: z
    .string()
    .transform(searchText)
    .pipe(z.string().trim().max(COMPLAINT_SEARCH_MAX_LENGTH))
    .optional()
    .catch(undefined),
  per_page: z.coerce
    .number()
    .refine((value) => (COMPLAINT_PAGE_SIZES as readonly number[]).includes(value))
    .default(DEFAULT_COMPLAINT_PAGE_SIZE)
    .catch(DEFAULT_COMPLAINT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});
export type ComplaintPageQuery = { search: string; per_page: number; page: number };

/** The list's URL; defaults are left out so the plain path is the first page. */
export function complaintListHref(query: ComplaintPageQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.per_page !== DEFAULT_COMPLAINT_PAGE_SIZE) params.set("per_page", String(query.per_page));
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${COMPLAINT_LIST_ROUTE}?${search}` : COMPLAINT_LIST_ROUTE;
}

/** The first 100 characters (spec §9), cut at a character boundary, or null when the text is short. */
export function excerpt(text: string): string | null {
  const chars = Array.from(text);
  return chars.length > COMPLAINT_EXCERPT_LENGTH ? chars.slice(0, COMPLAINT_EXCERPT_LENGTH).join("") : null;
}
