// A web process follows its API's cache drops (`GET /api/cache-drops`, server-sent events; decision
// 0135): when the catalogue changes on any API instance, this process drops its shared reads (the home
// page's products, categories, banners, settings) and its page cache at once instead of serving them
// until their time is up. While the stream is down the time limits hold; each (re)connection drops
// everything, since what changed in between was not heard.
import type { ServerBuild } from "@remix-run/node";

export type WebDrop = "catalogue" | "all";

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type CacheDropsFollower = { stop: () => void };

/** Pauses before following again after the stream failed or ended. */
const RETRY_DELAYS_MS = [250, 1_000, 2_000, 5_000] as const;
/** The API writes a heartbeat every 15 s: silence this long means the stream is dead. */
const SILENCE_MS = 40_000;

/** `${API_BASE_URL}/cache-drops`: API_BASE_URL ends in `/api`. */
export const cacheDropsUrl = (apiBaseUrl: string): string => `${apiBaseUrl.replace(/\/+$/, "")}/cache-drops`;

export function followCacheDrops(options: {
  url: string;
  bffKey?: string;
  onDrop: (drop: WebDrop) => void;
  log: Log;
}): CacheDropsFollower {
  let stopped = false;
  let controller: AbortController | undefined;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let failures = 0;
  let pause: NodeJS.Timeout | undefined;

  const followOnce = async () => {
    controller = new AbortController();
    const current = controller;
    let silence = setTimeout(() => current.abort(), SILENCE_MS);
    try {
      const response = await fetch(options.url, {
        headers: { accept: "text/event-stream", ...(options.bffKey ? { "x-bff-key": options.bffKey } : {}) },
        signal: current.signal,
      });
      if (!response.ok || !response.body) throw new Error(`cache drops answered ${response.status}`);
      options.onDrop("all");
      failures = 0;
      const decoder = new TextDecoder();
      let buffer = "";
      const body = response.body.getReader();
      reader = body;
      for (let read = await body.read(); !read.done; read = await body.read()) {
        clearTimeout(silence);
        silence = setTimeout(() => current.abort(), SILENCE_MS);
        buffer += decoder.decode(read.value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const event = /^event: *(\w+)/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (event === "catalogue" || event === "all") options.onDrop(event);
        }
      }
    } finally {
      clearTimeout(silence);
      reader = undefined;
    }
  };

  const loop = async () => {
    while (!stopped) {
      try {
        await followOnce();
      } catch (error) {
        if (stopped) return;
        if (failures === 0) options.log.warn({ err: error }, "cache drops: not following the API; retrying");
      }
      if (stopped) return;
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      await new Promise<void>((resolve) => {
        pause = setTimeout(resolve, delay);
        pause.unref();
      });
    }
  };
  void loop();

  return {
    stop() {
      stopped = true;
      clearTimeout(pause);
      controller?.abort();
      // Aborting alone can leave the socket open under a body being read; cancelling closes it.
      void reader?.cancel().catch(() => undefined);
    },
  };
}

/**
 * What a drop empties in this process: the page cache, and the Remix build's shared reads
 * (`dropSharedReads`, which app/entry.server.tsx re-exports from app/utils/cache.server.ts).
 */
export function webCacheDropper(build: ServerBuild, pageCache: { clear: () => void } | null): () => void {
  const entry = build.entry.module as { dropSharedReads?: () => void };
  return () => {
    pageCache?.clear();
    entry.dropSharedReads?.();
  };
}
