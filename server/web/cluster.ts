// Several web processes on one port (node:cluster): one process renders pages on one core, and a
// page's render is most of what a logged-in request costs (decision 66). The primary only forks,
// replaces a worker that dies and passes SIGTERM/SIGINT on; each worker shuts down gracefully itself.
import cluster from "node:cluster";

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** A worker that died is replaced after this long, so a crash loop cannot spin the machine. */
const RESTART_DELAY_MS = 1_000;

/** With `count` above 1 this process becomes the primary of `count` workers that each run `start`. */
export function runWorkers(count: number, graceMs: number, log: Log, start: () => void): void {
  if (count <= 1 || !cluster.isPrimary) {
    start();
    return;
  }
  let stopping = false;
  for (let i = 0; i < count; i += 1) cluster.fork();
  log.info({ workers: count }, "web server: started its workers");

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.warn({ pid: worker.process.pid, code, signal }, "web worker died: starting another");
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
    // The workers cut what is left after their own grace period; this is only a backstop.
    setTimeout(() => process.exit(0), graceMs + 5_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
