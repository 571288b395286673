import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { API_MALLOC_ARENAS, apiProcessEnv } from "./api-env";

const operator = process.env.MALLOC_ARENA_MAX;
afterEach(() => {
  if (operator === undefined) delete process.env.MALLOC_ARENA_MAX;
  else process.env.MALLOC_ARENA_MAX = operator;
});

describe("the API process's environment", () => {
  it("limits glibc to two malloc arenas unless the operator says otherwise", () => {
    delete process.env.MALLOC_ARENA_MAX;
    expect(apiProcessEnv()).toEqual({ MALLOC_ARENA_MAX: "2" });
    process.env.MALLOC_ARENA_MAX = "4";
    expect(apiProcessEnv()).toEqual({ MALLOC_ARENA_MAX: "4" });
  });

  it("is what `npm run api` starts the API with, as `npm start` does", () => {
    const script = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts
      .api;
    // The script's own shell expands it: what the API would see, with and without the operator's value.
    const seen = (env: Record<string, string>) =>
      spawnSync("sh", ["-c", script.replace(/tsx server\/index\.ts$/, "printenv MALLOC_ARENA_MAX")], {
        env: env as NodeJS.ProcessEnv,
        encoding: "utf8",
      }).stdout.trim();
    expect(seen({})).toBe(API_MALLOC_ARENAS);
    expect(seen({ MALLOC_ARENA_MAX: "4" })).toBe("4");
  });
});
