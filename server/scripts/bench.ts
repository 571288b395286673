// `npm run bench`: the product filter's latency in the API on 100,000 products, then the throughput of
// server-rendered pages (requests per second, p97.5 latency, 20 concurrent visitors) as a ratio to a
// plain Node HTTP server sending the same bytes (measured in the same run), the anonymous pages with
// and without the web server's page cache, and the gzip size of the page's JavaScript.
// BENCH_PARTS=filter or ssr runs one part; BENCH_API_CACHE=0 turns the API's catalogue cache off.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { bootstrapDb } from "../db/bootstrap";
import { growCatalogue } from "../db/seed/index";
import { DEMO_LOGIN } from "../db/seed/demo";
import { benchFilter } from "./bench-filter";

const host = "127.0.0.1";
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3140);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4140);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const web = `http://${host}:${webPort}`;
const LOGGED_IN_BUDGET = 0.1;
const ANONYMOUS_BUDGET = 0.5;
const CONNECTIONS = 20;
const LATENCY_BUDGET_MS = 50;
const LOGGED_IN_MIN_RPS = 150;
// Any __session cookie sends a request past the page cache to Remix; an unsigned one is no session.
const PAST_THE_CACHE = "__session=bench-past-the-cache";
const parts = new Set((process.env.BENCH_PARTS ?? "filter,ssr").split(","));
const FILTER_CATALOGUE = 100_000;

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function requestsPerSecond(url: string, cookie?: string): Promise<number> {
  return (await throughput(url, cookie)).rps;
}

async function throughput(url: string, cookie?: string): Promise<{ rps: number; p975: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p975: result.latency.p97_5 };
}

const mark = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");

async function plainServer(body: Buffer, contentType: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const { port } = server.address() as { port: number };
  return { url: `http://${host}:${port}/`, close: () => server.close() };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type PageJavaScript = { initial: number; lazy: { chunk: string; bytes: number }[] };

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

/**
 * Gzip sizes of a page's JavaScript: what it loads before it is usable (the scripts and module
 * preloads the HTML names, and their static imports) and, apart, each chunk that code only
 * imports on demand (`import("…")`, e.g. Swiper after hydration) with the imports it adds.
 */
async function pageJavaScript(html: string): Promise<PageJavaScript> {
  const bodies = new Map<string, { text: string; gzip: number }>();
  const load = async (src: string) => {
    const known = bodies.get(src);
    if (known) return known;
    const res = await fetch(new URL(src, web));
    const buffer = Buffer.from(await res.arrayBuffer());
    const body = { text: buffer.toString("utf8"), gzip: gzipSync(buffer, { level: 9 }).length };
    bodies.set(src, body);
    return body;
  };
  const resolve = (src: string, from: string) => new URL(src, new URL(from, web)).pathname;
  /** `roots` and everything they import statically, leaving out what `seen` already holds. */
  const closure = async (roots: Iterable<string>, seen: Set<string>) => {
    const added = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const src = queue.shift() as string;
      if (seen.has(src) || added.has(src)) continue;
      added.add(src);
      for (const m of (await load(src)).text.matchAll(STATIC_IMPORT)) queue.push(resolve(m[1], src));
    }
    return added;
  };

  const roots = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) roots.add(resolve(m[1], "/"));
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) roots.add(resolve(m[1], "/"));
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) roots.add(resolve(m[1], "/"));
  const initial = await closure(roots, new Set());

  const lazyRoots = new Set<string>();
  for (const src of initial)
    for (const m of (await load(src)).text.matchAll(DYNAMIC_IMPORT)) lazyRoots.add(resolve(m[1], src));
  const lazy: PageJavaScript["lazy"] = [];
  for (const src of lazyRoots) {
    if (initial.has(src)) continue;
    const chunk = await closure([src], initial);
    lazy.push({ chunk: path.basename(src), bytes: [...chunk].reduce((sum, s) => sum + (bodies.get(s)?.gzip ?? 0), 0) });
  }
  return { initial: [...initial].reduce((sum, src) => sum + (bodies.get(src)?.gzip ?? 0), 0), lazy };
}

/** The demo buyer's session cookie, by the login form itself (its CSRF token and honeypot included). */
async function logIn(): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const jar = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const page = await fetch(`${web}/login`);
  keep(page);
  const form = new URLSearchParams();
  for (const m of (await page.text()).matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(m[0])?.[1];
    if (name && !m[0].includes('type="checkbox"')) form.set(name, /value="([^"]*)"/.exec(m[0])?.[1] ?? "");
  }
  form.set("email", DEMO_LOGIN.username);
  form.set("password", DEMO_LOGIN.password);
  form.set("intent", "login");
  const res = await fetch(`${web}/login`, {
    method: "POST",
    body: form,
    headers: { cookie: jar(), "content-type": "application/x-www-form-urlencoded", origin: web },
    redirect: "manual",
  });
  keep(res);
  if (res.status !== 302 && res.status !== 303) throw new Error(`bench: logging in answered ${res.status}`);
  return jar();
}

/** On PGlite in BENCH_FILTER_DATA_DIR (default `.data/bench-100k`, kept between runs), or on DATABASE_URL. */
async function filterPart() {
  const dataDir = path.resolve(process.env.BENCH_FILTER_DATA_DIR ?? ".data/bench-100k");
  const { handle } = await bootstrapDb({ dataDir, log: (message) => console.log(`bench: ${message}`) });
  try {
    const started = Date.now();
    const added = await growCatalogue(handle.db, FILTER_CATALOGUE);
    if (added > 0)
      console.log(`bench: grew the catalogue by ${added} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const { p50, p95, count } = await benchFilter(handle.db);
    console.log(`filter p95 on 100,000 products: ${p95.toFixed(1)} ms (budget 50 ms)`);
    console.log(`  p50 ${p50.toFixed(1)} ms, ${count} calls, ${handle.kind}\n`);
  } finally {
    await handle.close();
  }
}

async function ssrPart() {
  const child = spawn(process.execPath, ["--import", "tsx", "server/scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: host,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      API_BASE_URL: `http://${host}:${apiPort}/api`,
      DATA_DIR: path.resolve(process.env.BENCH_DATA_DIR ?? ".data/bench"),
      LOG_LEVEL: "warn",
      ...(process.env.BENCH_API_CACHE === "0" ? { CATALOGUE_CACHE_MS: "0" } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stopChild = () => child.kill("SIGTERM");
  process.on("exit", stopChild);

  try {
    await waitFor(`${web}/healthz`, 300_000);
    await waitFor(`${web}/`, 60_000);
    console.log(`bench: ${seconds} s per run, ${CONNECTIONS} connections\n`);
    const list = await (await fetch(`${web}/produk?page=1`)).text();
    const detail = /\/produk-detail\?id_produk=\d+/.exec(list)?.[0];
    if (!detail) throw new Error("no product link on /produk?page=1");
    const cookie = await logIn();
    const runs: { page: string; cookie?: string; budget: number | null }[] = [
      { page: "/", budget: ANONYMOUS_BUDGET },
      { page: "/produk?page=1", budget: ANONYMOUS_BUDGET },
      { page: detail, budget: ANONYMOUS_BUDGET },
      { page: "/login", budget: null },
      { page: "/register", budget: null },
      { page: "/keranjang-belanja", cookie, budget: LOGGED_IN_BUDGET },
      { page: "/profil/beranda", cookie, budget: LOGGED_IN_BUDGET },
    ];
    for (const { page, cookie: pageCookie, budget } of runs) {
      const res = await fetch(web + page, { headers: pageCookie ? { cookie: pageCookie } : {}, redirect: "manual" });
      if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const html = body.toString("utf8");
      const js = await pageJavaScript(html);
      console.log(`${page}${pageCookie ? " (logged in)" : ""}`);
      if (budget !== null) {
        const plain = await plainServer(body, res.headers.get("content-type") ?? "text/html");
        // Other work on the machine changes from second to second: the baseline is the mean of a run
        // before and a run after the page's.
        const before = await requestsPerSecond(plain.url);
        const ssr = await throughput(web + page, pageCookie);
        const baseline = (before + (await requestsPerSecond(plain.url))) / 2;
        const line = (label: string, run: { rps: number; p975: number }, checks: string) =>
          console.log(
            `  ${label} ${run.rps.toFixed(0)} req/s, p97.5 ${run.p975} ms, plain Node ${baseline.toFixed(0)} req/s, ratio ${(run.rps / baseline).toFixed(2)}${checks}`,
          );
        if (pageCookie) {
          line(
            "SSR",
            ssr,
            ` (budget ratio ≥ ${budget.toFixed(2)}: ${mark(ssr.rps / baseline >= budget)}; ≥ ${LOGGED_IN_MIN_RPS} req/s: ${mark(ssr.rps >= LOGGED_IN_MIN_RPS)})`,
          );
        } else {
          line(
            "cached",
            ssr,
            ` (budget ratio ≥ ${budget.toFixed(2)}: ${mark(ssr.rps / baseline >= budget)}; p97.5 < ${LATENCY_BUDGET_MS} ms: ${mark(ssr.p975 < LATENCY_BUDGET_MS)})`,
          );
          line("uncached", await throughput(web + page, PAST_THE_CACHE), "");
        }
        plain.close();
      }
      console.log(`  JavaScript before interaction ${kb(js.initial)} KB gzip (budget ≤ 110 KB)`);
      for (const { chunk, bytes } of js.lazy) console.log(`  loaded on demand: ${chunk} ${kb(bytes)} KB gzip`);
    }
  } finally {
    stopChild();
  }
}

if (parts.has("filter")) await filterPart();
if (parts.has("ssr")) await ssrPart();
process.exit(0);
