import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { spkMessages } from "../../contract/spk";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { saveSpk } from "../order/save-spk";

export function registerSpkRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    endpoints.storeSpk,
    async ({ body }, request, reply) => {
      const saved = await saveSpk(deps, request.log, currentCustomer(request).id, body);
      // Spec §8: the shop reads 201 (or "Success") as saved.
      reply.code(201);
      return ok(saved, spkMessages.saved);
    },
    { multipart: { files: 0, fields: 30 } },
  );
}
