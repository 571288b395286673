// The seller's catalogue: the list with search, and a product's price, stock and status.
import { endpoints } from "@contract/endpoints";
import type { SellerPagingQuery } from "@contract/seller-fields";
import type { WireBody } from "./api-encode.server";
import { getApi } from "./api-client.server";

export function listSellerProducts(request: Request, query: SellerPagingQuery) {
  return getApi(request, "seller").call(endpoints.sellerListProducts, { query });
}

export function updateProduct(request: Request, id: number, product: WireBody<typeof endpoints.sellerUpdateProduct>) {
  return getApi(request, "seller").call(endpoints.sellerUpdateProduct, { params: { id }, body: product });
}
