// Starts the whole shop: the procurement API (migrates and seeds an empty database) and the Remix BFF.
//   --dev       rebuild and restart on change
//   --fresh     wipe DATA_DIR first (a new seeded database; used by e2e)
//   --no-build  reuse the existing Remix build
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DEMO_LOGIN } from "../db/seed";
import { warnIfPlainHttp } from "./plain-http-warning";

const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const host = process.env.HOST ?? "127.0.0.1";
const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const apiBaseUrl = process.env.API_BASE_URL ?? `http://${host}:${apiPort}/api`;
const shown = (h: string) => (h === "127.0.0.1" || h === "0.0.0.0" ? "localhost" : h);

if (args.has("--fresh")) fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  HOST: host,
  PORT: webPort,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  API_BASE_URL: apiBaseUrl,
  // E-mailed links (verification, password reset) lead back to this shop.
  SHOP_ORIGIN: process.env.SHOP_ORIGIN ?? `http://${shown(host)}:${webPort}`,
  // The API believes the client address the BFF forwards only with this shared key; both
  // processes are started here, so a fresh one per start is enough.
  BFF_KEY: process.env.BFF_KEY || randomBytes(24).toString("base64url"),
  NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production"),
};
warnIfPlainHttp(process.env);
const bin = (pkg: string, file: string) => path.join("node_modules", pkg, file);
const remixCli = bin("@remix-run/dev", "dist/cli.js");
const serveCli = bin("@remix-run/serve", "dist/cli.js");

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, command: string, commandArgs: string[]): ChildProcess {
  const child = spawn(command, commandArgs, { env, stdio: "inherit" });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

if (!dev && !args.has("--no-build")) {
  console.log("[start] building the web app …");
  const build = spawnSync(process.execPath, [remixCli, "build"], { env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(
  `[start] starting the API (data in ${dataDir}${process.env.DATABASE_URL ? ", PostgreSQL from DATABASE_URL" : ""}) …`,
);
if (dev) run("api", process.execPath, ["--import", "tsx", "--watch", "server/index.ts"]);
else run("api", process.execPath, ["--import", "tsx", "server/index.ts"]);

try {
  // A first start migrates, seeds and draws the images: give it time.
  await waitFor(`http://${host}:${apiPort}/api/health`, 300_000);
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  stop(1);
}

if (dev) run("web", process.execPath, [remixCli, "dev", "--manual", "-c", `node ${serveCli} build/index.js`]);
else run("web", process.execPath, [serveCli, "build/index.js"]);
await waitFor(`http://${host}:${webPort}/healthz`, 120_000);

console.log(`
  Toko pengadaan siap / the shop is running
    Web:   http://${shown(host)}:${webPort}/
    API:   http://${shown(host)}:${apiPort}/api/setting   (OpenAPI: /api/openapi.json)
    Demo login: ${DEMO_LOGIN.username} (or ${DEMO_LOGIN.email}) / ${DEMO_LOGIN.password}
  Press Ctrl+C to stop.
`);
