import { logger } from "./logger.server";

type Entry = {
  value?: { current: unknown };
  freshUntil: number;
  pending?: Promise<unknown>;
};

// Per process, and allowed to be stale: only for data that is the same for every visitor.
const entries = new Map<string, Entry>();

/**
 * Stale-while-revalidate: a fresh value is returned as is; a stale one is returned at once
 * while one background load replaces it (a failed load keeps the stale value); with no value
 * yet, callers wait for the load, and concurrent callers share it.
 */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key);
  if (entry?.value) {
    if (Date.now() >= entry.freshUntil && !entry.pending) {
      refresh(key, entry, ttlMs, load).catch((error: unknown) => {
        logger.warn({ key, err: error }, "cache refresh failed; serving the stale value");
      });
    }
    return Promise.resolve(entry.value.current as T);
  }
  if (entry?.pending) return entry.pending as Promise<T>;
  const fresh: Entry = { freshUntil: 0 };
  entries.set(key, fresh);
  return refresh(key, fresh, ttlMs, load);
}

/**
 * Forgets every shared read: the web server calls it (through entry.server's export) when the API says
 * the catalogue changed, so the next page reads it again (decision 0135). A load under way is not kept.
 */
export function dropSharedReads(): void {
  entries.clear();
}

function refresh<T>(key: string, entry: Entry, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const pending = (async () => {
    try {
      const value = await load();
      // Dropped while loading: the value may be from before the drop, so it is only this caller's.
      if (entries.get(key) !== entry) return value;
      entry.value = { current: value };
      entry.freshUntil = Date.now() + ttlMs;
      return value;
    } finally {
      entry.pending = undefined;
      if (!entry.value && entries.get(key) === entry) entries.delete(key);
    }
  })();
  entry.pending = pending;
  return pending;
}
