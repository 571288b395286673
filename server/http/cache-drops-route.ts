// `GET /api/cache-drops`: the catalogue drops this API instance makes or hears, as server-sent events,
// for the web servers in front of it (decision 0135). A web server follows one stream per process and
// drops its shared reads and page cache on `catalogue`, and everything on `all` (this instance lost
// drops, or the web server's stream was down). With BFF_KEY set only the BFF may follow.
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { WebDrop } from "./cache-drops";
import { isProxyKey, PROXY_KEY_HEADER } from "./client-ip";
import type { AppDeps } from "./deps";
import { notFound } from "./errors";

export const CACHE_DROPS_PATH = "/api/cache-drops";
/** A comment line now and then: proxies keep the stream open, and a dead one is noticed. */
const HEARTBEAT_MS = 15_000;

export function registerCacheDropsRoute(
  app: FastifyInstance,
  { cacheDrops }: Pick<AppDeps, "cacheDrops">,
  trustedProxyKey: string | undefined,
): void {
  const open = new Set<ServerResponse>();
  // A stream never ends by itself: closing the app must end them, or it would wait for them forever.
  app.addHook("preClose", async () => {
    for (const response of open) response.end();
  });
  app.get(CACHE_DROPS_PATH, async (request, reply) => {
    if (trustedProxyKey && !isProxyKey(request.headers[PROXY_KEY_HEADER], trustedProxyKey)) throw notFound();
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      // Not a keep-alive connection: when the stream ends (the app closes) the socket goes with it.
      connection: "close",
    });
    // The first bytes tell the follower it is following: what changed before is not in this stream.
    response.write(": following\n\n");
    open.add(response);
    const send = (drop: WebDrop) => response.write(`event: ${drop}\ndata:\n\n`);
    const unfollow = cacheDrops.follow(send);
    const heartbeat = setInterval(() => response.write(": ping\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    response.on("close", () => {
      clearInterval(heartbeat);
      unfollow();
      open.delete(response);
    });
  });
}
