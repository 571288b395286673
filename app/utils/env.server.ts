import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const origin = z.url({ protocol: /^https?$/ }).transform((v) => new URL(v).origin);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_BASE_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:4000/api"),
  API_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  SESSION_SECRET: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(16, "each secret needs at least 16 characters")).min(1))
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  LOG_FILE: z.string().min(1).optional(),
  BFF_KEY: z.string().min(16).optional(),
  /**
   * The origin browsers use for the shop (`https://toko.example.id`), shared with the API: e-mailed
   * links, `Secure` cookies and HSTS when it is https, and the CSRF Origin check when set.
   */
  PUBLIC_ORIGIN: origin.optional(),
  /** Older name of PUBLIC_ORIGIN, for links and cookies only (see `configuredOrigin`). */
  SHOP_ORIGIN: origin.optional(),
  /** This app's port: the default public origin is http://localhost:<PORT>. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** How many reverse proxies in front of the BFF append to X-Forwarded-For (0: none trusted). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Drops `Secure` from cookies even when the public origin is https (a plain-http test run). */
  INSECURE_COOKIES: flag.default(false),
});

/** The variables the web app reads (the README's configuration table lists every one). */
export const envVariableNames = Object.keys(envSchema.shape);

export type Env = Omit<z.infer<typeof envSchema>, "SESSION_SECRET"> & {
  /** Newest first: the first signs, all of them verify (rotation). */
  SESSION_SECRET: string[];
};

let cachedEnv: Env | undefined;

/**
 * The validated environment. Validation runs at first use rather than at import, so that
 * `remix build` and modules that merely import this one never fail on a missing variable.
 */
export function getEnv(): Env {
  if (cachedEnv) return cachedEnv;
  // An empty variable means "not set": `FOO=` in a shell or .env file should take the default.
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment for the web app:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  cachedEnv = { ...env, SESSION_SECRET: env.SESSION_SECRET ?? [readOrCreateSecret(env.DATA_DIR, env.NODE_ENV)] };
  return cachedEnv;
}

/**
 * Without SESSION_SECRET a random secret is generated once into `<DATA_DIR>/session-secret`
 * and reused, in every NODE_ENV: `npm start` on a fresh machine works and sessions survive
 * restarts. In production this only holds for one instance (or a shared DATA_DIR), so it
 * warns; several instances must share SESSION_SECRET.
 */
function readOrCreateSecret(dataDir: string, nodeEnv: string): string {
  const file = path.resolve(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: when two processes start at once, the second keeps the first one's secret.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(file, "utf8").trim();
  }
  if (nodeEnv === "production") {
    process.emitWarning(
      `SESSION_SECRET is not set: generated one into ${file}. Set SESSION_SECRET when more than one instance serves the app.`,
    );
  }
  return secret;
}

/** The origin browsers use for this site: PUBLIC_ORIGIN, else the request's own. */
export function getPublicOrigin(request: Request): string {
  return getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
}

/**
 * The shop's one public origin, the same the API builds its links from: PUBLIC_ORIGIN, else
 * SHOP_ORIGIN, else http://localhost:<PORT>. Unlike `getPublicOrigin` it never depends on how this
 * request reached us, so a shop opened at 127.0.0.1 or a LAN address sends the links the API accepts.
 */
export function configuredOrigin(): string {
  const env = getEnv();
  return env.PUBLIC_ORIGIN ?? env.SHOP_ORIGIN ?? `http://localhost:${env.PORT}`;
}

/** Whether browsers reach the shop over https: then cookies are `Secure` and HSTS is sent. */
export function servedOverHttps(): boolean {
  return configuredOrigin().startsWith("https:");
}
