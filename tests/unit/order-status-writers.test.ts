// No code but the lifecycle's `transitionWithin()` writes an order's status (decision 0120): every other
// module moves an order through a named command of server/modules/order/, which calls it. The lint rule
// keeps the lifecycle's imports inside that folder; this test keeps direct writes out of everything.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const THE_WRITER = path.join("server", "modules", "order", "lifecycle.ts");

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(relative);
      return Promise.resolve(/\.tsx?$/.test(entry.name) ? [relative] : []);
    }),
  );
  return nested.flat();
}

/** An update of the transactions table that sets its status, through drizzle or in SQL. */
const STATUS_WRITE = [
  /\.update\(\s*transactions\s*\)\s*\.set\(\s*\{[^}]*\bstatus\s*:/s,
  /update\s+"?transactions"?\s+set\s+[^;]*\bstatus\s*=/i,
];

describe("who writes an order's status", () => {
  it("is the lifecycle alone", async () => {
    const files = (await sources("server")).filter((file) => file !== THE_WRITER && !file.includes("migrations"));
    expect(files.length).toBeGreaterThan(100);
    const writers: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), "utf8");
      if (STATUS_WRITE.some((pattern) => pattern.test(text))) writers.push(file);
    }
    expect(writers).toEqual([]);
    // The pattern finds the one writer there is.
    const writer = await readFile(path.join(root, THE_WRITER), "utf8");
    expect(STATUS_WRITE[0].test(writer)).toBe(true);
  });
});
