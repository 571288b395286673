import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export default defineConfig({
  root,
  resolve: {
    alias: {
      "~": path.join(root, "app"),
      "@contract": path.join(root, "server/contract"),
    },
  },
  esbuild: { jsx: "automatic" },
  test: {
    include: ["tests/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry: a couple of workers is plenty on 2 cores.
    pool: "forks",
    maxWorkers: 2,
  },
});
