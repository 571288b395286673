// A fresh database per test file (or per test) in well under a second.
// PGlite: migrate (and seed) once into memory, dump the data folder, and load the dump for every
//   database; the dump is also kept in .cache/test-db, keyed by the migrations and seed sources.
// PostgreSQL (DATABASE_URL set, as CI's second pass does): a template database is built once and
//   every test database is `CREATE DATABASE … TEMPLATE`, dropped again on close.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDb, type DbHandle } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { seed } from "../../server/db/seed/index";

export { ADMIN_LOGIN, DEMO_LOGIN, OTHER_LOGIN, REVIEWER_PASSWORD, UNVERIFIED_LOGIN } from "../../server/db/seed/demo";

export type TestDbOptions = {
  /** Load the demo data set (default true); false gives migrated, empty tables. */
  seed?: boolean;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const cacheDir = path.join(root, ".cache", "test-db");
const dbSourceDir = path.join(root, "server", "db");
/** The seed moves its demo orders through these: a new rule there makes a new template too. */
const lifecycleSources = ["server/contract/order-status.ts", "server/modules/order/lifecycle.ts"];

/** Changes to the migrations or to anything the seed reads make a new template. */
async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (/\.sql$|_journal\.json$/.test(entry.name) || full.includes(`${path.sep}seed${path.sep}`)) {
        hash
          .update(path.relative(root, full))
          .update("\0")
          .update(await readFile(full))
          .update("\0");
      }
    }
  };
  await walk(dbSourceDir);
  for (const file of lifecycleSources)
    hash
      .update(file)
      .update("\0")
      .update(await readFile(path.join(root, file)));
  return hash.digest("hex").slice(0, 16);
}

let keyPromise: Promise<string> | undefined;
const key = () => (keyPromise ??= templateKey());

// ---------- PGlite ----------

const dumps = new Map<boolean, Promise<Blob>>();

async function buildDump(seeded: boolean): Promise<Blob> {
  const file = path.join(cacheDir, `${await key()}-${seeded ? "seeded" : "empty"}.tar`);
  try {
    return new Blob([await readFile(file)], { type: "application/x-tar" });
  } catch {
    // not cached yet
  }
  const handle = await openDb({});
  try {
    await migrate(handle);
    if (seeded) await seed(handle.db, { demo: true });
    const pglite = handle.pglite as PGlite;
    const dump = await pglite.dumpDataDir("none");
    const bytes = Buffer.from(await dump.arrayBuffer());
    await mkdir(cacheDir, { recursive: true });
    await pruneStaleDumps();
    // Write then rename: two workers may build the same dump at once.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    return new Blob([bytes], { type: "application/x-tar" });
  } finally {
    await handle.close();
  }
}

/** Dumps of older migrations or seeds are 40 MB each and never used again. */
async function pruneStaleDumps() {
  const current = await key();
  for (const name of await readdir(cacheDir)) {
    if (name.endsWith(".tar") && !name.startsWith(current)) await rm(path.join(cacheDir, name), { force: true });
  }
}

async function createPgliteDb(seeded: boolean): Promise<DbHandle> {
  let dump = dumps.get(seeded);
  if (!dump) {
    dump = buildDump(seeded);
    dumps.set(seeded, dump);
    dump.catch(() => dumps.delete(seeded));
  }
  return openDb({ loadDataDir: await dump });
}

// ---------- PostgreSQL ----------

const templates = new Map<boolean, Promise<string>>();
let counter = 0;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs `work` on a connection to the base database holding a cluster-wide advisory lock. */
async function withAdminLock<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(7371002)");
    try {
      return await work(client);
    } finally {
      await client.query("select pg_advisory_unlock(7371002)");
    }
  } finally {
    await client.end();
  }
}

async function ensureTemplate(baseUrl: string, seeded: boolean): Promise<string> {
  const base = new URL(baseUrl).pathname.slice(1) || "postgres";
  const prefix = `${base}_tpl_${await key()}`;
  const name = `${prefix}_${seeded ? "s" : "e"}`;
  await withAdminLock(baseUrl, async (client) => {
    const result = await client.query<{ datname: string }>("select datname from pg_database");
    const existing = result.rows.filter((row) => row.datname.startsWith(`${base}_tpl_`));
    if (existing.some((row) => row.datname === name)) return;
    // Templates of older migrations or seeds are never used again.
    for (const row of existing.filter((candidate) => !candidate.datname.startsWith(prefix))) {
      await client.query(`drop database if exists ${quoteIdent(row.datname)}`).catch(() => {
        // Still open in another run: it goes next time.
      });
    }
    // Built under a temporary name and renamed when complete, so a crash never leaves a half template.
    const building = `${name}_build`;
    await client.query(`drop database if exists ${quoteIdent(building)}`);
    await client.query(`create database ${quoteIdent(building)}`);
    const handle = await openDb({ databaseUrl: withDatabase(baseUrl, building) });
    try {
      await migrate(handle);
      if (seeded) await seed(handle.db, { demo: true });
    } finally {
      await handle.close();
    }
    await client.query(`alter database ${quoteIdent(building)} rename to ${quoteIdent(name)}`);
  });
  return name;
}

async function createPostgresDb(baseUrl: string, seeded: boolean): Promise<DbHandle> {
  let template = templates.get(seeded);
  if (!template) {
    template = ensureTemplate(baseUrl, seeded);
    templates.set(seeded, template);
    template.catch(() => templates.delete(seeded));
  }
  const templateName = await template;
  const name = `${templateName}_${process.pid}_${++counter}_${randomBytes(3).toString("hex")}`.slice(0, 63);
  // Copies from one template are serialised: PostgreSQL refuses a copy while the template is in use.
  await withAdminLock(baseUrl, (client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(templateName)}`),
  );
  const handle = await openDb({ databaseUrl: withDatabase(baseUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${quoteIdent(name)}`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A new database of its own, migrated and (by default) seeded with the demo data set.
 * Close it when done (`afterAll(() => db.close())`); on PostgreSQL that drops it.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<DbHandle> {
  const seeded = options.seed ?? true;
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? createPostgresDb(databaseUrl, seeded) : createPgliteDb(seeded);
}
