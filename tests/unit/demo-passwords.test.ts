// The demo accounts' published passwords live in the seed data only (issue 23 item 9): no path a
// production start runs (the servers, the web app, the providers) carries them, so an installation
// without SEED_DEMO never has an account anyone can guess from the source.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_LOGIN, DEMO_LOGIN, OTHER_LOGIN } from "../../server/db/seed/demo";

const root = path.resolve(import.meta.dirname, "..", "..");
/** Where the demo data set is made and announced, and only when it is asked for (SEED_DEMO). */
const SEED_ONLY = ["server/db/seed", "server/scripts"];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return sources(relative);
    return /\.(ts|tsx|js)$/.test(name) ? [relative] : [];
  });
}

describe("demo passwords", () => {
  it("appear in no source outside the seed data and the start script's demo banner", () => {
    const passwords = [ADMIN_LOGIN.password, DEMO_LOGIN.password, OTHER_LOGIN.password];
    const found = [...sources("app"), ...sources("server")]
      .filter((file) => !SEED_ONLY.some((folder) => file.startsWith(folder)))
      .filter((file) => passwords.some((password) => readFileSync(path.join(root, file), "utf8").includes(password)));
    expect(found).toEqual([]);
  });
});
