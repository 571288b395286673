// Embedded PGlite by default; node-postgres when DATABASE_URL is set. Both speak the same Drizzle API.
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { withPreparedStatements } from "./pglite-statements";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database transaction: what `db.transaction()` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded engine, when it is one (dumps for tests). */
  pglite?: PGlite;
  /** LISTEN/NOTIFY: how the API instances on this database hear each other's cache drops. */
  notifications: Notifications;
  close: () => Promise<void>;
};

export type DbOptions =
  | { databaseUrl: string }
  /** `dataDir` undefined = in memory; `loadDataDir` restores a dump (fast per-test databases). */
  | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDb(options: DbOptions): Promise<DbHandle> {
  if ("databaseUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      notifications: postgresNotifications(options.databaseUrl),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client: withPreparedStatements(client), schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    notifications: pgliteNotifications(client),
    close: () => client.close(),
  };
}
