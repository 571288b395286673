import { endpoints } from "@contract/endpoints";
import type { ProductDetail, ProductSummary } from "@contract/product";
import { apiRequest } from "./api-client.server";

// The catalogue is public: no token, so an expired session never turns browsing into a login.

export function listProducts(request: Request, query: { limit?: number; category?: number } = {}): Promise<ProductSummary[]> {
  return apiRequest(request, endpoints.listProducts, { query, auth: false });
}

export function listRecommendedProducts(request: Request): Promise<ProductSummary[]> {
  return apiRequest(request, endpoints.listRecommendedProducts, { auth: false });
}

export function getProduct(request: Request, id: number): Promise<ProductDetail> {
  return apiRequest(request, endpoints.getProduct, { params: { id }, auth: false });
}
