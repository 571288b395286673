import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { listDistricts, listProvinces, listSubDistricts } from "./service";

export function registerRegionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.listProvinces, async () => ok(await listProvinces(db)));
  route(app, endpoints.listDistricts, async ({ params }) => ok(await listDistricts(db, params.id)));
  route(app, endpoints.listSubDistricts, async ({ params }) => ok(await listSubDistricts(db, params.id)));
}
