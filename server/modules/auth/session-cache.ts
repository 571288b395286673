// Buyer sessions by token hash, kept for a few seconds: every buyer call checked its token with a
// query, and a logged-in page makes four or five calls. Ending sessions (logout, password change or
// reset) drops the entries on every API instance through the cache drops (http/cache-drops.ts,
// decision 0135); `ttlMs` is only the limit when that message is lost (decision 66).
import { LRUCache } from "lru-cache";

export type CachedSession = { tokenId: number; customerId: number; username: string; expiresAt: Date };

export type SessionCache = {
  get(tokenHash: string): CachedSession | undefined;
  set(tokenHash: string, session: CachedSession): void;
  /** Every cached session of the customer (their sessions were deleted). */
  dropCustomer(customerId: number): void;
  dropToken(tokenId: number): void;
  /** Everything: drops may have been missed (cache-drops' gap). */
  clear(): void;
};

export const DEFAULT_SESSION_CACHE_MS = 10_000;
const MAX_SESSIONS = 10_000;

/** `ttlMs` 0: nothing is kept, every call reads the database. */
export function createSessionCache(ttlMs: number = DEFAULT_SESSION_CACHE_MS): SessionCache {
  const entries = ttlMs > 0 ? new LRUCache<string, CachedSession>({ max: MAX_SESSIONS, ttl: ttlMs }) : null;
  const dropWhere = (match: (session: CachedSession) => boolean) => {
    if (!entries) return;
    for (const [hash, session] of entries.entries()) if (match(session)) entries.delete(hash);
  };
  return {
    get: (tokenHash) => entries?.get(tokenHash),
    set(tokenHash, session) {
      entries?.set(tokenHash, session);
    },
    dropCustomer: (customerId) => dropWhere((session) => session.customerId === customerId),
    dropToken: (tokenId) => dropWhere((session) => session.tokenId === tokenId),
    clear: () => entries?.clear(),
  };
}
