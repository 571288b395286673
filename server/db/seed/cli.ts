// `npm run seed [-- --fresh] [-- --products N]`: migrate and seed the configured database (with the
// demo data on the embedded database, or where SEED_DEMO=1 asks for it).
//   --fresh        start from an empty embedded database (removes DATA_DIR/db and its stored pictures)
//   --products N   grow the catalogue to N products (benchmarks use 100000)
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../config";
import { storagesFromConfig } from "../../providers/storages";
import { bootstrapDb, resolveDataDir, wantsDemo } from "../bootstrap";
import { storageSink } from "./images";
import { DEMO_LOGIN } from "./demo";
import { growCatalogue } from "./index";
import { countProducts } from "./catalogue";

const { values } = parseArgs({
  options: { fresh: { type: "boolean", default: false }, products: { type: "string" } },
  strict: true,
});

const target = values.products === undefined ? undefined : Number(values.products);
if (target !== undefined && (!Number.isInteger(target) || target < 1)) {
  console.error(`--products needs a positive whole number, got ${values.products}`);
  process.exit(2);
}

const dataDir = resolveDataDir();
if (values.fresh) {
  if (process.env.DATABASE_URL) {
    console.error(
      "--fresh only resets the embedded database; with DATABASE_URL, drop and create the database yourself.",
    );
    process.exit(2);
  }
  await rm(path.join(dataDir, "db"), { recursive: true, force: true });
  await rm(path.join(dataDir, "storage", "public"), { recursive: true, force: true });
}

const log = (message: string) => console.log(`[seed] ${message}`);
const demo = wantsDemo();
// STORAGE=s3 sends the pictures to the bucket, as the API's own seed does.
const config = loadConfig();
const files = config.STORAGE === "s3" ? storageSink(storagesFromConfig(config).public) : undefined;
const { handle, seeded } = await bootstrapDb({ dataDir, log, demo, files });
try {
  if (!seeded) log("the database already holds data: nothing seeded");
  if (target !== undefined) {
    const started = Date.now();
    const added = await growCatalogue(handle.db, target);
    log(
      `catalogue: ${await countProducts(handle.db)} products (${added} added in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  if (demo) log(`demo login: ${DEMO_LOGIN.username} (or ${DEMO_LOGIN.email}) / ${DEMO_LOGIN.password}`);
} finally {
  await handle.close();
}
