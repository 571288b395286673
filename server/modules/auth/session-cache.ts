// Sessions by token hash, kept for a few seconds: every call checked its token with a query, and a
// logged-in page makes several calls (a seller's console page: the layout's and the page's). One cache
// for buyers, one for sellers (their tokens live in separate tables). Ending sessions (logout, password
// change or reset) drops the entries on every API instance through the cache drops
// (http/cache-drops.ts, decision 0135); `ttlMs` is only the limit when that message is lost (decision 66).
import { LRUCache } from "lru-cache";
import { SESSION_EXTEND_AFTER_MS, TOKEN_LIFETIME_MS } from "./tokens";

type KeptSession = { tokenId: number; expiresAt: Date };
export type CachedSession = KeptSession & { customerId: number; username: string };
export type CachedSellerSession = KeptSession & { sellerId: number; username: string };

export type TokenSessionCache<S extends KeptSession> = {
  get(tokenHash: string): S | undefined;
  set(tokenHash: string, session: S): void;
  dropToken(tokenId: number): void;
  /** Everything: drops may have been missed (cache-drops' gap). */
  clear(): void;
};

export type SessionCache = TokenSessionCache<CachedSession> & {
  /** Every cached session of the customer (their sessions were deleted). */
  dropCustomer(customerId: number): void;
};
export type SellerSessionCache = TokenSessionCache<CachedSellerSession>;

export const DEFAULT_SESSION_CACHE_MS = 10_000;
const MAX_SESSIONS = 10_000;

function tokenSessionCache<S extends KeptSession>(ttlMs: number) {
  const entries = ttlMs > 0 ? new LRUCache<string, S>({ max: MAX_SESSIONS, ttl: ttlMs }) : null;
  const dropWhere = (match: (session: S) => boolean) => {
    if (!entries) return;
    for (const [hash, session] of entries.entries()) if (match(session)) entries.delete(hash);
  };
  return {
    get: (tokenHash: string) => entries?.get(tokenHash),
    set(tokenHash: string, session: S) {
      entries?.set(tokenHash, session);
    },
    dropToken: (tokenId: number) => dropWhere((session) => session.tokenId === tokenId),
    clear: () => entries?.clear(),
    dropWhere,
  };
}

/** `ttlMs` 0: nothing is kept, every call reads the database. */
export function createSessionCache(ttlMs: number = DEFAULT_SESSION_CACHE_MS): SessionCache {
  const { dropWhere, ...cache } = tokenSessionCache<CachedSession>(ttlMs);
  return { ...cache, dropCustomer: (customerId) => dropWhere((session) => session.customerId === customerId) };
}

/** `ttlMs` 0: nothing is kept, every call reads the database. */
export function createSellerSessionCache(ttlMs: number = DEFAULT_SESSION_CACHE_MS): SellerSessionCache {
  const { dropWhere: _dropWhere, ...cache } = tokenSessionCache<CachedSellerSession>(ttlMs);
  return cache;
}

/**
 * The live session of a token hash: the kept one, else the database's (`find`, then kept). Sliding
 * lifetime: a session used more than SESSION_EXTEND_AFTER_MS after its last extension is pushed a
 * whole lifetime ahead in the database (`extend`) and here, so a kept session is extended as often
 * as an unkept one (at most one write a day).
 */
export async function liveSession<S extends KeptSession>(
  sessions: TokenSessionCache<S>,
  tokenHash: string,
  now: Date,
  store: { find: () => Promise<S | undefined>; extend: (tokenId: number, expiresAt: Date) => Promise<unknown> },
): Promise<S | undefined> {
  let session = sessions.get(tokenHash);
  if (!session || session.expiresAt <= now) {
    session = await store.find();
    if (!session) return undefined;
    sessions.set(tokenHash, session);
  }
  const lifetime = TOKEN_LIFETIME_MS.session;
  if (session.expiresAt.getTime() - now.getTime() < lifetime - SESSION_EXTEND_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + lifetime);
    await store.extend(session.tokenId, expiresAt);
    session = { ...session, expiresAt };
    sessions.set(tokenHash, session);
  }
  return session;
}
