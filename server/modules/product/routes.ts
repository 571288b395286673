import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { getProduct, listProducts, listRecommendedProducts } from "./service";

export const PRODUCT_NOT_FOUND = "Produk tidak ditemukan";

export function registerProductRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.listProducts, async ({ query }) => ok(await listProducts(db, query)));
  // Registered before `product/:id`; Fastify would route the static segment first anyway.
  route(app, endpoints.listRecommendedProducts, async () => ok(await listRecommendedProducts(db)));
  route(app, endpoints.getProduct, async ({ params }) => {
    const product = await getProduct(db, params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return ok(product);
  });
}
