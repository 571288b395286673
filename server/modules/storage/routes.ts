import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../http/deps";
import { notFound } from "../../http/errors";
import { messages } from "../../http/messages";
import { contentTypeOf, sendStored } from "../../http/stored-file";
import { SPOOL_FOLDER } from "../../http/multipart";
import { isStorageKey } from "../../providers/storage";

/** Stored files are named once and never rewritten, so browsers may keep them for a year. */
const STORAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** `GET /storage/<key>`: the public storage (product, banner, profile and review pictures and videos). */
export function registerStorageRoutes(app: FastifyInstance, { storage }: AppDeps): void {
  app.get<{ Params: { "*": string } }>("/storage/*", async (request, reply) => {
    const key = request.params["*"];
    // Keys never start a segment with a dot, so hidden files and `..` are not reachable; uploads still
    // spooling (review media arrive in this storage before they are checked) are nobody's to read.
    if (!isStorageKey(key) || key.startsWith(`${SPOOL_FOLDER}/`)) throw notFound(messages.fileNotFound);
    return sendStored(request, reply, storage, key, {
      contentType: contentTypeOf(key),
      cacheControl: STORAGE_CACHE_CONTROL,
    });
  });
}
