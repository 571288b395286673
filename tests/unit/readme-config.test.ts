// README's configuration tables list every environment variable the code reads, and nothing else.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { envVariableNames } from "~/utils/env.server";
import { configSchema } from "../../server/config";
import { webConfigSchema } from "../../server/web/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function variablesRead(): Set<string> {
  const names = new Set<string>([
    ...envVariableNames,
    ...Object.keys(configSchema.shape),
    ...Object.keys(webConfigSchema.shape),
  ]);
  const files = [...sourceFiles("app"), ...sourceFiles("server"), ...sourceFiles("e2e")];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["']([A-Z][A-Z0-9_]*)["']\])/g))
      names.add(match[1] ?? match[2]);
  }
  return names;
}

function variablesDocumented(): Set<string> {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const start = readme.indexOf("## Configuration");
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    if (!line.startsWith("| `")) continue;
    const firstCell = line.split("|")[1];
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1]);
  }
  return names;
}

describe("README configuration", () => {
  it("lists every environment variable the code reads", () => {
    const documented = variablesDocumented();
    expect([...variablesRead()].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it("lists no variable the code does not read", () => {
    const read = variablesRead();
    expect([...variablesDocumented()].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
