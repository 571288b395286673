// Starts the web server on the Remix build (`build/index.js`): `npm start` and `npm run dev` run this
// in place of remix-serve, as WEB_WORKERS processes sharing the port (server/web/cluster.ts).
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import { getEnv } from "../../app/utils/env.server";
import { logger } from "../../app/utils/logger.server";
import { createWebServer } from "./app";
import { cacheDropsUrl, followCacheDrops, webCacheDropper } from "./cache-drops";
import { runWorkers } from "./cluster";
import { loadWebConfig, webWorkerCount } from "./config";
import { remixHandlers, rootStylesheets } from "./remix-handlers";
import { exitGracefully } from "./shutdown";

const config = loadWebConfig();
const workers = webWorkerCount(config);
runWorkers(workers, config.SHUTDOWN_GRACE_MS, logger, () => void startWorker());

async function startWorker() {
  const root = process.cwd();
  const build = (await import(pathToFileURL(path.join(root, "build", "index.js")).href)) as ServerBuild;

  const web = createWebServer({
    remix: remixHandlers(build, config.NODE_ENV),
    staticDirs: { build: path.join(root, "public", "build"), public: path.join(root, "public") },
    trustProxy: config.TRUST_PROXY,
    publicOrigin: config.PUBLIC_ORIGIN,
    // The dev server rebuilds on every change: a cached page would hide the change for seconds.
    pageCacheBytes: config.NODE_ENV === "development" ? 0 : config.PAGE_CACHE_MB * 1024 * 1024,
    stylesheets: rootStylesheets(build),
  });
  // The API's cache drops: a catalogue change anywhere empties this process's shared reads and pages.
  const env = getEnv();
  const follower = followCacheDrops({
    url: cacheDropsUrl(env.API_BASE_URL),
    bffKey: env.BFF_KEY,
    log: logger,
    onDrop: webCacheDropper(build, web.pageCache),
  });
  exitGracefully(web, config.SHUTDOWN_GRACE_MS, logger, () => follower.stop());

  web.server.listen(config.PORT, config.HOST, () => {
    const address = web.server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ host: config.HOST, port }, "web server listening");
    // One line for the operator, however many workers share the port.
    if ((cluster.worker?.id ?? 1) === 1) process.stdout.write(`Web listening on http://${config.HOST}:${port}/\n`);
    if (config.NODE_ENV === "development") void broadcastDevReady(build);
  });
}
