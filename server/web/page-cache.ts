// The anonymous page cache: rendered pages a visitor without a session gets, kept for the seconds the
// page's own Cache-Control gives shared caches (s-maxage, stale-while-revalidate), so it behaves like
// the nginx or CDN that may later stand in front. Keyed by host, URL and content encoding; bounded by
// bytes (LRU); a stale page is served while one request re-renders it; concurrent misses of one URL
// wait for a single render. Only a 200 without Set-Cookie, marked public, not varying by cookie, is kept.
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

export type Encoding = "br" | "gzip" | "identity";

/** A page rendered in full: what the cache decides on and keeps. */
export type Rendered = { status: number; headers: [string, string][]; body: Buffer };

export type CachedPage = {
  status: number;
  /** Ready for `writeHead`, without the per-request ones (X-Request-Id, X-Cache, Age). */
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
};

export type Lookup = { page: CachedPage; state: "hit" | "stale" };

/** A fill's outcome: the page everyone may get, or (not shareable) the leader's own answer. */
export type Fill = { shared: CachedPage } | { own: Rendered | null };

export type PageCacheStats = { renders: number; hits: number; stale: number; misses: number; passes: number };

// Per request, or re-made when served: never kept with a page.
const DROPPED = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "vary",
]);
/** How long a URL whose answer could not be shared skips the cache (and its collapsing). */
const PASS_MS = 10_000;
const PAGE_OVERHEAD_BYTES = 1024;

export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "")).toLowerCase();
  if (/(?:^|[\s,])br(?:\s*(?:,|$))/.test(accepted)) return "br";
  if (/(?:^|[\s,])gzip(?:\s*(?:,|$))/.test(accepted)) return "gzip";
  return "identity";
}

/** Freshness a shared cache may use, from the answer itself; null when it must not be shared. */
export function sharedLifetime(rendered: Rendered): { freshMs: number; staleMs: number } | null {
  if (rendered.status !== 200) return null;
  const header = (name: string) =>
    rendered.headers
      .filter(([key]) => key.toLowerCase() === name)
      .map(([, value]) => value)
      .join(", ")
      .toLowerCase();
  if (header("set-cookie")) return null;
  const vary = header("vary");
  if (vary.includes("cookie") || vary.includes("*")) return null;
  const control = header("cache-control");
  if (!/\bpublic\b/.test(control) || /\b(?:private|no-store|no-cache)\b/.test(control)) return null;
  const seconds = (name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(control)?.[1] ?? 0);
  const freshMs = seconds("s-maxage") * 1000;
  if (freshMs <= 0) return null;
  return { freshMs, staleMs: seconds("stale-while-revalidate") * 1000 };
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  // Quality 5: close to the best size for HTML at a fraction of quality 11's time.
  if (encoding === "br") return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  return body;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ maxBytes, now = Date.now }: { maxBytes: number; now?: () => number }) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.body.length + PAGE_OVERHEAD_BYTES,
  });
  const rendering = new Map<string, Promise<Fill>>();
  const passing = new LRUCache<string, true>({ max: 10_000, ttl: PASS_MS });
  const stats: PageCacheStats = { renders: 0, hits: 0, stale: 0, misses: 0, passes: 0 };
  /** Counts `clear()`s: a render that began before one may hold what was dropped, and is not kept. */
  let generation = 0;
  const pageKey = (base: string, encoding: Encoding) => `${encoding} ${base}`;

  function store(base: string, rendered: Rendered, life: { freshMs: number; staleMs: number }): CachedPage {
    const headers: Record<string, string> = {};
    for (const [key, value] of rendered.headers) if (!DROPPED.has(key.toLowerCase())) headers[key] = value;
    const storedAt = now();
    const page = {
      status: rendered.status,
      headers,
      body: rendered.body,
      storedAt,
      freshUntil: storedAt + life.freshMs,
    };
    // The compressed copies of the old rendering go with it; they are made again on demand.
    pages.delete(pageKey(base, "br"));
    pages.delete(pageKey(base, "gzip"));
    pages.set(pageKey(base, "identity"), withLengths(page, "identity"), { ttl: life.freshMs + life.staleMs });
    return page;
  }

  function withLengths(page: CachedPage, encoding: Encoding): CachedPage {
    const headers: Record<string, string> = {
      ...page.headers,
      "Content-Length": String(page.body.length),
      Vary: "Accept-Encoding",
    };
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    return { ...page, headers };
  }

  /** The page in this encoding, compressed once from the kept identity copy when needed. */
  function variant(base: string, encoding: Encoding): CachedPage | undefined {
    const known = pages.get(pageKey(base, encoding));
    if (known || encoding === "identity") return known;
    const identity = pages.get(pageKey(base, "identity"));
    if (!identity) return undefined;
    const page = withLengths({ ...identity, body: compress(identity.body, encoding) }, encoding);
    pages.set(pageKey(base, encoding), page, { ttl: Math.max(pages.getRemainingTTL(pageKey(base, "identity")), 1) });
    return page;
  }

  /** One render of `base` at a time; every caller of a running render gets its outcome. */
  function fill(base: string, render: () => Promise<Rendered>): Promise<Fill> {
    const running = rendering.get(base);
    if (running) return running.then((outcome) => ("shared" in outcome ? outcome : { own: null }));
    const outcome = (async (): Promise<Fill> => {
      stats.renders += 1;
      const began = generation;
      try {
        const rendered = await render();
        if (began !== generation) return { own: rendered };
        const life = sharedLifetime(rendered);
        if (!life) {
          passing.set(base, true);
          return { own: rendered };
        }
        return { shared: store(base, rendered, life) };
      } finally {
        rendering.delete(base);
      }
    })();
    rendering.set(base, outcome);
    return outcome;
  }

  return {
    stats,
    /**
     * A kept page for this request, or undefined (then `fill`). A stale one starts one background
     * re-render with `render`; a failed re-render keeps serving the stale page until it expires.
     */
    lookup(base: string, encoding: Encoding, render: () => Promise<Rendered>): Lookup | undefined {
      const page = variant(base, encoding);
      if (!page) return undefined;
      if (now() < page.freshUntil) {
        stats.hits += 1;
        return { page, state: "hit" };
      }
      stats.stale += 1;
      if (!rendering.has(base)) fill(base, render).catch(() => undefined);
      return { page, state: "stale" };
    },
    /** Whether the URL recently answered something unshareable: go straight to the app. */
    passes(base: string): boolean {
      if (!passing.has(base)) return false;
      stats.passes += 1;
      return true;
    },
    /** Renders (or waits for the running render) and returns the page in `encoding`, or the leader's own answer. */
    async fill(base: string, encoding: Encoding, render: () => Promise<Rendered>): Promise<Fill> {
      stats.misses += 1;
      const outcome = await fill(base, render);
      if (!("shared" in outcome)) return outcome;
      return { shared: variant(base, encoding) ?? withLengths(outcome.shared, "identity") };
    },
    /** Everything kept (the catalogue changed: cache drops from the API, decision 0135). */
    clear(): void {
      generation += 1;
      pages.clear();
      passing.clear();
    },
  };
}
