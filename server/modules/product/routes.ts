import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { filterProducts } from "./filter";
import { schedulePromoWindowRefresh } from "./promo-windows";
import { listProductReviews } from "./reviews";
import { getProduct, listProducts, listRecommendedProducts } from "./service";

// The spec's text, dots included.
export const PRODUCT_NOT_FOUND = "Produk tidak ditemukan ..";

export function registerProductRoutes(app: FastifyInstance, { db }: AppDeps): void {
  schedulePromoWindowRefresh(app, db);
  route(app, endpoints.listProducts, async ({ query }) => ok(await listProducts(db, query)));
  // Registered before `product/:id`; Fastify would route the static segment first anyway.
  route(app, endpoints.listRecommendedProducts, async () => ok(await listRecommendedProducts(db)));
  route(app, endpoints.filterProducts, async ({ body }) => ok(await filterProducts(db, body)));
  route(app, endpoints.listProductReviews, async ({ params, query }) => {
    const result = await listProductReviews(db, params.id, query);
    if (!result) throw notFound(PRODUCT_NOT_FOUND);
    return ok(result);
  });
  route(app, endpoints.getProduct, async ({ params }) => {
    const product = await getProduct(db, params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return ok(product);
  });
}
