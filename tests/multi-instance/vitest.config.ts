// `npm run test:multi`: the shop as an operator runs it on two machines (two APIs, two web servers,
// one PostgreSQL, one S3-protocol bucket), driven over HTTP. Not part of `npm run test:unit`: it needs
// DATABASE_URL (CI's PostgreSQL) and the Remix build.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export default defineConfig({
  root,
  test: {
    include: ["tests/multi-instance/**/*.multi.ts"],
    environment: "node",
    // The steps of one journey run in order against one set of servers.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 60_000,
    // Two APIs start together: one migrates and seeds (pictures into the bucket), the other waits its turn.
    hookTimeout: 240_000,
  },
});
