import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };

async function freshGetEnv() {
  vi.resetModules();
  return (await import("~/utils/env.server")).getEnv;
}

beforeEach(() => {
  for (const key of [
    "SESSION_SECRET",
    "API_BASE_URL",
    "API_TIMEOUT_MS",
    "LOG_LEVEL",
    "BFF_KEY",
    "TRUST_PROXY",
    "PUBLIC_ORIGIN",
  ]) {
    delete process.env[key];
  }
  process.env.NODE_ENV = "test";
});
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

describe("getEnv", () => {
  it("applies the defaults and splits SESSION_SECRET for rotation", async () => {
    process.env.SESSION_SECRET = "new-secret-0123456789, old-secret-0123456789";
    process.env.API_TIMEOUT_MS = "";
    const env = (await freshGetEnv())();
    expect(env.API_BASE_URL).toBe("http://127.0.0.1:4000/api");
    expect(env.API_TIMEOUT_MS).toBe(5000);
    expect(env.SESSION_SECRET).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
  });

  it("lists every invalid variable at first use", async () => {
    process.env.API_BASE_URL = "not a url";
    process.env.API_TIMEOUT_MS = "soon";
    process.env.LOG_LEVEL = "loud";
    process.env.SESSION_SECRET = "short";
    const getEnv = await freshGetEnv();
    let message = "";
    try {
      getEnv();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment for the web app:/);
    for (const name of ["API_BASE_URL", "API_TIMEOUT_MS", "LOG_LEVEL", "SESSION_SECRET"])
      expect(message).toContain(name);
  });

  it("generates a session secret once into DATA_DIR and reuses it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bff-env-"));
    try {
      process.env.DATA_DIR = dir;
      const first = (await freshGetEnv())().SESSION_SECRET;
      const second = (await freshGetEnv())().SESSION_SECRET;
      expect(first).toHaveLength(1);
      expect(first[0].length).toBeGreaterThanOrEqual(32);
      expect(second).toEqual(first);
      expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first[0]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
