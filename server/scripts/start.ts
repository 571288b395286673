// Starts the whole shop: the procurement API (migrates and seeds an empty database) and the web server
// in front of the Remix BFF (server/web). A half that crashes is restarted with a backoff.
//   --dev       rebuild and restart on change
//   --fresh     wipe DATA_DIR first (a new seeded database; used by e2e)
//   --no-build  reuse the existing Remix build
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { wantsDemo } from "../db/bootstrap";
import { ADMIN_LOGIN, DEMO_LOGIN } from "../db/seed/demo";
import { apiProcessEnv } from "./api-env";
import { dokuSimulatorChoice } from "./doku-simulator-choice";
import { warnIfPlainHttp } from "./plain-http-warning";
import { supervise, type Supervisor } from "./supervise";

const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const host = process.env.HOST ?? "127.0.0.1";
const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
// The API stays on loopback unless API_HOST says otherwise, whatever the web app's HOST.
const apiHost = process.env.API_HOST ?? "127.0.0.1";
const apiBaseUrl = process.env.API_BASE_URL ?? `http://${apiHost === "0.0.0.0" ? "127.0.0.1" : apiHost}:${apiPort}/api`;
const demo = wantsDemo();
const doku = dokuSimulatorChoice(process.env);
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
  // The demo accounts go into the embedded database only (or where SEED_DEMO asks for them).
  SEED_DEMO: demo ? "1" : "0",
  NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production"),
  ...(doku.value !== undefined ? { DOKU_SIMULATOR: doku.value } : {}),
};
warnIfPlainHttp(process.env);
if (doku.banner) process.stderr.write(`[start] ${doku.banner}\n`);
const bin = (pkg: string, file: string) => path.join("node_modules", pkg, file);
const remixCli = bin("@remix-run/dev", "dist/cli.js");
const webServer = ["--import", "tsx", "server/web/index.ts"];
// The web server's own grace period (SHUTDOWN_GRACE_MS, default 10 s) plus a margin.
const STOP_TIMEOUT_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 5_000;

const children: Supervisor[] = [];
let stopping = false;

function run(name: string, command: string, commandArgs: string[], own: Record<string, string> = {}): Supervisor {
  const child = supervise({
    name,
    command,
    args: commandArgs,
    spawnOptions: { env: { ...env, ...own }, stdio: "inherit" },
  });
  children.push(child);
  return child;
}

function stop(code: number) {
  stopping = true;
  setTimeout(() => process.exit(code), STOP_TIMEOUT_MS).unref();
  Promise.all(children.map((child) => child.stop())).then(() => process.exit(code));
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
if (dev) run("api", process.execPath, ["--import", "tsx", "--watch", "server/index.ts"], apiProcessEnv());
else run("api", process.execPath, ["--import", "tsx", "server/index.ts"], apiProcessEnv());

try {
  // A first start migrates, seeds and draws the images: give it time.
  await waitFor(`${apiBaseUrl}/health`, 300_000);
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  stop(1);
}

if (dev) run("web", process.execPath, [remixCli, "dev", "-c", `node ${webServer.join(" ")}`]);
else run("web", process.execPath, webServer);
await waitFor(`http://${host}:${webPort}/healthz`, 120_000);

console.log(`
  Toko pengadaan siap / the shop is running
    Web:   http://${shown(host)}:${webPort}/
    API:   http://${shown(apiHost)}:${apiPort}/api/setting   (OpenAPI: /api/openapi.json)
${
  demo
    ? `    Demo buyer:  ${DEMO_LOGIN.username} (or ${DEMO_LOGIN.email}) / ${DEMO_LOGIN.password}
    Demo seller: ${ADMIN_LOGIN.username} / ${ADMIN_LOGIN.password}   (SEED_DEMO=1: demo accounts in an empty database)`
    : "    No demo accounts (SEED_DEMO=0); create a seller with: npm run admin -- create USERNAME"
}
  Press Ctrl+C to stop.
`);
