import type { Db } from "../db/client";

/** What route modules need from the app that builds them. */
export type AppDeps = {
  db: Db;
  /** Folder served at `/storage/`; image fields in the database are paths relative to it. */
  publicDir: string;
};
