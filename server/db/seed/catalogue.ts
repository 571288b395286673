// Products are a pure function of their position in the catalogue, so a seed of N products and a
// later growth to M (benchmarks) produce exactly the rows a seed of M would have.
import { count } from "drizzle-orm";
import type { Db } from "../client";
import { catalogue, type ProductTemplate } from "./data/catalogue";
import { productSvg, storedImage, type ImageRequest, type Pictogram } from "./images";
import { createRandom } from "./random";
import { insertInChunks } from "./regions";
import { productImages, products, productSpecifications, promos, reviewMedia, reviews } from "../schema";

/** Seed rows carry times relative to this instant, so every run writes the same values. */
export const SEED_TIME = new Date("2026-09-01T01:00:00.000Z");

const grades = [
  { name: "Standar", factor: 1 },
  { name: "Hemat", factor: 0.85 },
  { name: "Prima", factor: 1.15 },
  { name: "Pro", factor: 1.35 },
  { name: "Premium", factor: 1.6 },
] as const;

export type FlatTemplate = {
  index: number;
  categoryIndex: number;
  subcategoryIndex: number;
  template: ProductTemplate;
  pictogram: Pictogram;
  hue: number;
};

export const flatTemplates: readonly FlatTemplate[] = catalogue
  .flatMap((category, categoryIndex) =>
    category.subcategories.flatMap((subcategory, subcategoryIndex) =>
      subcategory.products.map((template) => ({
        categoryIndex,
        subcategoryIndex,
        template,
        pictogram: template.pictogram ?? category.pictogram,
        hue: (category.hue + subcategoryIndex * 14) % 360,
      })),
    ),
  )
  .map((flat, index) => ({ ...flat, index }));

/** The standard catalogue: every template in every grade. Larger catalogues repeat with a series number. */
export const baseProductCount = flatTemplates.length * grades.length;

const roundPrice = (value: number) => (value >= 10_000 ? Math.round(value / 500) * 500 : Math.round(value / 100) * 100);

export type PlannedProduct = {
  index: number;
  flat: FlatTemplate;
  name: string;
  descriptions: string | null;
  price: number;
  stock: number;
  weight: number;
  status: "enabled" | "disabled";
  totalSold: number;
  viewCount: number;
  createdAt: Date;
  specs: [string, string][];
  promoDiscount: number | null;
  images: { key: string; isDefault: boolean }[];
};

export function planProduct(index: number): PlannedProduct {
  const flat = flatTemplates[index % flatTemplates.length];
  const variant = Math.floor(index / flatTemplates.length);
  const grade = grades[variant % grades.length];
  const series = Math.floor(variant / grades.length);
  const random = createRandom(0x5eed_0000 + index);
  const { template } = flat;

  const name =
    variant === 0 ? template.name : `${template.name} Seri ${grade.name}${series > 0 ? ` ${series + 1}` : ""}`;
  const price = roundPrice(template.price * grade.factor * (1 + 0.03 * series));
  const stockRoll = random.next();
  const stock = stockRoll < 0.04 ? 0 : stockRoll < 0.12 ? random.int(1, 5) : random.int(10, 500);
  const status = random.chance(0.02) ? "disabled" : "enabled";
  const totalSold = Math.floor(random.next() ** 2 * 2000);
  const paragraphs = template.description.map((text) => `<p>${text}</p>`);
  if (paragraphs.length > 0 && variant > 0) paragraphs.push(`<p>Seri ${grade.name}.</p>`);
  const specs: [string, string][] = template.specs.map(([key, value]) => [key, value]);
  if (specs.length > 0 && variant > 0) specs.push(["Seri", grade.name]);
  const promoDiscount = status === "enabled" && random.chance(0.1) ? random.pick([5, 10, 15, 20, 25, 30]) : null;

  return {
    index,
    flat,
    name,
    descriptions: paragraphs.length > 0 ? paragraphs.join("") : null,
    price,
    stock,
    weight: template.weight,
    status,
    totalSold,
    viewCount: totalSold * 3 + random.int(0, 400),
    createdAt: new Date(SEED_TIME.getTime() + index * 30_000),
    specs,
    promoDiscount,
    images: [
      { key: `products/${flat.index + 1}-${(variant % grades.length) + 1}`, isDefault: true },
      { key: `products/${flat.index + 1}-detail`, isDefault: false },
    ],
  };
}

/** Every picture the catalogue refers to (the same set for any catalogue size). */
export function catalogueImages(): ImageRequest[] {
  const size = 440;
  return flatTemplates.flatMap((flat) => [
    ...grades.map((_, grade) => ({
      key: `products/${flat.index + 1}-${grade + 1}`,
      width: size,
      height: size,
      svg: productSvg(flat.pictogram, (flat.hue + grade * 26) % 360, 1, size),
    })),
    {
      key: `products/${flat.index + 1}-detail`,
      width: size,
      height: size,
      svg: productSvg(flat.pictogram, flat.hue, 2, size),
    },
  ]);
}

const reviewNotes = [
  "Barang sesuai pesanan dan dikemas rapi.",
  "Pengiriman cepat, kualitas baik untuk kebutuhan kantor.",
  "Sesuai spesifikasi, dokumen pengadaan lengkap.",
  "Kualitas cukup, harga bersaing.",
  "Barang datang sedikit terlambat tetapi kondisi baik.",
  "Penjual responsif saat negosiasi.",
  "Kurang sesuai harapan, kemasan penyok.",
] as const;
const sellerResponses = [
  "Terima kasih atas ulasannya, semoga bermanfaat bagi instansi Anda.",
  "Mohon maaf atas kendalanya, kami akan memperbaiki pengemasan.",
  "Terima kasih, kami tunggu pesanan berikutnya.",
] as const;
const starWeights = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1] as const;

export type CatalogueIds = {
  categoryIds: number[];
  /** By category index, then sub-category index. */
  subcategoryIds: number[][];
  unitIds: Map<string, number>;
};

export type PlannedReview = {
  /** Index into the reviewer list. */
  reviewer: number;
  star: number;
  notes: string;
  responNotes: string | null;
  at: Date;
};

/** Reviews only go to the standard catalogue; a grown benchmark catalogue has none. */
export function planReviews(plan: PlannedProduct, reviewerCount: number): PlannedReview[] {
  if (plan.index >= baseProductCount || reviewerCount === 0) return [];
  const random = createRandom(0x0e71_e000 + plan.index);
  if (random.chance(0.35)) return [];
  const slots = Array.from({ length: reviewerCount }, (_, slot) => slot);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots.slice(0, random.int(1, Math.min(6, reviewerCount))).map((reviewer, order) => ({
    reviewer,
    star: random.pick(starWeights),
    notes: random.pick(reviewNotes),
    responNotes: random.chance(0.4) ? random.pick(sellerResponses) : null,
    at: new Date(plan.createdAt.getTime() + (order + 1) * 3 * 86_400_000 + random.int(0, 86_399) * 1000),
  }));
}

/** A photo goes on the first review of every ninth product, so the review gallery has content. */
const reviewPhotoKey = (plan: PlannedProduct) => (plan.index % 9 === 0 ? `reviews/${plan.index + 1}-1` : null);

const reviewPhoto = (plan: PlannedProduct, key: string): ImageRequest => ({
  key,
  width: 320,
  height: 320,
  svg: productSvg(plan.flat.pictogram, (plan.flat.hue + 180) % 360, 3, 320),
});

/** The photos attached to generated reviews. */
export function reviewImages(reviewerCount: number): ImageRequest[] {
  const requests: ImageRequest[] = [];
  for (let index = 0; index < baseProductCount; index++) {
    const plan = planProduct(index);
    const key = reviewPhotoKey(plan);
    if (key && planReviews(plan, reviewerCount).length > 0) requests.push(reviewPhoto(plan, key));
  }
  return requests;
}

/** Inserts products `from` (inclusive) to `to` (exclusive) with images, specifications, promos and reviews. */
export async function insertProducts(
  db: Db,
  ids: CatalogueIds,
  from: number,
  to: number,
  reviewerIds: readonly number[],
) {
  const chunk = 500;
  for (let start = from; start < to; start += chunk) {
    const plans = Array.from({ length: Math.min(chunk, to - start) }, (_, offset) => {
      const plan = planProduct(start + offset);
      return { plan, reviews: planReviews(plan, reviewerIds.length) };
    });
    const inserted = await db
      .insert(products)
      .values(
        plans.map(({ plan, reviews: planned }) => {
          const unitId = ids.unitIds.get(plan.flat.template.unit);
          if (unitId === undefined) throw new Error(`unknown unit ${plan.flat.template.unit}`);
          const average =
            planned.length > 0 ? planned.reduce((sum, review) => sum + review.star, 0) / planned.length : 0;
          return {
            name: plan.name,
            descriptions: plan.descriptions,
            price: plan.price,
            stock: plan.stock,
            weight: plan.weight,
            status: plan.status,
            categoryId: ids.categoryIds[plan.flat.categoryIndex],
            subcategoryId: ids.subcategoryIds[plan.flat.categoryIndex][plan.flat.subcategoryIndex],
            unitId,
            totalSold: plan.totalSold,
            viewCount: plan.viewCount,
            starReview: Math.round(average * 10) / 10,
            countReview: planned.length,
            createdAt: plan.createdAt,
            updatedAt: plan.createdAt,
          };
        }),
      )
      .returning({ id: products.id });
    const withIds = plans.map((entry, offset) => ({ ...entry, id: inserted[offset].id }));

    await db.insert(productImages).values(
      withIds.flatMap(({ plan, id }) =>
        plan.images.map((image, sort) => ({
          productId: id,
          ...storedImage(image.key),
          isDefault: image.isDefault,
          sort,
        })),
      ),
    );
    const specRows = withIds.flatMap(({ plan, id }) =>
      plan.specs.map(([name, value], sort) => ({ productId: id, name, value, sort })),
    );
    await insertInChunks(specRows, 2000, (rows) => db.insert(productSpecifications).values(rows));
    const promoRows = withIds.flatMap(({ plan, id }) =>
      plan.promoDiscount === null
        ? []
        : [
            {
              productId: id,
              discount: plan.promoDiscount,
              pricePromo: Math.round((plan.price * (100 - plan.promoDiscount)) / 100),
              status: "active",
              startsAt: new Date(SEED_TIME.getTime() - 7 * 86_400_000),
              endsAt: null,
            },
          ],
    );
    if (promoRows.length > 0) await db.insert(promos).values(promoRows);

    for (const { plan, reviews: planned, id } of withIds) {
      if (planned.length === 0) continue;
      const saved = await db
        .insert(reviews)
        .values(
          planned.map((review) => ({
            productId: id,
            customerId: reviewerIds[review.reviewer],
            star: review.star,
            notes: review.notes,
            responNotes: review.responNotes,
            createdAt: review.at,
            updatedAt: review.at,
          })),
        )
        .returning({ id: reviews.id });
      const key = reviewPhotoKey(plan);
      if (key) await db.insert(reviewMedia).values({ reviewId: saved[0].id, ...storedImage(key) });
    }
  }
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products);
  return row.value;
}
