import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { healthEndpoint } from "../../contract/health";
import type { AppDeps } from "../../http/deps";
import { fail, ok } from "../../http/envelope";
import { messages } from "../../http/messages";
import { route } from "../../http/route";
import { buildOpenApi } from "./openapi";

export const documentedEndpoints = { ...endpoints, getHealth: healthEndpoint };

export function registerDocsRoutes(app: FastifyInstance, { db }: AppDeps): void {
  // Built lazily once: the table is fixed for the life of the process.
  let document: ReturnType<typeof buildOpenApi> | undefined;
  app.get("/api/openapi.json", async () => (document ??= buildOpenApi(documentedEndpoints)));

  route(app, healthEndpoint, async (_input, request, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.code(503).send(fail(messages.dbDown));
    }
    return ok({ db: "up" as const }, "ok");
  });
}
