// The seller's catalogue: the list with search, and a product's price, stock and status.
import type { AdminListQuery } from "~/schemas/admin";
import { getApi } from "./api-client.server";
import { sellerEndpoints as endpoints } from "./seller-endpoints.server";

export function listSellerProducts(request: Request, query: AdminListQuery) {
  return getApi(request, "seller").call(endpoints.sellerListProducts, {
    query: { search: query.search || undefined, page: query.page, per_page: query.per_page },
  });
}

export function updateProduct(
  request: Request,
  id: number,
  product: { price: number; stock: number; status: "enabled" | "disabled" },
) {
  return getApi(request, "seller").call(endpoints.sellerUpdateProduct, { params: { id }, body: product });
}
