// `npm run storage:copy [-- --from DIR]`: copies a machine's local storage folder (default
// DATA_DIR/storage: its public/ and private/ folders) into the bucket STORAGE=s3 and S3_BUCKET name,
// before its instances move to the bucket. Run again, it copies only what is missing. Exits 1 when a
// key is in the bucket with other bytes (never overwritten: look at both).
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { copyFolderInto, type CopyCounts } from "../providers/storage-copy";
import { storagesFromConfig } from "../providers/storages";

const { values } = parseArgs({ options: { from: { type: "string" } }, strict: true });
const config = loadConfig();
if (config.STORAGE !== "s3") {
  console.error("storage:copy copies into a bucket: set STORAGE=s3, S3_BUCKET and the AWS_* settings first.");
  process.exit(2);
}
const from = path.resolve(values.from ?? path.join(config.DATA_DIR, "storage"));
const storages = storagesFromConfig(config);

const describe = (name: string, counts: CopyCounts) =>
  `${name}: ${counts.copied} copied (${(counts.bytes / 1_048_576).toFixed(1)} MB), ${counts.skipped} already there, ` +
  `${counts.conflicts.length} differing, ${counts.ignored} not copied (spools, hidden files)`;

console.log(`[storage:copy] ${from} → ${storages.where}`);
let conflicts: string[] = [];
for (const side of ["public", "private"] as const) {
  const counts = await copyFolderInto(path.join(from, side), storages[side]);
  console.log(`[storage:copy] ${describe(side, counts)}`);
  conflicts = [...conflicts, ...counts.conflicts.map((key) => `${side}/${key}`)];
}
if (conflicts.length > 0) {
  console.error(`[storage:copy] in the bucket with another size, left as they are:\n  ${conflicts.join("\n  ")}`);
  process.exit(1);
}
