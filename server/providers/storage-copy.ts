// Copies a local storage folder into other storages (a bucket), for `npm run storage:copy`: what is
// already there with the same size is skipped, so the copy can be run again after a cut-off one.
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { SPOOL_FOLDER } from "../http/multipart";
import { isStorageKey, type Storage } from "./storage";

export type CopyCounts = {
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** In the target with another size: left as it is (storages never overwrite), named in `conflicts`. */
  conflicts: string[];
  /** Files that are not storage keys (dotfiles, odd names) or upload spools: never served, not copied. */
  ignored: number;
  bytes: number;
};

/** Every file below `root` as a key (`/`-separated), sorted. */
async function filesBelow(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Copies the files below `root` into `target` under the same keys. */
export async function copyFolderInto(
  root: string,
  target: Storage,
  onFile?: (key: string, outcome: "copied" | "skipped" | "conflict") => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, conflicts: [], ignored: 0, bytes: 0 };
  for (const key of await filesBelow(root)) {
    if (!isStorageKey(key) || key.startsWith(`${SPOOL_FOLDER}/`)) {
      counts.ignored++;
      continue;
    }
    const file = path.join(root, ...key.split("/"));
    const existing = await target.stat(key);
    if (existing) {
      const { size } = await stat(file);
      if (existing.size === size) {
        counts.skipped++;
        onFile?.(key, "skipped");
      } else {
        counts.conflicts.push(key);
        onFile?.(key, "conflict");
      }
      continue;
    }
    const { size } = await target.put(key, createReadStream(file));
    counts.copied++;
    counts.bytes += size;
    onFile?.(key, "copied");
  }
  return counts;
}
