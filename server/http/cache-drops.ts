// Cache drops that reach every API instance at once (decision 0135). Each instance keeps sessions
// (buyers' and sellers'), customer reads and catalogue reads in memory for a few seconds; ending a
// session or changing the catalogue drops the entries here at once and tells the other instances on
// the database with `pg_notify`, which they hear on their own LISTEN connection (on PGlite, one
// process: every app on the embedded database). The caches' time limits stay as the fallback: a notification lost while an
// instance's listening connection was down is answered by dropping everything once it is back.
// Catalogue drops (and such gaps) are passed on to the web servers that follow this instance
// (`GET /api/cache-drops`), which drop their own shared reads and page cache.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Notifications } from "../db/notifications";
import type { SellerSessionCache, SessionCache } from "../modules/auth/session-cache";
import type { ReadCache } from "./read-cache";

export const CACHE_DROP_CHANNEL = "shop_cache_drops";

export type CacheDrop =
  /** One session ended (logout). */
  | { t: "token"; id: number }
  /** One seller session ended (the console's logout; decision 0163). */
  | { t: "seller-token"; id: number }
  /** Every session of a customer ended (password change or reset; later, a member's removal). */
  | { t: "sessions"; customer: number }
  /** One kept customer read (`customerReadKey`: the profile, the unread-chat count). */
  | { t: "read"; key: string }
  /** Products, prices, stock, promos, reviews: every kept catalogue read. */
  | { t: "catalogue" };

/** What the web servers following this instance hear: a catalogue change, or "drop everything". */
export type WebDrop = "catalogue" | "all";

export type CacheDrops = {
  /** Drops here, then tells the other instances; call it once the change is committed. */
  publish: (...drops: CacheDrop[]) => Promise<void>;
  /** A web server's subscription; answers the unsubscribe. */
  follow: (listener: (drop: WebDrop) => void) => () => void;
  /** Starts listening (before the app serves), when the database can tell other instances. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

type Caches = {
  sessions: SessionCache;
  sellerSessions: SellerSessionCache;
  customerReads: ReadCache;
  catalogueCache: ReadCache;
};
type Log = { warn: (details: object, message: string) => void; error: (details: object, message: string) => void };

type Message = { from: string; drops: CacheDrop[] };

function parse(payload: string): Message | null {
  try {
    const message = JSON.parse(payload) as Partial<Message>;
    return typeof message.from === "string" && Array.isArray(message.drops) ? (message as Message) : null;
  } catch {
    return null;
  }
}

/**
 * Tells every API instance on the database to drop `drops` (all but the sender `from`). For a change
 * made outside an instance (the seller command), whose own process keeps nothing.
 */
export async function notifyInstances(db: Db, from: string, drops: CacheDrop[]): Promise<void> {
  if (drops.length === 0) return;
  const payload = JSON.stringify({ from, drops } satisfies Message);
  await db.execute(sql`select pg_notify(${CACHE_DROP_CHANNEL}, ${payload})`);
}

export function createCacheDrops(deps: {
  db: Db;
  caches: Caches;
  /** Without it (an app built on a database handle's `db` alone) drops stay in this instance. */
  notifications?: Notifications;
  log: Log;
}): CacheDrops {
  const { sessions, sellerSessions, customerReads, catalogueCache } = deps.caches;
  const self = randomUUID();
  const followers = new Set<(drop: WebDrop) => void>();
  let unlisten: (() => Promise<void>) | undefined;

  const tellWeb = (drop: WebDrop) => {
    for (const follower of followers) follower(drop);
  };

  const apply = (drop: CacheDrop) => {
    switch (drop.t) {
      case "token":
        sessions.dropToken(drop.id);
        break;
      case "seller-token":
        sellerSessions.dropToken(drop.id);
        break;
      case "sessions":
        sessions.dropCustomer(drop.customer);
        break;
      case "read":
        customerReads.drop(drop.key);
        break;
      case "catalogue":
        catalogueCache.invalidate();
        tellWeb("catalogue");
        break;
    }
  };

  const dropEverything = () => {
    sessions.clear();
    sellerSessions.clear();
    customerReads.invalidate();
    catalogueCache.invalidate();
    tellWeb("all");
  };

  return {
    async publish(...drops) {
      for (const drop of drops) apply(drop);
      if (!deps.notifications || drops.length === 0) return;
      try {
        await notifyInstances(deps.db, self, drops);
      } catch (error) {
        // The change itself is committed; the other instances catch up when their entries expire.
        deps.log.error({ err: error }, "cache drop could not be sent to the other instances");
      }
    },
    follow(listener) {
      followers.add(listener);
      return () => followers.delete(listener);
    },
    async start() {
      if (!deps.notifications || unlisten) return;
      unlisten = await deps.notifications.listen(CACHE_DROP_CHANNEL, {
        onMessage: (payload) => {
          const message = parse(payload);
          if (!message) deps.log.warn({}, "unreadable cache drop ignored");
          else if (message.from !== self) for (const drop of message.drops) apply(drop);
        },
        onGap: () => {
          deps.log.warn({}, "cache drops: listening again after a lost connection; dropping every kept read");
          dropEverything();
        },
        onError: (error) => deps.log.warn({ err: error }, "cache drops: listening connection failed"),
      });
    },
    async stop() {
      const stop = unlisten;
      unlisten = undefined;
      followers.clear();
      await stop?.();
    },
  };
}
