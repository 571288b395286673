import type { WebServer } from "./app";

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/**
 * SIGTERM/SIGINT: stop taking connections, let requests in flight finish within `graceMs`, close the
 * keep-alive connections to the API, exit. A rolling restart therefore drops no request.
 */
export function exitGracefully(
  web: Pick<WebServer, "shutdown">,
  graceMs: number,
  log: Log,
  /** Ends what would keep an API connection open forever (the cache drops stream). */
  beforeClosingApi?: () => void,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, graceMs }, "shutting down: finishing requests in flight");
    const result = await web.shutdown(graceMs);
    if (result === "forced") log.warn({ graceMs }, "requests still running after the grace period were cut");
    beforeClosingApi?.();
    await closeApiConnections();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** The API client is Node's fetch: its pool (undici's global dispatcher) holds the open connections. */
async function closeApiConnections(): Promise<void> {
  const dispatcher = (globalThis as Record<symbol, { close?: () => Promise<void> } | undefined>)[
    Symbol.for("undici.globalDispatcher.1")
  ];
  await dispatcher?.close?.().catch(() => undefined);
}
