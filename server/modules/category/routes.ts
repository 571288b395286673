import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { listCategories, listSubcategories } from "./service";

export function registerCategoryRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.listCategories, async () => ok(await listCategories(db)));
  route(app, endpoints.listSubcategories, async () => ok(await listSubcategories(db)));
}
