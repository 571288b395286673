import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { listCouriers } from "./service";

export function registerExpeditionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  route(app, endpoints.listCouriers, async () => ok(await listCouriers(db)));
}
