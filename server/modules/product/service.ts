import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { ProductDetail, ProductImage, ProductPromo, ProductSummary } from "../../contract/product";
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

/**
 * A product's images (default first) and active promos (cheapest first) as JSON columns of its own row.
 * PGlite answers one query at a time and each costs more than its rows, so a page of products is one
 * query rather than three.
 */
export const productMedia = {
  image: sql<ProductImage[]>`coalesce((
    select json_agg(json_build_object(
      'image', ${productImages.image}, 'webp', ${productImages.webp}, 'default_image', ${productImages.isDefault}
    ) order by ${productImages.isDefault} desc, ${productImages.sort}, ${productImages.id})
    from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json)`,
  promo: sql<ProductPromo[]>`coalesce((
    select json_agg(json_build_object('price_promo', ${promos.pricePromo}, 'discount', ${promos.discount})
      order by ${promos.pricePromo}, ${promos.id})
    from ${promos} where ${promos.productId} = ${products.id} and ${activePromo()}), '[]'::json)`,
};

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
  ...productMedia,
};

/** One row per product with what a card shows, images and promos included. */
export const summaryQuery = (db: Db) =>
  db
    .select(summaryColumns)
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .innerJoin(units, eq(units.id, products.unitId))
    .$dynamic();

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

// float4 carries binary noise (4.3 → 4.300000190734863 on some drivers); two decimals is what a star rating needs.
const roundRating = (value: number) => Math.round(value * 100) / 100;

/** A summary row as the contract's product. */
export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    stock: row.stock,
    status: row.status,
    star_review: roundRating(row.starReview),
    count_review: row.countReview,
    total_sold: row.totalSold,
    image: row.image,
    promo: row.promo,
    subcategory: {
      id: row.subcategoryId,
      name: row.subcategoryName,
      category_id: row.categoryId,
      category: { id: row.categoryId, name: row.categoryName },
    },
    unit: { name: row.unitName },
  };
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
  return rows.map(toSummary);
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
  return rows.map(toSummary);
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
  return { ...toSummary(row), descriptions: row.descriptions, weight: row.weight, spesifikasi: specRows };
}
