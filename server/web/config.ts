import { availableParallelism } from "node:os";
import * as z from "zod";

const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

export const webConfigSchema = z.object({
  NODE_ENV: unsetIfEmpty(z.enum(["development", "production", "test"]).default("production")),
  HOST: unsetIfEmpty(z.string().default("127.0.0.1")),
  PORT: unsetIfEmpty(z.coerce.number().int().min(0).max(65_535).default(3000)),
  TRUST_PROXY: unsetIfEmpty(z.coerce.number().int().min(0).max(10).default(0)),
  PUBLIC_ORIGIN: unsetIfEmpty(
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /** Megabytes of rendered visitor pages kept in memory; 0 turns the page cache off. */
  PAGE_CACHE_MB: unsetIfEmpty(z.coerce.number().min(0).max(4096).default(64)),
  /** Web processes sharing the port; unset: one per core (at most 4), one in development. */
  WEB_WORKERS: unsetIfEmpty(z.coerce.number().int().min(1).max(64).optional()),
  /** How long SIGTERM waits for requests in flight before cutting them. */
  SHUTDOWN_GRACE_MS: unsetIfEmpty(z.coerce.number().int().min(0).max(600_000).default(10_000)),
});

export type WebConfig = z.output<typeof webConfigSchema>;

const MAX_DEFAULT_WORKERS = 4;

/** How many web processes to run: WEB_WORKERS, or one per core (at most 4); dev rebuilds in one. */
export function webWorkerCount(config: WebConfig, cores = availableParallelism()): number {
  if (config.WEB_WORKERS !== undefined) return config.WEB_WORKERS;
  return config.NODE_ENV === "development" ? 1 : Math.min(cores, MAX_DEFAULT_WORKERS);
}

/** The web server's own settings; the app's (sessions, API) are validated by app/utils/env.server.ts. */
export function loadWebConfig(env: Record<string, string | undefined> = process.env): WebConfig {
  const parsed = webConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  process.stderr.write(`Invalid web server configuration:\n${lines.join("\n")}\n`);
  process.exit(1);
}
