// PostgreSQL's LISTEN/NOTIFY, on both databases (decision 0135): how an API instance hears what another
// one changed. PostgreSQL: a connection of its own (the pool's connections come and go), connected
// again with growing pauses when it drops; what was said meanwhile is lost, so the listener is told
// (`onGap`) and may drop everything it keeps. PGlite: the engine's own `listen` (every app built on one
// embedded database, in this one process, hears every other).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Listener = {
  onMessage: (payload: string) => void;
  /** The listening connection was lost and is back: messages in between may be lost. */
  onGap: () => void;
  onError: (error: unknown) => void;
};

export type Notifications = {
  /** Listens on `channel` until the answered function is called; answers once listening. */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
};

/** Pauses before connecting again after the listening connection dropped. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000] as const;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function postgresNotifications(databaseUrl: string): Notifications {
  return {
    async listen(channel, listener) {
      let stopped = false;
      let client: pg.Client | undefined;
      let timer: NodeJS.Timeout | undefined;
      let failures = 0;

      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: databaseUrl });
        next.on("notification", (message) => {
          if (message.channel === channel) listener.onMessage(message.payload ?? "");
        });
        // An `error` event without a handler would end the process; `end` follows it.
        next.on("error", (error) => listener.onError(error));
        next.on("end", () => {
          if (client === next) client = undefined;
          if (!stopped) retry();
        });
        await next.connect();
        await next.query(`LISTEN ${quoteIdent(channel)}`);
        client = next;
        failures = 0;
      };

      const retry = () => {
        if (stopped || timer) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
        failures += 1;
        timer = setTimeout(() => {
          timer = undefined;
          connect().then(
            () => listener.onGap(),
            (error: unknown) => {
              listener.onError(error);
              retry();
            },
          );
        }, delay);
        timer.unref();
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        const open = client;
        client = undefined;
        await open?.end().catch(() => undefined);
      };
    },
  };
}

export function pgliteNotifications(pglite: PGlite): Notifications {
  return {
    async listen(channel, listener) {
      const stop = await pglite.listen(channel, (payload) => listener.onMessage(payload));
      return async () => {
        // The database may be closed first (a test's handle); nothing is left to stop then.
        if (!pglite.closed) await stop();
      };
    },
  };
}
