import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { listBanners } from "./service";

export function registerBannerRoutes(app: FastifyInstance, { db, catalogueCache: cache }: AppDeps): void {
  route(app, endpoints.listBanners, async () => ok(await cache.read("banner.list", () => listBanners(db))));
}
