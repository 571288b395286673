import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { listCategories, listSubcategories } from "./service";

export function registerCategoryRoutes(app: FastifyInstance, { db, catalogueCache: cache }: AppDeps): void {
  route(app, endpoints.listCategories, async () => ok(await cache.read("category.list", () => listCategories(db))));
  route(app, endpoints.listSubcategories, async () =>
    ok(await cache.read("category.subcategories", () => listSubcategories(db))),
  );
}
