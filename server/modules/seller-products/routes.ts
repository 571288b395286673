import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { listSellerProducts, updateSellerProduct } from "./service";

export function registerSellerProductRoutes(app: FastifyInstance, { db, cacheDrops }: AppDeps): void {
  route(app, endpoints.sellerListProducts, async ({ query }) => ok(await listSellerProducts(db, query)));
  route(app, endpoints.sellerUpdateProduct, async ({ params, body }) => {
    const product = await updateSellerProduct(db, params.id, body);
    // Price, stock and status are what the catalogue shows.
    await cacheDrops.publish({ t: "catalogue" });
    return ok(product, "Produk berhasil diperbarui");
  });
}
