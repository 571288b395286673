// One spelling of "please": the spec's texts write "Silahkan" (kept as written), so the shop's own
// texts do too; a page never shows both. Read from the sources of every text a buyer or seller sees:
// the pages, the API's messages and mails, and the demo data.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("wording", () => {
  it("writes 'Silahkan' as the spec does, never 'Silakan'", () => {
    const found = [...sourceFiles("app"), ...sourceFiles("server")].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (/\bsilakan\b/i.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("writes 'memilliki' only in the spec's two empty states, which have it so; anywhere else it is a typo", () => {
    const specTexts = ["Anda belum memilliki Ulasan", "Anda belum memilliki Komplain"];
    const found = [...sourceFiles("app"), ...sourceFiles("server")].flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          /memilliki/i.test(line) && !specTexts.some((text) => line.includes(text))
            ? [`${path.relative(root, file)}:${index + 1}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
