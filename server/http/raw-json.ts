// Routes that must see a JSON body's exact bytes (a signature's digest is over them, and a parsed and
// re-serialised body would not match): registered in a scope whose JSON parser keeps `rawBody`.
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";
import { messages } from "./messages";

declare module "fastify" {
  interface FastifyRequest {
    /** The JSON body's bytes, on routes registered through `withRawJson`. */
    rawBody?: Buffer;
  }
}

export function withRawJson(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
      const bytes = body as Buffer;
      request.rawBody = bytes;
      try {
        done(null, bytes.length === 0 ? {} : JSON.parse(bytes.toString("utf8")));
      } catch {
        done(new HttpError(400, messages.malformed), undefined);
      }
    });
    register(scope);
  });
}
