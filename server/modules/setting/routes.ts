import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { identityMessages } from "../../contract/seller-identity";
import { getIdentity, saveIdentity } from "./identity";
import { getSetting } from "./service";

export function registerSettingRoutes(app: FastifyInstance, { db, catalogueCache: cache }: AppDeps): void {
  route(app, endpoints.getSetting, async () => {
    const setting = await cache.read("setting", () => getSetting(db));
    if (!setting) throw notFound("Pengaturan toko belum tersedia.");
    return ok(setting);
  });
  route(app, endpoints.sellerGetIdentity, async () => ok(await getIdentity(db)));
  route(app, endpoints.sellerSaveIdentity, async ({ body }) =>
    ok(await saveIdentity(db, body), identityMessages.saved),
  );
}
