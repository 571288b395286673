import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { listBanners } from "./service";

export function registerBannerRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.listBanners, async () => ok(await listBanners(db)));
}
