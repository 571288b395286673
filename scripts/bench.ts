// `npm run bench`: the product filter's latency in the API on 100,000 products, then the throughput of
// server-rendered pages as a ratio to a plain Node HTTP server sending the same bytes (measured in the
// same run), and the gzip size of the page's JavaScript. BENCH_PARTS=filter or ssr runs one part.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { bootstrapDb } from "../server/db/bootstrap";
import { growCatalogue } from "../server/db/seed";
import { benchFilter } from "./bench-filter";

const host = "127.0.0.1";
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3140);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4140);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const web = `http://${host}:${webPort}`;
const pages = ["/", "/produk?page=1"];
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
  const result = await autocannon({ url, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function plainServer(body: Buffer, contentType: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const { port } = server.address() as { port: number };
  return { url: `http://${host}:${port}/`, close: () => server.close() };
}

async function javascriptGzipBytes(html: string): Promise<number> {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) srcs.add(m[1]);
  let total = 0;
  for (const src of srcs) {
    const res = await fetch(new URL(src, web));
    total += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/** On PGlite in BENCH_FILTER_DATA_DIR (default `.data/bench-100k`, kept between runs), or on DATABASE_URL. */
async function filterPart() {
  const dataDir = path.resolve(process.env.BENCH_FILTER_DATA_DIR ?? ".data/bench-100k");
  const { handle } = await bootstrapDb({ dataDir, log: (message) => console.log(`bench: ${message}`) });
  try {
    const started = Date.now();
    const added = await growCatalogue(handle.db, FILTER_CATALOGUE);
    if (added > 0) console.log(`bench: grew the catalogue by ${added} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const { p50, p95, count } = await benchFilter(handle.db);
    console.log(`filter p95 on 100,000 products: ${p95.toFixed(1)} ms (budget 50 ms)`);
    console.log(`  p50 ${p50.toFixed(1)} ms, ${count} calls, ${handle.kind}\n`);
  } finally {
    await handle.close();
  }
}

async function ssrPart() {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: host,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      API_BASE_URL: `http://${host}:${apiPort}/api`,
      DATA_DIR: path.resolve(process.env.BENCH_DATA_DIR ?? ".data/bench"),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stopChild = () => child.kill("SIGTERM");
  process.on("exit", stopChild);

  try {
    await waitFor(`${web}/healthz`, 300_000);
    await waitFor(`${web}/`, 60_000);
    console.log(`bench: ${seconds} s per run, 10 connections\n`);
    for (const page of pages) {
      const res = await fetch(web + page);
      const body = Buffer.from(await res.arrayBuffer());
      const html = body.toString("utf8");
      const plain = await plainServer(body, res.headers.get("content-type") ?? "text/html");
      const ssr = await requestsPerSecond(web + page);
      const baseline = await requestsPerSecond(plain.url);
      plain.close();
      const js = await javascriptGzipBytes(html);
      console.log(`${page}`);
      console.log(`  SSR ${ssr.toFixed(0)} req/s, plain Node ${baseline.toFixed(0)} req/s, ratio ${(ssr / baseline).toFixed(2)} (budget ≥ 0.50)`);
      console.log(`  JavaScript ${(js / 1024).toFixed(1)} KB gzip (budget ≤ 110 KB)`);
    }
  } finally {
    stopChild();
  }
}

if (parts.has("filter")) await filterPart();
if (parts.has("ssr")) await ssrPart();
process.exit(0);
