// The demo data set: regions, settings, couriers, banners, a catalogue with pictures, accounts,
// addresses, orders in every stage and a chat. Repeatable: the same rows on every run.
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import {
  admins,
  banners,
  categories,
  chatMessages,
  couriers,
  customerAddresses,
  customers,
  faqs,
  settings,
  subcategories,
  units,
} from "./schema";
import {
  addresses,
  admins as adminTemplates,
  customers as customerTemplates,
  reviewerNames,
} from "./seed-data/accounts";
import { catalogue, units as unitNames } from "./seed-data/catalogue";
import {
  bannerTemplates,
  couriers as courierTemplates,
  faqs as faqTemplates,
  storeSettings,
} from "./seed-data/content";
import {
  baseProductCount,
  catalogueImages,
  countProducts,
  insertProducts,
  reviewImages,
  SEED_TIME,
  type CatalogueIds,
} from "./seed-catalogue";
import { bannerSvg, categorySvg, storedImage, writeImages, type FileSink, type ImageRequest } from "./seed-images";
import { seedOrders } from "./seed-orders";
import { hashSeedPassword } from "./seed-password";
import { seedRegions } from "./seed-regions";

export { SEED_TIME } from "./seed-catalogue";
export type { FileSink } from "./seed-images";

const demo = customerTemplates[0];
/** The documented demo account (README and the start banner). */
export const DEMO_LOGIN = { username: demo.username, email: demo.email, password: demo.password } as const;
/** A second buyer, for ownership checks (another buyer's order is a 404). */
export const OTHER_LOGIN = {
  username: customerTemplates[1].username,
  email: customerTemplates[1].email,
  password: customerTemplates[1].password,
} as const;
/** An account whose e-mail is not verified yet. */
export const UNVERIFIED_LOGIN = {
  username: customerTemplates[2].username,
  email: customerTemplates[2].email,
  password: customerTemplates[2].password,
} as const;
export const ADMIN_LOGIN = { username: adminTemplates[0].username, password: adminTemplates[0].password } as const;
export const REVIEWER_PASSWORD = "rahasia123";

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

/** Every picture the seed refers to. */
export function seedImages(): ImageRequest[] {
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
    ...catalogueImages(),
    ...reviewImages(reviewerNames.length),
  ];
}

/** Seeds an empty, migrated database. Runs in one transaction: a failure leaves the database empty. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  const hashPassword = options.hashPassword ?? hashSeedPassword;
  const images = seedImages();
  if (options.files) await writeImages(images, options.files, { cacheDir: options.imageCacheDir });

  // Hashing is slow by design: do it before the transaction, not while holding it open.
  const people = [
    ...customerTemplates.map((template) => ({ template, password: template.password })),
    ...reviewerNames.map((name, index) => ({ template: reviewerTemplate(name, index), password: REVIEWER_PASSWORD })),
  ];
  const hashes = await Promise.all(people.map(({ template, password }) => hashPassword(password, template.username)));
  const adminHashes = await Promise.all(adminTemplates.map((admin) => hashPassword(admin.password, admin.username)));

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

    const customerRows = await tx
      .insert(customers)
      .values(
        people.map(({ template }, index) => ({
          username: template.username,
          email: template.email,
          passwordHash: hashes[index],
          name: template.name,
          instanceName: template.instanceName,
          phone: template.phone,
          birthdate: template.birthdate,
          gender: template.gender,
          lspe: template.lspe,
          kldi: template.kldi,
          nip: template.nip,
          namePp: template.namePp,
          namePpk: template.namePpk,
          satker: template.satker,
          receiptName: template.receiptName,
          receiptPhoneNumber: template.receiptPhoneNumber,
          provinceId: template.provinceId,
          districtId: template.districtId,
          subDistrictId: template.subDistrictId,
          address: template.address,
          emailVerifiedAt: template.verified ? new Date(SEED_TIME.getTime() - 30 * 86_400_000) : null,
          createdAt: new Date(SEED_TIME.getTime() - 60 * 86_400_000 + index * 3_600_000),
          updatedAt: new Date(SEED_TIME.getTime() - 60 * 86_400_000 + index * 3_600_000),
        })),
      )
      .returning({ id: customers.id, username: customers.username });
    const customerId = (username: string) => {
      const row = customerRows.find((candidate) => candidate.username === username);
      if (!row) throw new Error(`seed customer ${username} missing`);
      return row.id;
    };
    const reviewerIds = customerRows.slice(customerTemplates.length).map((row) => row.id);

    const [admin] = await tx
      .insert(admins)
      .values(adminTemplates.map((template, index) => ({ ...template, passwordHash: adminHashes[index] })))
      .returning({ id: admins.id });

    await insertProducts(tx, ids, 0, productCount, reviewerIds);

    const addressRows = await tx
      .insert(customerAddresses)
      .values(
        addresses.map(({ customer, ...address }, index) => ({
          ...address,
          customerId: customerId(customer),
          createdAt: new Date(SEED_TIME.getTime() - 20 * 86_400_000 + index * 60_000),
          updatedAt: new Date(SEED_TIME.getTime() - 20 * 86_400_000 + index * 60_000),
        })),
      )
      .returning({ id: customerAddresses.id, customerId: customerAddresses.customerId });

    await seedOrders(tx, {
      buyerId: customerId(DEMO_LOGIN.username),
      otherBuyerId: customerId(OTHER_LOGIN.username),
      addressIds: addressRows.map((row) => row.id),
    });
    // The orders added reviews: ratings are recomputed from the rows, as the review module does.
    await tx.execute(sql`
      update products set star_review = s.average, count_review = s.total
      from (select product_id, round(avg(star)::numeric, 1)::real as average, count(*)::int as total from reviews group by product_id) s
      where products.id = s.product_id`);

    await tx.insert(chatMessages).values(
      [
        {
          customerId: customerId(DEMO_LOGIN.username),
          message: "Selamat siang, apakah kertas HVS A4 tersedia untuk 200 rim?",
          isUser: true,
          at: 0,
        },
        {
          customerId: customerId(DEMO_LOGIN.username),
          adminId: admin.id,
          message: "Selamat siang, stok tersedia. Silakan lakukan checkout dan ajukan negosiasi bila perlu.",
          isUser: false,
          at: 15,
        },
        { customerId: customerId(DEMO_LOGIN.username), message: "Baik, terima kasih.", isUser: true, at: 20 },
      ].map(({ at, ...message }) => {
        const createdAt = new Date(SEED_TIME.getTime() + 2 * 86_400_000 + at * 60_000);
        return { ...message, createdAt, readAt: createdAt };
      }),
    );

    // Last: its presence marks a finished seed (isSeeded).
    await tx.insert(settings).values(storeSettings);

    return { products: productCount, customers: customerRows.length, images: options.files ? images.length : 0 };
  });
  // Fresh statistics, so the planner picks the listing indexes from the first query on, and a visibility
  // map, so counts can scan indexes only (both engines; outside the transaction, as VACUUM must be).
  await db.execute(sql`vacuum analyze`);
  return summary;
}

function reviewerTemplate(name: string, index: number) {
  const username = `ulasan${index + 1}`;
  return {
    ...customerTemplates[1],
    username,
    email: `${username}@pengadaan.test`,
    name,
    namePp: name,
    receiptName: name,
    nip: `19850101201001${String(1001 + index)}`,
    verified: true,
  };
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
