import net from "node:net";
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { logger } from "~/utils/logger.server";
import type { ErrorPageData } from "~/utils/errors";

/** A loopback port nothing listens on: a real "connection refused". */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What a loader threw through Remix's `data(value, { status })`. */
export type ThrownData = { data: ErrorPageData; init: { status: number; headers?: HeadersInit } | null };

export async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

export function asThrownData(error: unknown): ThrownData {
  if (typeof error !== "object" || error === null || !("init" in error) || !("data" in error)) {
    throw new Error(`expected a thrown data(), got ${String(error)}`);
  }
  return error as ThrownData;
}

/** Base env for BFF tests; set before the first getEnv() call (it validates once). */
export function setTestEnv(vars: Record<string, string>) {
  Object.assign(process.env, {
    NODE_ENV: "test",
    SESSION_SECRET: "bff-test-secret-0123456789abcdef",
    ...vars,
  });
}

/**
 * An msw server standing in for the upstream API for one test file: unhandled requests fail the
 * test, handlers reset after each test, and the BFF's own log lines are kept out of the output.
 */
export function useMockUpstream(): SetupServer {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    for (const level of ["info", "warn", "error"] as const)
      vi.spyOn(logger, level).mockImplementation((() => undefined) as never);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.restoreAllMocks();
  });
  return server;
}
