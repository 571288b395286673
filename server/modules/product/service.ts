import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { ProductDetail, ProductImage, ProductSummary } from "../../contract/product";
import type { Db } from "../../db/client";
import {
  categories,
  productImages,
  products,
  productSpecifications,
  promos,
  subcategories,
  units,
} from "../../db/schema";

/** `GET product` without `limit`: one listing page (the spec's page size), never the whole catalogue. */
export const DEFAULT_LIST_LIMIT = 12;
export const RECOMMENDATION_COUNT = 20;

/** A promo counts while its status is active and now is inside its optional window. */
export const activePromo = (): SQL =>
  and(
    eq(promos.status, "active"),
    or(isNull(promos.startsAt), lte(promos.startsAt, sql`now()`)),
    or(isNull(promos.endsAt), gt(promos.endsAt, sql`now()`)),
  ) as SQL;

const summaryColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  stock: products.stock,
  status: products.status,
  starReview: products.starReview,
  countReview: products.countReview,
  totalSold: products.totalSold,
  subcategoryId: subcategories.id,
  subcategoryName: subcategories.name,
  categoryId: categories.id,
  categoryName: categories.name,
  unitName: units.name,
};

/** One row per product with what a card shows besides images and promos. */
export const summaryQuery = (db: Db) =>
  db
    .select(summaryColumns)
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .innerJoin(units, eq(units.id, products.unitId))
    .$dynamic();

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

type Media = { images: Map<number, ProductImage[]>; promos: Map<number, { price_promo: number; discount: number }[]> };

function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Images (default first) and active promos (cheapest first) of a page of products: one query each. */
async function loadMedia(db: Db, ids: number[]): Promise<Media> {
  const media: Media = { images: new Map(), promos: new Map() };
  if (ids.length === 0) return media;
  const [imageRows, promoRows] = await Promise.all([
    db
      .select({
        productId: productImages.productId,
        image: productImages.image,
        webp: productImages.webp,
        isDefault: productImages.isDefault,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(
        asc(productImages.productId),
        desc(productImages.isDefault),
        asc(productImages.sort),
        asc(productImages.id),
      ),
    db
      .select({ productId: promos.productId, pricePromo: promos.pricePromo, discount: promos.discount })
      .from(promos)
      .where(and(inArray(promos.productId, ids), activePromo()))
      .orderBy(asc(promos.productId), asc(promos.pricePromo), asc(promos.id)),
  ]);
  for (const row of imageRows)
    push(media.images, row.productId, { image: row.image, webp: row.webp, default_image: row.isDefault });
  for (const row of promoRows)
    push(media.promos, row.productId, { price_promo: row.pricePromo, discount: row.discount });
  return media;
}

// float4 carries binary noise (4.3 → 4.300000190734863 on some drivers); two decimals is what a star rating needs.
const roundRating = (value: number) => Math.round(value * 100) / 100;

function toSummary(row: SummaryRow, media: Media): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    stock: row.stock,
    status: row.status,
    star_review: roundRating(row.starReview),
    count_review: row.countReview,
    total_sold: row.totalSold,
    image: media.images.get(row.id) ?? [],
    promo: media.promos.get(row.id) ?? [],
    subcategory: {
      id: row.subcategoryId,
      name: row.subcategoryName,
      category_id: row.categoryId,
      category: { id: row.categoryId, name: row.categoryName },
    },
    unit: { name: row.unitName },
  };
}

/** Turns summary rows into contract products, keeping their order. */
export async function toSummaries(db: Db, rows: SummaryRow[]): Promise<ProductSummary[]> {
  const media = await loadMedia(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, media));
}

/**
 * The rows of the first `limit` products by `order` among those matching `where`. The ids are chosen
 * on `products` alone and joined afterwards: joining first makes PostgreSQL join the whole catalogue
 * before sorting (3-4 times slower at 100,000 products).
 */
async function topProducts(db: Db, where: SQL | undefined, order: SQL[], limit: number): Promise<SummaryRow[]> {
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return summaryQuery(db)
    .where(inArray(products.id, ids))
    .orderBy(...order);
}

/** Enabled products, best sellers first (ties by id, so pages are stable). */
export async function listProducts(db: Db, options: { limit?: number; category?: number }): Promise<ProductSummary[]> {
  const enabled = eq(products.status, "enabled");
  const where = options.category === undefined ? enabled : and(enabled, eq(products.categoryId, options.category));
  const rows = await topProducts(
    db,
    where,
    [desc(products.totalSold), asc(products.id)],
    options.limit ?? DEFAULT_LIST_LIMIT,
  );
  return toSummaries(db, rows);
}

/**
 * Recommendations: enabled products in stock, best rated first. The rating is damped towards 3 by five
 * phantom reviews, so one 5-star review does not outrank a 4.8 from two hundred buyers; ties go to
 * the better seller, then the id, so the list is the same for everyone and every call.
 */
export async function listRecommendedProducts(db: Db): Promise<ProductSummary[]> {
  const score = sql`(${products.starReview} * ${products.countReview} + 15) / (${products.countReview} + 5)`;
  const rows = await topProducts(
    db,
    and(eq(products.status, "enabled"), gt(products.stock, 0)),
    [desc(score), desc(products.totalSold), asc(products.id)],
    RECOMMENDATION_COUNT,
  );
  return toSummaries(db, rows);
}

/** One product, disabled ones included (a cart line still shows them); null when the id is unknown. */
export async function getProduct(db: Db, id: number): Promise<ProductDetail | null> {
  const [rows, specRows] = await Promise.all([
    db
      .select({ ...summaryColumns, descriptions: products.descriptions, weight: products.weight })
      .from(products)
      .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .innerJoin(units, eq(units.id, products.unitId))
      .where(eq(products.id, id))
      .limit(1),
    db
      .select({ name: productSpecifications.name, value: productSpecifications.value })
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.sort), asc(productSpecifications.id)),
  ]);
  const row = rows[0];
  if (!row) return null;
  const [summary] = await toSummaries(db, [row]);
  return { ...summary, descriptions: row.descriptions, weight: row.weight, spesifikasi: specRows };
}
