// Shared by the API tests: a fresh seeded database and an app built on it, driven with `inject`.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect, vi } from "vitest";
import type { z } from "zod";
import { errorBody, type ErrorBody } from "../../server/contract/envelope";
import { buildApp, type BuildAppOptions } from "../../server/app";
import type { DbHandle } from "../../server/db/client";
import { createTestDb } from "../helpers/test-db";

export type TestApi = {
  app: FastifyInstance;
  handle: DbHandle;
  publicDir: string;
  close: () => Promise<void>;
};

/** Not ready yet: a test may add routes of its own before the first `inject`. */
export async function startApi(options: Partial<Omit<BuildAppOptions, "db" | "publicDir">> = {}): Promise<TestApi> {
  const handle = await createTestDb();
  const publicDir = await mkdtemp(path.join(os.tmpdir(), "api-test-public-"));
  // Tests write the database directly, past any invalidation: the catalogue cache is off unless asked for.
  const app = await buildApp({
    db: handle.db,
    notifications: handle.notifications,
    publicDir,
    catalogueCacheMs: 0,
    sessionCacheMs: 0,
    ...options,
  });
  // An action writes its mails into the outbox and only kicks the worker (decision 0128): the answer does
  // not wait for the mail server. A test reads the mailer right after the answer, so here every answer
  // waits for the outbox sweep its action started (on PostgreSQL that sweep is a few round trips later).
  app.addHook("onSend", async () => {
    await app.appDeps.mailWorker.drain();
  });
  return {
    app,
    handle,
    publicDir,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(publicDir, { recursive: true, force: true });
    },
  };
}

/** Injects and parses the body with a contract schema (the test fails on any mismatch). */
export async function call<S extends z.ZodType>(app: FastifyInstance, schema: S, options: InjectOptions | string) {
  const response = await app.inject(options);
  const parsed = schema.safeParse(response.json());
  if (!parsed.success)
    throw new Error(`answer breaks the contract: ${parsed.error.message}\n${response.body.slice(0, 500)}`);
  return { response, body: parsed.data as z.output<S> };
}

/** Asserts an error envelope with the given status and returns it. */
export async function expectError(
  app: FastifyInstance,
  options: InjectOptions | string,
  status: number,
): Promise<ErrorBody> {
  const response = await app.inject(options);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  return errorBody.parse(response.json());
}

/**
 * The SQL statements the app sends while `run` runs (spied on Drizzle's client: PGlite or the pg
 * pool), for tests that hold a page to a number of queries. Statements inside a transaction are not
 * seen; anything else the app does meanwhile (mail sweeps) is: filter by table.
 */
export async function statementsDuring(api: TestApi, run: () => Promise<unknown>): Promise<string[]> {
  const client = (api.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, "query");
  try {
    await run();
    return spy.mock.calls.map(([query]) => (typeof query === "string" ? query : (query as { text: string }).text));
  } finally {
    spy.mockRestore();
  }
}

/** The statements that read or write a table (by its quoted name, as Drizzle writes it). */
export const onTable = (statements: string[], table: string): string[] =>
  statements.filter((statement) => statement.includes(`"${table}"`));
