// The seller console's page schemas: the contract's bodies with the ids the pages post beside them,
// and the lists' query (odd values fall back to the defaults instead of an error page).
import { idParam } from "@contract/envelope";
import { DEFAULT_SELLER_PAGE_SIZE, SELLER_PAGE_SIZES, SELLER_SEARCH_MAX_LENGTH } from "@contract/seller-fields";
import { sellerRejectPaymentBody } from "@contract/seller-orders";
import { sellerUpdateProductBody } from "@contract/seller-products";
import { sellerReplyComplaintBody, sellerReplyReviewBody } from "@contract/seller-replies";
import { searchText } from "@contract/text";
import * as z from "zod";

export const acceptPaymentForm = z.object({ payment_id: idParam });
export const rejectPaymentForm = sellerRejectPaymentBody.extend({ payment_id: idParam });
export const productEditForm = sellerUpdateProductBody.extend({ id: idParam });
export const reviewReplyForm = sellerReplyReviewBody.extend({ id: idParam });
export const complaintReplyForm = sellerReplyComplaintBody;

// ---------- list queries ----------

export const ADMIN_PAGE_SIZES = SELLER_PAGE_SIZES;
export const ADMIN_DEFAULT_PAGE_SIZE = DEFAULT_SELLER_PAGE_SIZE;
export const ADMIN_SEARCH_MAX_LENGTH = SELLER_SEARCH_MAX_LENGTH;
/** The sizes every admin table's `ListToolbar` offers. */
export const adminToolbarSizes = {
  pageSizes: ADMIN_PAGE_SIZES,
  defaultPageSize: ADMIN_DEFAULT_PAGE_SIZE,
  searchMaxLength: ADMIN_SEARCH_MAX_LENGTH,
} as const;

export const adminListQuery = z.object({
  search: z
    .string()
    .transform((value) => searchText(value).trim().slice(0, ADMIN_SEARCH_MAX_LENGTH).trim())
    .catch(""),
  per_page: z.coerce
    .number()
    .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size))
    .catch(ADMIN_DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type AdminListQuery = z.output<typeof adminListQuery>;

/** The list's URL; defaults left out, so the plain path is the first page. */
export function adminListHref(
  pathname: string,
  query: AdminListQuery & { status?: string },
  extra: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.search) params.set("search", query.search);
  if (query.per_page !== ADMIN_DEFAULT_PAGE_SIZE) params.set("per_page", String(query.per_page));
  if (query.page > 1) params.set("page", String(query.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** What the API's list query gets: blank search left out. */
export const apiListQuery = (query: AdminListQuery) => ({
  search: query.search || undefined,
  page: query.page,
  per_page: query.per_page,
});
