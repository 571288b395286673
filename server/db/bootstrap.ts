// Opens the database the environment points at, applies the migrations and seeds it when empty.
// Used by the API on start and by `npm run seed`; safe with several API instances on PostgreSQL.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { flag } from "../config";
import { openDb, type DbHandle } from "./client";
import { migrate } from "./migrate";
import { folderSink, type FileSink } from "./seed/images";
import { isSeeded, seed, type SeedOptions, type SeedSummary } from "./seed/index";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Encoded seed pictures, kept between runs (a fresh `.data` then costs no drawing). */
export const defaultImageCacheDir = path.join(projectRoot, ".cache", "seed-images");
/** Any constant shared by every instance: the key of the advisory lock around migrate-and-seed. */
const bootstrapLockKey = 7_371_001;

export type BootstrapOptions = {
  /** PostgreSQL connection string; default `DATABASE_URL`. Unset or null means PGlite under `dataDir/db`. */
  databaseUrl?: string | null;
  /** Default `DATA_DIR` or `.data`. */
  dataDir?: string;
  /** Where seeded pictures go; default the public storage folder `dataDir/storage/public`. */
  files?: FileSink;
  /** Seed an empty database (default true). */
  seed?: boolean;
  /** Add the demo data set (accounts with published passwords, orders) when seeding; default false. */
  demo?: boolean;
  seedOptions?: Omit<SeedOptions, "files">;
  log?: (message: string) => void;
};

export type BootstrapResult = {
  handle: DbHandle;
  /** What was seeded now; null when the database already held data or seeding was off. */
  seeded: SeedSummary | null;
};

/**
 * Whether the developer tools (`npm start`, `npm run seed`) seed the demo: `SEED_DEMO` when set, else
 * only on the embedded database: a PostgreSQL one may be production's.
 */
export function wantsDemo(env: Record<string, string | undefined> = process.env): boolean {
  const parsed = flag.safeParse(env.SEED_DEMO);
  return parsed.success ? parsed.data : !env.DATABASE_URL;
}

export function resolveDataDir(dataDir?: string): string {
  return path.resolve(dataDir ?? process.env.DATA_DIR ?? ".data");
}

export async function bootstrapDb(options: BootstrapOptions = {}): Promise<BootstrapResult> {
  const databaseUrl =
    options.databaseUrl === undefined ? process.env.DATABASE_URL || undefined : options.databaseUrl || undefined;
  const dataDir = resolveDataDir(options.dataDir);
  const log = options.log ?? (() => {});

  let handle: DbHandle;
  if (databaseUrl) {
    handle = await openDb({ databaseUrl });
  } else {
    await mkdir(path.join(dataDir, "db"), { recursive: true });
    handle = await openDb({ dataDir: path.join(dataDir, "db") });
  }

  try {
    const seeded = await withBootstrapLock(databaseUrl, async () => {
      await migrate(handle);
      if (options.seed === false || (await isSeeded(handle.db))) return null;
      log(
        options.demo
          ? "seeding an empty database with the demo data (regions, catalogue, pictures, demo accounts and orders) …"
          : "seeding an empty database with the reference data (regions, couriers, settings; no accounts) …",
      );
      const started = Date.now();
      const summary = await seed(handle.db, {
        imageCacheDir: defaultImageCacheDir,
        ...options.seedOptions,
        demo: options.demo ?? false,
        files: options.files ?? folderSink(path.join(dataDir, "storage", "public")),
      });
      log(
        `seeded ${summary.products} products and ${summary.images} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return summary;
    });
    return { handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** On PostgreSQL, instances starting together take turns; PGlite's folder has a single owner anyway. */
async function withBootstrapLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [bootstrapLockKey]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [bootstrapLockKey]);
    }
  } finally {
    await client.end();
  }
}
