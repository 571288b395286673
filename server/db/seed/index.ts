// What an empty database gets: the reference data (regions, couriers, settings, FAQ, banners, the
// catalogue's categories and units) and, when asked (`demo`), the demo data set of ./demo.ts: products
// with pictures, accounts, addresses, orders in every stage and a chat. Repeatable: the same rows on
// every run.
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { banners, categories, couriers, faqs, settings, subcategories, units } from "../schema";
import {
  baseProductCount,
  catalogueImages,
  countProducts,
  insertProducts,
  reviewImages,
  type CatalogueIds,
} from "./catalogue";
import { catalogue, units as unitNames } from "./data/catalogue";
import { reviewerNames } from "./data/accounts";
import { bannerTemplates, couriers as courierTemplates, faqs as faqTemplates, storeSettings } from "./data/content";
import { bannerSvg, categorySvg, storedImage, writeImages, type FileSink, type ImageRequest } from "./images";
import { hashSeedPassword } from "./password";
import { seedRegions } from "./regions";

export { SEED_TIME } from "./catalogue";
export type { FileSink } from "./images";

/** The standard catalogue size; `products` grows it (benchmarks use 100,000). */
export const DEFAULT_PRODUCT_COUNT = baseProductCount;

export type SeedOptions = {
  /** Where the pictures go. Without it only the rows are written (tests that never fetch a picture). */
  files?: FileSink;
  /** A folder that keeps encoded pictures between runs (they are a pure function of their drawing). */
  imageCacheDir?: string;
  /** Catalogue size; default DEFAULT_PRODUCT_COUNT. */
  products?: number;
  /** Password hashing of the auth module; the default writes `scrypt$N$r$p$salt$hash`. */
  hashPassword?: (password: string, username: string) => Promise<string>;
  /** Add the demo data set (products, accounts, orders, chat); default false. */
  demo?: boolean;
};

export type SeedSummary = {
  products: number;
  customers: number;
  images: number;
};

/** True once the seed has run (the settings row is its last insert inside one transaction). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: settings.id }).from(settings).limit(1);
  return rows.length > 0;
}

/** Every picture the seed refers to; the products' and reviews' only with the demo. */
export function seedImages(demo = true): ImageRequest[] {
  return [
    ...bannerTemplates.map((banner) => ({
      key: banner.key,
      width: banner.width,
      height: banner.height,
      svg: bannerSvg(banner.width, banner.height, banner.hue, banner.pictograms),
    })),
    ...catalogue.map((category, index) => ({
      key: `categories/${index + 1}`,
      width: 160,
      height: 160,
      svg: categorySvg(category.pictogram, category.hue),
    })),
    ...(demo ? [...catalogueImages(), ...reviewImages(reviewerNames.length)] : []),
  ];
}

/** Seeds an empty, migrated database. Runs in one transaction: a failure leaves the database empty. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = options.demo ? (options.products ?? DEFAULT_PRODUCT_COUNT) : 0;
  const images = seedImages(options.demo ?? false);
  if (options.files) await writeImages(images, options.files, { cacheDir: options.imageCacheDir });
  // Imported only when asked: the demo passwords stay out of a production start.
  const demo = options.demo ? await import("./demo") : null;
  const hashes = demo ? await demo.hashDemoPasswords(options.hashPassword ?? hashSeedPassword) : null;

  const summary = await db.transaction(async (tx) => {
    await seedRegions(tx);
    await tx.insert(couriers).values(courierTemplates.map(({ code, name, status }) => ({ code, name, status })));
    await tx.insert(faqs).values(faqTemplates.map((faq, sort) => ({ ...faq, sort })));
    await tx.insert(banners).values(
      bannerTemplates.map((banner, sort) => ({
        position: banner.position,
        ...storedImage(banner.key),
        url: banner.url,
        sort,
      })),
    );
    const ids = await insertCatalogueStructure(tx);
    const people = demo && hashes ? await demo.seedDemo(tx, ids, productCount, hashes) : { customers: 0 };

    // Last: its presence marks a finished seed (isSeeded).
    await tx.insert(settings).values(storeSettings);

    return { products: productCount, customers: people.customers, images: options.files ? images.length : 0 };
  });
  // Fresh statistics, so the planner picks the listing indexes from the first query on, and a visibility
  // map, so counts can scan indexes only (both engines; outside the transaction, as VACUUM must be).
  await db.execute(sql`vacuum analyze`);
  return summary;
}

async function insertCatalogueStructure(db: Db): Promise<CatalogueIds> {
  const unitRows = await db
    .insert(units)
    .values(unitNames.map((name) => ({ name })))
    .returning({ id: units.id, name: units.name });
  const categoryRows = await db
    .insert(categories)
    .values(
      catalogue.map((category, sort) => ({ name: category.name, ...storedImage(`categories/${sort + 1}`), sort })),
    )
    .returning({ id: categories.id });
  const subcategoryIds: number[][] = [];
  for (const [index, category] of catalogue.entries()) {
    if (category.subcategories.length === 0) {
      subcategoryIds.push([]);
      continue;
    }
    const rows = await db
      .insert(subcategories)
      .values(
        category.subcategories.map((subcategory) => ({ categoryId: categoryRows[index].id, name: subcategory.name })),
      )
      .returning({ id: subcategories.id });
    subcategoryIds.push(rows.map((row) => row.id));
  }
  return {
    categoryIds: categoryRows.map((row) => row.id),
    subcategoryIds,
    unitIds: new Map(unitRows.map((row) => [row.name, row.id])),
  };
}

/** Adds generated products until the catalogue holds `target` (benchmarks). Returns how many were added. */
export async function growCatalogue(db: Db, target: number): Promise<number> {
  const current = await countProducts(db);
  if (current >= target) return 0;
  const ids = await readCatalogueIds(db);
  await db.transaction((tx) => insertProducts(tx, ids, current, target, []));
  await db.execute(sql`vacuum analyze`);
  return target - current;
}

async function readCatalogueIds(db: Db): Promise<CatalogueIds> {
  const [unitRows, categoryRows, subcategoryRows] = await Promise.all([
    db.select({ id: units.id, name: units.name }).from(units),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(categories.id),
    db
      .select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId })
      .from(subcategories),
  ]);
  const categoryIds = catalogue.map((category) => {
    const row = categoryRows.find((candidate) => candidate.name === category.name);
    if (!row) throw new Error(`category ${category.name} is missing: was this database seeded?`);
    return row.id;
  });
  const subcategoryIds = catalogue.map((category, index) =>
    category.subcategories.map((subcategory) => {
      const row = subcategoryRows.find(
        (candidate) => candidate.categoryId === categoryIds[index] && candidate.name === subcategory.name,
      );
      if (!row) throw new Error(`sub-category ${subcategory.name} is missing`);
      return row.id;
    }),
  );
  return { categoryIds, subcategoryIds, unitIds: new Map(unitRows.map((row) => [row.name, row.id])) };
}
