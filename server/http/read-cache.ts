// A short, per-process cache of catalogue reads (products, categories, banners, settings). PGlite
// answers one query at a time, so every page of the shop queued behind the same few reads; now one
// read per key and TTL reaches the database. Writes that change what these reads return (price, stock,
// promo, product data) call `invalidate()`; another API instance sees the change after `ttlMs` at most.
import { LRUCache } from "lru-cache";

export type ReadCache = {
  /** The cached answer for `key`, or `load()`'s; concurrent callers of a missing key share one load. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry: the next read of each key goes to the database. */
  invalidate(): void;
  /** Drops one key's entry (a load running for it is not kept either). */
  drop(key: string): void;
  readonly ttlMs: number;
};

export const DEFAULT_CATALOGUE_CACHE_MS = 5_000;
const MAX_ENTRIES = 2_000;

/** `ttlMs` 0 turns caching off (every read loads). */
export function createReadCache(ttlMs: number = DEFAULT_CATALOGUE_CACHE_MS): ReadCache {
  // The promise is stored, not the value: that is what collapses concurrent misses, and an entry
  // dropped by `invalidate()` while its load runs is never written back with the old answer.
  const entries = ttlMs > 0 ? new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: ttlMs }) : null;
  return {
    ttlMs,
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!entries) return load();
      const known = entries.get(key);
      if (known) return known as Promise<T>;
      const loading = load();
      entries.set(key, loading);
      // A failure is not remembered: the next read tries again.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    invalidate() {
      entries?.clear();
    },
    drop(key) {
      entries?.delete(key);
    },
  };
}

/** A stable key for a parsed query or body: the same filter in another key order is the same key. */
export function readKey(name: string, input?: unknown): string {
  return input === undefined ? name : `${name}:${JSON.stringify(input, sortedKeys)}`;
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
