// Issue 26's acceptance for mail: the API process is killed (SIGKILL) or stopped (SIGTERM) right after
// an action whose mail the mail server refused; started again, it sends each mail exactly once. The
// API runs as a real process on its own data folder (and, with DATABASE_URL set, on a fresh PostgreSQL
// database of its own); the outbox folder shows what was sent.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_LOGIN, OTHER_LOGIN } from "../helpers/test-db";

let dataDir: string;
let child: ChildProcess | undefined;
const postgresUrl = process.env.DATABASE_URL;
const databaseName = `mail_restart_${process.pid}`;
let databaseUrl: string | undefined;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "mail-restart-"));
  if (postgresUrl) {
    await admin(`create database ${databaseName}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
  if (postgresUrl) await admin(`drop database if exists ${databaseName}`);
});

/** A port nothing listens on: the "mail server" there refuses every connection. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startApi(port: number, smtpUrl?: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    API_HOST: "127.0.0.1",
    API_PORT: String(port),
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
    MAIL_SWEEP_MS: "200",
    SMTP_URL: smtpUrl ?? "",
    DATABASE_URL: databaseUrl ?? "",
  };
  const started = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    started.once("exit", (code) => reject(new Error(`the API process stopped (exit ${code})`)));
    createInterface({ input: started.stdout! }).on("line", (line) => {
      if (line.startsWith("API listening")) resolve();
    });
  });
  return started;
}

async function stop(api: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((resolve) => api.once("exit", resolve));
  api.kill(signal);
  await exited;
}

async function forgotPassword(port: number, email: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/customer/forget-password`, {
    method: "POST",
    body: new URLSearchParams({ email }),
  });
  expect(response.status).toBe(200);
}

async function mailsTo(address: string): Promise<string[]> {
  const dir = path.join(dataDir, "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.map((name) => readFile(path.join(dir, name), "utf8")));
  return mails.filter((raw) => new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(raw));
}

describe("mail across a killed or stopped API", () => {
  it("sends the mail of an action once after a restart, whether the API was killed or stopped", async () => {
    const port = await freePort();
    const smtpDown = `smtp://127.0.0.1:${await freePort()}`;

    child = await startApi(port, smtpDown);
    await forgotPassword(port, DEMO_LOGIN.email);
    await stop(child, "SIGKILL");

    child = await startApi(port, smtpDown);
    await forgotPassword(port, OTHER_LOGIN.email);
    await stop(child, "SIGTERM");

    // Back with the outbox folder as the transport: both mails go out once they are due again (the
    // first may have failed twice by now, then it waits its 30 s pause).
    child = await startApi(port);
    await vi.waitFor(
      async () => {
        expect(await mailsTo(DEMO_LOGIN.email)).toHaveLength(1);
        expect(await mailsTo(OTHER_LOGIN.email)).toHaveLength(1);
      },
      { timeout: 60_000, interval: 200 },
    );
    await stop(child, "SIGTERM");
    const [demo] = await mailsTo(DEMO_LOGIN.email);
    expect(demo).toContain("Atur ulang kata");
    expect(await mailsTo(DEMO_LOGIN.email)).toHaveLength(1);
    expect(await mailsTo(OTHER_LOGIN.email)).toHaveLength(1);
  }, 240_000);
});
