import { endpoints } from "@contract/endpoints";
import type { ProductDetail, ProductSummary } from "@contract/product";
import type { ProductFilterBody, ProductFilterResult } from "@contract/product-filter";
import type { ReviewListQuery, ReviewListResult } from "@contract/review";
import type { ProductQuery } from "~/utils/product-query";
import { cached } from "~/utils/cache.server";
import { logger } from "~/utils/logger.server";
import { getRequestId } from "~/utils/request-id.server";
import { ApiError, getApi } from "./api-client.server";

// The catalogue is public: no token, so an expired session never turns browsing into a login.

/** The home and related-product sections are the same for every visitor: shared for a short while. */
const SECTION_TTL_MS = 30_000;

export function listProducts(
  request: Request,
  query: { limit?: number; category?: number } = {},
): Promise<ProductSummary[]> {
  return cached(`products:${query.limit ?? ""}:${query.category ?? ""}`, SECTION_TTL_MS, () =>
    getApi(request).call(endpoints.listProducts, { query, auth: false }),
  );
}

export function listRecommendedProducts(request: Request): Promise<ProductSummary[]> {
  return cached("products:recommended", SECTION_TTL_MS, () =>
    getApi(request).call(endpoints.listRecommendedProducts, { auth: false }),
  );
}

/** The first page of the promo list, as `/produk/promo?page=1` shows it. */
export function listPromoProducts(request: Request): Promise<ProductSummary[]> {
  return cached("products:promo", SECTION_TTL_MS, async () => (await filterProducts(request, { promo: 1 })).products);
}

export function getProduct(request: Request, id: number): Promise<ProductDetail> {
  return getApi(request).call(endpoints.getProduct, { params: { id }, auth: false });
}

/** One page of the product list; the body's fields are the filter form's (blank ones count as absent). */
export function filterProducts(request: Request, body: ProductFilterBody): Promise<ProductFilterResult> {
  return getApi(request).call(endpoints.filterProducts, { body: withoutBlanks(body), auth: false });
}

export function listProductReviews(
  request: Request,
  id: number,
  query: ReviewListQuery = {},
): Promise<ReviewListResult> {
  return getApi(request).call(endpoints.listProductReviews, { params: { id }, query, auth: false });
}

/**
 * A page of the product list for a parsed URL query. The query is already cleaned, so a refusal (400)
 * means the API's rules moved on; the visitor then sees an empty list, never an error page.
 */
export async function listProductPage(
  request: Request,
  query: ProductQuery,
  options: { promo?: boolean } = {},
): Promise<ProductFilterResult> {
  const body: ProductFilterBody = {
    page: query.page,
    search: query.search,
    category: query.kategori,
    subcategory: query.sub_kategori,
    price_min: query.min_price,
    price_max: query.max_price,
    rating: query.rating,
    sort: query.sort,
    promo: options.promo ? 1 : undefined,
  };
  try {
    return await filterProducts(request, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    logger.warn(
      { requestId: getRequestId(request), status: error.status, message: error.message },
      "product filter refused a cleaned query",
    );
    return { products: [], pageTotal: 0, total: 0, capped: false, page: query.page };
  }
}

/** The filter's blank fields count as absent: they are left out of the form. */
function withoutBlanks(body: ProductFilterBody): ProductFilterBody {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== ""),
  ) as ProductFilterBody;
}
