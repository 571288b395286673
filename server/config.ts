import path from "node:path";
import * as z from "zod";
import { logLevels } from "./http/logger";

/** An empty variable (`DATABASE_URL=`) means "not set", as a shell user expects. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);
const optional = <T extends z.ZodType>(schema: T) => unsetIfEmpty(schema.optional());
/** `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off`, any case. */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"], { error: "must be 1 or 0 (true or false)" }))
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const origin = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((value) => new URL(value).origin);

export const configSchema = z.object({
  API_PORT: unsetIfEmpty(z.coerce.number().int().min(1).max(65_535).default(4000)),
  /** The API's own address, loopback unless told otherwise: only the web app needs to reach it (the web app's `HOST` does not apply). */
  API_HOST: unsetIfEmpty(z.string().default("127.0.0.1")),
  /** Seed the demo data set (accounts with published passwords, orders) into an empty database; never by default. */
  SEED_DEMO: unsetIfEmpty(flag.default(false)),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")),
  DATA_DIR: unsetIfEmpty(z.string().default(".data")),
  LOG_LEVEL: unsetIfEmpty(z.enum(logLevels).default("info")),
  LOG_FILE: optional(z.string()),
  /** Shared with the BFF so the API believes the client IP it forwards; unset = never believed. */
  BFF_KEY: optional(z.string().min(16, "must be at least 16 characters")),
  /**
   * The shop's public origin, as browsers reach the web app (`https://toko.example.id`): e-mailed
   * links point there and redirect URLs must stay on it. The web app reads the same variable.
   */
  PUBLIC_ORIGIN: optional(origin),
  /** Older name of PUBLIC_ORIGIN, still read when PUBLIC_ORIGIN is unset. */
  SHOP_ORIGIN: optional(origin),
  /** The web app's port: the default public origin is http://localhost:<PORT>. */
  PORT: unsetIfEmpty(z.coerce.number().int().min(1).max(65_535).default(3000)),
  /** Outgoing mail server (`smtp://user:pass@host:587`); unset: messages are written to <DATA_DIR>/outbox/. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")),
  /** Sender of account e-mails, e.g. `Toko Pengadaan <no-reply@example.id>`. */
  MAIL_FROM: optional(z.string().min(3)),
  /** Failed sign-ins in 15 minutes that lock an account (429). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: unsetIfEmpty(z.coerce.number().int().min(1).max(1_000_000).default(5)),
  /** Failed sign-ins in 15 minutes that lock a client address; raise it where many users share one address (tests, NAT). */
  LOGIN_MAX_FAILURES_PER_IP: unsetIfEmpty(z.coerce.number().int().min(1).max(1_000_000).default(20)),
  /** How long catalogue reads are cached per API instance (ms); 0 = off. Bounds how stale another instance may be. */
  CATALOGUE_CACHE_MS: unsetIfEmpty(z.coerce.number().int().min(0).max(300_000).default(5_000)),
  SESSION_CACHE_MS: unsetIfEmpty(z.coerce.number().int().min(0).max(60_000).default(10_000)),
  /**
   * Doku's API (`https://api-sandbox.doku.com`, `https://api.doku.com`); unset: the local simulator the
   * API mounts at /doku-sim (decision 0091), so a payment runs with no account anywhere.
   */
  DOKU_BASE_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  /** The Client-Id of Doku's back office; the simulator's own when unset. */
  DOKU_CLIENT_ID: optional(z.string().trim().min(1).max(100)),
  /** The Secret Key of Doku's back office (signs requests, verifies notifications); the simulator's when unset. */
  DOKU_SECRET_KEY: optional(z.string().min(8, "must be at least 8 characters")),
  /** Serve the local Doku simulator in production too (it is on by default only outside production, without DOKU_BASE_URL). */
  DOKU_SIMULATOR: unsetIfEmpty(flag.optional()),
  /** Build mode: in production the simulator needs DOKU_SIMULATOR. */
  NODE_ENV: optional(z.string()),
  /** The API's address as Doku (or the simulator) reaches it for notifications; default http://127.0.0.1:<API_PORT>. */
  DOKU_NOTIFY_ORIGIN: optional(origin),
  /** How long a Doku checkout stays payable (Doku's payment_due_date, minutes). */
  DOKU_PAYMENT_DUE_MINUTES: unsetIfEmpty(z.coerce.number().int().min(1).max(43_200).default(60)),
  /** How long a BPD transfer may take before the payment expires (minutes; default 24 h). */
  PAYMENT_EXPIRY_MINUTES: unsetIfEmpty(z.coerce.number().int().min(1).max(43_200).default(1_440)),
  /** How often overdue payments are expired (ms); 0 = never. */
  PAYMENT_SWEEP_MS: unsetIfEmpty(z.coerce.number().int().min(0).max(86_400_000).default(60_000)),
  /** Where uploads and pictures are kept: `local` (DATA_DIR/storage) or `s3`, a bucket every instance shares. */
  STORAGE: unsetIfEmpty(z.enum(["local", "s3"], { error: "must be local or s3" }).default("local")),
  /** The bucket of STORAGE=s3 (private: the API serves its objects). */
  S3_BUCKET: optional(z.string().trim().min(3).max(63)),
  /** Address bucket names in the path (MinIO, Ceph); default on exactly when AWS_ENDPOINT_URL_S3 is set. */
  S3_FORCE_PATH_STYLE: unsetIfEmpty(flag.optional()),
  /** The AWS SDK's own: an S3-compatible server (`http://minio:9000`); unset for AWS itself. */
  AWS_ENDPOINT_URL_S3: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  AWS_REGION: optional(z.string().trim().min(1)),
  /** With AWS_SECRET_ACCESS_KEY; unset: the SDK's other sources (a profile, an instance role). */
  AWS_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  AWS_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /** How often this instance looks for outbox mails due (ms); 0 = only right after each action's commit. */
  MAIL_SWEEP_MS: unsetIfEmpty(z.coerce.number().int().min(0).max(86_400_000).default(2_000)),
});

/** What no single variable's schema can say: settings that need each other. */
function combinationProblems(data: z.output<typeof configSchema>): string[] {
  const problems: string[] = [];
  if (data.STORAGE === "s3" && !data.S3_BUCKET) problems.push("S3_BUCKET: is required when STORAGE=s3");
  if (Boolean(data.AWS_ACCESS_KEY_ID) !== Boolean(data.AWS_SECRET_ACCESS_KEY))
    problems.push(
      `${data.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"}: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together`,
    );
  return problems;
}

export const DEFAULT_SHOP_ORIGIN = "http://localhost:3000";

export type Config = Omit<z.output<typeof configSchema>, "DATA_DIR" | "PUBLIC_ORIGIN"> & {
  /** Absolute. */
  DATA_DIR: string;
  /** Resolved: PUBLIC_ORIGIN, else SHOP_ORIGIN, else http://localhost:<PORT>. */
  PUBLIC_ORIGIN: string;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Validates the environment; on failure the message names every wrong variable at once. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ConfigResult {
  const result = configSchema.safeParse(env);
  const problems = result.success ? combinationProblems(result.data) : [];
  if (result.success && problems.length > 0)
    return { ok: false, message: `Invalid API configuration:\n${problems.map((line) => `  - ${line}`).join("\n")}` };
  if (result.success) {
    const data = result.data;
    const publicOrigin = data.PUBLIC_ORIGIN ?? data.SHOP_ORIGIN ?? `http://localhost:${data.PORT}`;
    return { ok: true, config: { ...data, DATA_DIR: path.resolve(cwd, data.DATA_DIR), PUBLIC_ORIGIN: publicOrigin } };
  }
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  return { ok: false, message: `Invalid API configuration:\n${lines.join("\n")}` };
}

/** For the entry point: prints what is wrong and exits 1. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = parseConfig(env);
  if (result.ok) return result.config;
  process.stderr.write(`${result.message}\n`);
  process.exit(1);
}
