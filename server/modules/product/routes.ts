import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { readKey } from "../../http/read-cache";
import { route } from "../../http/route";
import { filterProducts } from "./filter";
import { schedulePromoWindowRefresh } from "./promo-windows";
import { listProductReviews } from "./reviews";
import { getProduct, listProducts, listRecommendedProducts } from "./service";

// The spec's text, dots included.
export const PRODUCT_NOT_FOUND = "Produk tidak ditemukan ..";

export function registerProductRoutes(app: FastifyInstance, { db, catalogueCache: cache, cacheDrops }: AppDeps): void {
  // A promo window opening with the clock changes prices without a write that could invalidate.
  schedulePromoWindowRefresh(app, db, undefined, (changed) => {
    if (changed > 0) void cacheDrops.publish({ t: "catalogue" });
  });
  route(app, endpoints.listProducts, async ({ query }) =>
    ok(await cache.read(readKey("product.list", query), () => listProducts(db, query))),
  );
  // Registered before `product/:id`; Fastify would route the static segment first anyway.
  route(app, endpoints.listRecommendedProducts, async () =>
    ok(await cache.read("product.recommended", () => listRecommendedProducts(db))),
  );
  route(app, endpoints.filterProducts, async ({ body }) =>
    ok(await cache.read(readKey("product.filter", body), () => filterProducts(db, body))),
  );
  route(app, endpoints.listProductReviews, async ({ params, query }) => {
    const result = await listProductReviews(db, params.id, query);
    if (!result) throw notFound(PRODUCT_NOT_FOUND);
    return ok(result);
  });
  route(app, endpoints.getProduct, async ({ params }) => {
    const product = await cache.read(readKey("product.detail", params.id), () => getProduct(db, params.id));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return ok(product);
  });
}
