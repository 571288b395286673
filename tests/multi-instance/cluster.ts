// Two machines' worth of the shop on this one: an S3-protocol server (s3rver), two APIs and two web
// servers, each with its own DATA_DIR, sharing DATABASE_URL, the bucket, SESSION_SECRET, BFF_KEY and
// PUBLIC_ORIGIN exactly as the README's "Running on several machines" says.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { startS3Server, type TestS3Server } from "../helpers/s3-server";

export type Instance = {
  name: "A" | "B";
  /** The web server, as a browser reaches it. */
  web: string;
  /** The API's base URL (`…/api`). */
  api: string;
  dataDir: string;
  apiProcess: ChildProcess;
  webProcess: ChildProcess;
};

export type Cluster = {
  a: Instance;
  b: Instance;
  /** What every form post carries as its Origin. */
  publicOrigin: string;
  databaseUrl: string;
  s3: TestS3Server;
  /** Every server's output, for a failure's report. */
  logFile: string;
  /** Ends one instance's API with `signal` (SIGKILL: no goodbye), once it has exited. */
  killApi: (side: Instance, signal: NodeJS.Signals) => Promise<void>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function startCluster(): Promise<Cluster> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("test:multi needs DATABASE_URL: an empty PostgreSQL database both APIs share");
  const root = await mkdtemp(path.join(os.tmpdir(), "multi-instance-"));
  const logFile = path.join(root, "servers.log");
  const log = createWriteStream(logFile);
  const s3 = await startS3Server("shop-multi");
  const shared: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(24).toString("base64url"),
    BFF_KEY: randomBytes(24).toString("base64url"),
    PUBLIC_ORIGIN: "http://shop.multi.test",
    ...s3.env,
  };
  const children: ChildProcess[] = [];
  const run = (label: string, args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], {
      env: { ...shared, ...env } as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr])
      stream?.on("data", (chunk: Buffer) => log.write(`[${label}] ${chunk.toString()}`));
    children.push(child);
    return child;
  };

  // A's mail server refuses every connection (nothing listens there): what A queues, A cannot send.
  const deadSmtp = `smtp://127.0.0.1:${await freePort()}`;
  const instance = async (name: "A" | "B") => {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const dataDir = path.join(root, name);
    const api = `http://127.0.0.1:${apiPort}/api`;
    const apiProcess = run(`api ${name}`, ["server/index.ts"], {
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      // The demo buyers, seller, catalogue and orders: whichever API comes first seeds them once.
      SEED_DEMO: "1",
      DOKU_SIMULATOR: "1",
      PAYMENT_SWEEP_MS: "0",
      LOGIN_MAX_FAILURES_PER_IP: "100000",
      MAIL_SWEEP_MS: "500",
      // B writes its mail into its own <DATA_DIR>/outbox/, where the journey counts it.
      ...(name === "A" ? { SMTP_URL: deadSmtp } : {}),
    });
    return { name, api, web: `http://127.0.0.1:${webPort}`, webPort, dataDir, apiProcess };
  };
  const [a, b] = [await instance("A"), await instance("B")];
  await Promise.all([
    waitFor(`${a.api}/health`, a.apiProcess, 200_000),
    waitFor(`${b.api}/health`, b.apiProcess, 200_000),
  ]);
  const startWeb = (side: typeof a): Instance => ({
    name: side.name,
    web: side.web,
    api: side.api,
    dataDir: side.dataDir,
    apiProcess: side.apiProcess,
    webProcess: run(`web ${side.name}`, ["server/web/index.ts"], {
      HOST: "127.0.0.1",
      PORT: String(side.webPort),
      API_BASE_URL: side.api,
      DATA_DIR: side.dataDir,
      WEB_WORKERS: "1",
      API_TIMEOUT_MS: "15000",
    }),
  });
  const [webA, webB] = [startWeb(a), startWeb(b)];
  await Promise.all([
    waitFor(`${webA.web}/healthz`, webA.webProcess, 60_000),
    waitFor(`${webB.web}/healthz`, webB.webProcess, 60_000),
  ]);

  return {
    a: webA,
    b: webB,
    publicOrigin: shared.PUBLIC_ORIGIN,
    databaseUrl,
    s3,
    logFile,
    killApi: (side, signal) =>
      new Promise<void>((resolve) => {
        if (side.apiProcess.exitCode !== null || side.apiProcess.signalCode !== null) return resolve();
        side.apiProcess.once("exit", () => resolve());
        side.apiProcess.kill(signal);
      }),
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
      log.end();
      await s3.close();
      if (!process.env.MULTI_KEEP) await rm(root, { recursive: true, force: true });
    },
  };
}
