// `npm run bench`: the product filter's latency in the API on 100,000 products, then the throughput of
// server-rendered pages (requests per second, p97.5 latency, 20 concurrent visitors), each asked for
// without Accept-Encoding and as a browser asks (compressed), as a ratio to a plain Node HTTP server
// sending the same bytes (measured in the same run): the anonymous pages with and without the web
// server's page cache, the buyer's and the seller's pages, catalogue pages no cache holds (a filter,
// a search and product pages at a distinct URL per request), each against its budget (design §9),
// and the gzip size of the page's JavaScript.
// BENCH_PARTS=filter or ssr runs one part; BENCH_PAGES=<regex> only the pages whose label matches;
// BENCH_API_CACHE=0 turns the API's catalogue cache off.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { bootstrapDb } from "../db/bootstrap";
import { growCatalogue } from "../db/seed/index";
import { productListHref } from "../../app/utils/product-query";
import { ADMIN_LOGIN, DEMO_LOGIN } from "../db/seed/demo";
import { benchFilter } from "./bench-filter";
import { pageModuleRoots } from "./page-modules";

const host = "127.0.0.1";
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3140);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4140);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const web = `http://${host}:${webPort}`;
const ANONYMOUS_BUDGET = 0.5;
const CONNECTIONS = 20;
const LATENCY_BUDGET_MS = 50;
// Design §9, as a browser asks.
const LOGGED_IN_MIN_RPS = 250;
const LOGGED_IN_LATENCY_MS = 150;
const UNCACHED_MIN_RPS = 500;
/** What Chromium sends; the shop compresses with the best of these it has. */
const BROWSER_ENCODING = "gzip, deflate, br, zstd";
const ENCODINGS = [
  { label: "no Accept-Encoding", acceptEncoding: undefined },
  { label: "as a browser asks", acceptEncoding: BROWSER_ENCODING },
] as const;
const ENCODING_LABEL_WIDTH = 18;
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

async function requestsPerSecond(url: string): Promise<number> {
  return (await throughput(url, {})).rps;
}

/** Autocannon at CONNECTIONS; with `next`, every request asks for a URL of its own. */
async function throughput(
  url: string,
  headers: Record<string, string>,
  next?: () => string,
): Promise<{ rps: number; p975: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(next ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }] } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p975: result.latency.p97_5 };
}

const mark = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");

async function plainServer(
  body: Buffer,
  contentType: string,
  contentEncoding?: string,
): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "Content-Type": contentType,
      "Content-Length": body.length,
      ...(contentEncoding ? { "Content-Encoding": contentEncoding } : {}),
    });
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

  const initial = await closure(
    pageModuleRoots(html).map((src) => resolve(src, "/")),
    new Set(),
  );

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

/** What a page's run is held to. */
type Budget =
  /** A visitor's page from the page cache: a share of a plain server sending the same bytes, and latency. */
  | { kind: "cached" }
  /** A buyer's or the seller's page: req/s and p97.5 as a browser asks. */
  | { kind: "logged-in" }
  /** A catalogue page no cache holds (a distinct URL each request): req/s as a browser asks. */
  | { kind: "uncached" }
  | { kind: "none" };

type PageRun = {
  /** What the report calls it. */
  label: string;
  /** The page fetched for its size and JavaScript (and, with no `next`, the one measured). */
  page: string;
  /** A new URL for every request: nothing cached answers it. */
  next?: () => string;
  cookie?: string;
  budget: Budget;
};

/** The page as the server sends it for these request headers: status, headers and the raw (maybe compressed) body. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding?: string; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers["content-encoding"],
            type: res.headers["content-type"] ?? "text/html",
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The form fields of a page that `pick` keeps (name, value), CSRF token included. */
function formFields(html: string, pick: (tag: string, name: string) => boolean): URLSearchParams {
  const form = new URLSearchParams();
  for (const m of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(m[0])?.[1];
    if (name && pick(m[0], name)) form.append(name, /value="([^"]*)"/.exec(m[0])?.[1] ?? "");
  }
  return form;
}

/** A cookie jar that posts forms the way the browser does (CSRF cookie and token, Origin). */
function browserSession() {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const jar = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    jar,
    async get(page: string): Promise<string> {
      const res = await fetch(web + page, { headers: { cookie: jar() }, redirect: "manual" });
      keep(res);
      if (res.status !== 200) throw new Error(`bench: ${page} answered ${res.status}`);
      return res.text();
    },
    async post(action: string, form: URLSearchParams): Promise<string> {
      const res = await fetch(web + action, {
        method: "POST",
        body: form,
        headers: { cookie: jar(), "content-type": "application/x-www-form-urlencoded", origin: web },
        redirect: "manual",
      });
      keep(res);
      if (res.status !== 302 && res.status !== 303)
        throw new Error(`bench: posting to ${action} answered ${res.status}`);
      return res.headers.get("location") ?? "";
    },
  };
}

/** A session logged in through a login form (the buyer's or the seller's). */
async function logInAt(loginPage: string, fields: Record<string, string>) {
  const session = browserSession();
  const form = formFields(await session.get(loginPage), (tag) => !tag.includes('type="checkbox"'));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("intent", "login");
  await session.post(loginPage, form);
  return session;
}

/**
 * The demo buyer, logged in, with a checkout under way (the checkout page needs one in the session):
 * a product in the cart if it is empty, then the cart's Checkout with its ticked lines.
 */
async function buyerWithCheckout(product: string) {
  const buyer = await logInAt("/login", { email: DEMO_LOGIN.username, password: DEMO_LOGIN.password });
  let cart = await buyer.get("/keranjang-belanja");
  const lines = () => formFields(cart, (tag, name) => name === "cart_id" && tag.includes('type="checkbox"'));
  if (lines().size === 0) {
    const detail = await buyer.get(product);
    const add = formFields(detail, (_tag, name) => name === "csrf" || name === "product_id");
    add.set("qty", "1");
    await buyer.post("/keranjang-belanja/tambah", add);
    cart = await buyer.get("/keranjang-belanja");
  }
  const checkout = lines();
  const token = formFields(cart, (_tag, name) => name === "csrf").get("csrf");
  if (checkout.size === 0 || !token) throw new Error("bench: the demo buyer's cart has no line to check out");
  checkout.set("csrf", token);
  checkout.set("intent", "checkout");
  await buyer.post("/keranjang-belanja", checkout);
  return buyer;
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
    console.log(
      `bench: ${seconds} s per run, ${CONNECTIONS} connections, each page without Accept-Encoding and as a browser asks (${BROWSER_ENCODING})\n`,
    );
    const list = await (await fetch(`${web}/produk?page=1`)).text();
    const detail = /\/produk-detail\?id_produk=\d+/.exec(list)?.[0];
    if (!detail) throw new Error("no product link on /produk?page=1");
    const category = Number(/[?&;]kategori=(\d+)/.exec(list)?.[1] ?? 1);
    const productIds = [...new Set([...list.matchAll(/id_produk=(\d+)/g)].map((m) => Number(m[1])))];
    const buyer = await buyerWithCheckout(detail);
    const seller = await logInAt("/admin/login", { username: ADMIN_LOGIN.username, password: ADMIN_LOGIN.password });
    const order = /\/profil\/detailtransaksi\?id_transaksi=\d+/.exec(await buyer.get("/profil/transaksi"))?.[0];
    const sellerOrder = /\/admin\/pesanan\/\d+/.exec(await seller.get("/admin/pesanan"))?.[0];
    if (!order || !sellerOrder) throw new Error("bench: no order to open (demo data seeded?)");

    // Distinct URLs, canonical so that the list answers them itself rather than redirecting: a
    // minimum price of a few rupiah leaves every product in, and no cache has seen the URL before.
    let n = 0;
    const distinct = (query: Parameters<typeof productListHref>[1]) => () =>
      productListHref("/produk", { ...query, page: 1, min_price: ++n });
    const runs: PageRun[] = [
      { label: "/", page: "/", budget: { kind: "cached" } },
      { label: "/produk?page=1", page: "/produk?page=1", budget: { kind: "cached" } },
      { label: detail, page: detail, budget: { kind: "cached" } },
      { label: "/login", page: "/login", budget: { kind: "none" } },
      { label: "/register", page: "/register", budget: { kind: "none" } },
      { label: "/keranjang-belanja", page: "/keranjang-belanja", cookie: buyer.jar(), budget: { kind: "logged-in" } },
      { label: "/profil/beranda", page: "/profil/beranda", cookie: buyer.jar(), budget: { kind: "logged-in" } },
      { label: order, page: order, cookie: buyer.jar(), budget: { kind: "logged-in" } },
      { label: "/checkout", page: "/checkout", cookie: buyer.jar(), budget: { kind: "logged-in" } },
      { label: "/admin/pesanan", page: "/admin/pesanan", cookie: seller.jar(), budget: { kind: "logged-in" } },
      { label: sellerOrder, page: sellerOrder, cookie: seller.jar(), budget: { kind: "logged-in" } },
      {
        label: `/produk?page=1&kategori=${category}&min_price=<n> (a filter, uncached)`,
        page: distinct({ kategori: [category] })(),
        next: distinct({ kategori: [category] }),
        budget: { kind: "uncached" },
      },
      {
        label: "/produk?page=1&search=kertas&min_price=<n> (a search, uncached)",
        page: distinct({ search: "kertas" })(),
        next: distinct({ search: "kertas" }),
        budget: { kind: "uncached" },
      },
      {
        label: "/produk-detail?id_produk=<each of the list's products> (uncached)",
        page: detail,
        next: () => `/produk-detail?id_produk=${productIds[n++ % productIds.length]}`,
        cookie: PAST_THE_CACHE,
        budget: { kind: "uncached" },
      },
    ];
    const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
    for (const run of runs) if (!only || only.test(run.label)) await measurePage(run);
  } finally {
    stopChild();
  }
}

/** One page, both ways it may be asked for, against its budget; then the JavaScript it loads. */
async function measurePage({ label, page, next, cookie, budget }: PageRun) {
  const res = await fetch(web + page, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
  const html = Buffer.from(await res.arrayBuffer()).toString("utf8");
  console.log(
    `${label}${cookie && cookie !== PAST_THE_CACHE ? " (logged in)" : ""}, ${kb(Buffer.byteLength(html))} KB of HTML`,
  );
  if (budget.kind !== "none") {
    for (const { label: asked, acceptEncoding } of ENCODINGS) {
      const headers: Record<string, string> = {
        ...(cookie ? { cookie } : {}),
        ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
      };
      const sent = await rawGet(web + page, headers);
      if (sent.status !== 200) throw new Error(`${page}: ${sent.status}`);
      const size = `${kb(sent.body.length)} KB ${sent.encoding ?? "uncompressed"}`;
      // The plain server sends the same bytes this page was sent as, compressed or not, with no work.
      const plain = await plainServer(sent.body, sent.type, sent.encoding);
      // Other work on the machine changes from second to second: the baseline is the mean of a run
      // before and a run after the page's.
      const before = await requestsPerSecond(plain.url);
      const ssr = await throughput(web + page, headers, next);
      const baseline = (before + (await requestsPerSecond(plain.url))) / 2;
      plain.close();
      const ratio = ssr.rps / baseline;
      const browser = acceptEncoding !== undefined;
      let verdict = "";
      if (budget.kind === "cached")
        verdict = ` (budget ratio ≥ ${ANONYMOUS_BUDGET.toFixed(2)}: ${mark(ratio >= ANONYMOUS_BUDGET)}; p97.5 < ${LATENCY_BUDGET_MS} ms: ${mark(ssr.p975 < LATENCY_BUDGET_MS)})`;
      else if (budget.kind === "logged-in" && browser)
        verdict = ` (budget ≥ ${LOGGED_IN_MIN_RPS} req/s: ${mark(ssr.rps >= LOGGED_IN_MIN_RPS)}; p97.5 < ${LOGGED_IN_LATENCY_MS} ms: ${mark(ssr.p975 < LOGGED_IN_LATENCY_MS)})`;
      else if (budget.kind === "uncached" && browser)
        verdict = ` (budget ≥ ${UNCACHED_MIN_RPS} req/s: ${mark(ssr.rps >= UNCACHED_MIN_RPS)})`;
      console.log(
        `  ${asked.padEnd(ENCODING_LABEL_WIDTH)} ${ssr.rps.toFixed(0)} req/s, p97.5 ${ssr.p975} ms, ${size}, plain Node ${baseline.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}${verdict}`,
      );
      if (budget.kind === "cached") {
        const uncached = await throughput(web + page, { ...headers, cookie: PAST_THE_CACHE });
        console.log(
          `  ${"".padEnd(ENCODING_LABEL_WIDTH)} past the page cache: ${uncached.rps.toFixed(0)} req/s, p97.5 ${uncached.p975} ms`,
        );
      }
    }
  }
  const js = await pageJavaScript(html);
  console.log(`  JavaScript before interaction ${kb(js.initial)} KB gzip (budget ≤ 110 KB)`);
  for (const { chunk, bytes } of js.lazy) console.log(`  loaded on demand: ${chunk} ${kb(bytes)} KB gzip`);
}

if (parts.has("filter")) await filterPart();
if (parts.has("ssr")) await ssrPart();
process.exit(0);
