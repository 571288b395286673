// `POST product/filter`: the product list. Every filter and sort reads columns of `products` alone (the
// effective price and promo flag are kept there by triggers), so each combination has an index to walk;
// the page's ids are chosen first and the card data joined afterwards, as `topProducts` does.
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import {
  FILTER_PAGE_SIZE,
  MAX_LISTED_PAGES,
  type ProductFilter,
  type ProductFilterResult,
} from "../../contract/product-filter";
import type { Db } from "../../db/client";
import { products, subcategories } from "../../db/schema";
import { summaryQuery, toSummary } from "./service";

const MAX_LISTED = MAX_LISTED_PAGES * FILTER_PAGE_SIZE;

/** More words than this add nothing to a product search; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search as a prefix tsquery (`kert:* & hvs:*`): every word must start a word of the name
 * or the description, in any case. Only letters and digits reach the query, so user input can never
 * be tsquery syntax. Null when nothing searchable is left.
 */
export function searchQuery(search: string): string | null {
  const words =
    search
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_SEARCH_WORDS) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/**
 * The nested checkboxes of the filter modal: a product matches when its sub-category is chosen, or its
 * category is chosen and none of that category's sub-categories is (choosing a sub-category narrows its
 * category; other chosen categories stay whole). Ids that do not exist match nothing.
 */
async function categoryCondition(db: Db, categoryIds: number[], subcategoryIds: number[]): Promise<SQL | undefined> {
  if (categoryIds.length === 0 && subcategoryIds.length === 0) return undefined;
  let narrowed = new Set<number>();
  if (categoryIds.length > 0 && subcategoryIds.length > 0) {
    const rows = await db
      .select({ categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(inArray(subcategories.id, subcategoryIds));
    narrowed = new Set(rows.map((row) => row.categoryId));
  }
  const wholeCategories = categoryIds.filter((id) => !narrowed.has(id));
  const conditions: SQL[] = [];
  if (subcategoryIds.length > 0) conditions.push(inArray(products.subcategoryId, subcategoryIds));
  if (wholeCategories.length > 0) conditions.push(inArray(products.categoryId, wholeCategories));
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

function sortOrder(sort: ProductFilter["sort"], tsquery: SQL | null): SQL[] {
  switch (sort) {
    case "populer":
      return [desc(products.countReview), desc(products.viewCount), asc(products.id)];
    case "terlaris":
      return [desc(products.totalSold), asc(products.id)];
    case "termurah":
      return [asc(products.effectivePrice), asc(products.id)];
    case "terbaru":
      return [desc(products.createdAt), asc(products.id)];
    case "relevance":
      // Name matches weigh more than description matches (weights A and B of the search vector).
      return tsquery
        ? [desc(sql`ts_rank(${products.searchVector}, ${tsquery})`), desc(products.totalSold), asc(products.id)]
        : [desc(products.totalSold), asc(products.id)];
  }
}

export async function filterProducts(db: Db, filter: ProductFilter): Promise<ProductFilterResult> {
  const page = filter.page;
  const empty: ProductFilterResult = { products: [], pageTotal: 0, total: 0, capped: false, page };
  let tsquery: SQL | null = null;
  if (filter.search !== undefined) {
    const query = searchQuery(filter.search);
    if (query === null) return empty;
    tsquery = sql`to_tsquery('simple', ${query})`;
  }
  const conditions: (SQL | undefined)[] = [
    eq(products.status, "enabled"),
    await categoryCondition(db, filter.category, filter.subcategory),
    filter.price_min === undefined ? undefined : gte(products.effectivePrice, filter.price_min),
    filter.price_max === undefined ? undefined : lte(products.effectivePrice, filter.price_max),
    filter.rating === undefined ? undefined : gte(products.starReview, filter.rating),
    filter.promo ? eq(products.hasPromo, true) : undefined,
    tsquery ? sql`${products.searchVector} @@ ${tsquery}` : undefined,
  ];
  const where = and(...conditions);
  const order = sortOrder(filter.sort, tsquery);

  const offset = (page - 1) * FILTER_PAGE_SIZE;
  // Counting stops one past the listed maximum: enough to know whether the listing is capped.
  const counted = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .limit(MAX_LISTED + 1)
    .as("counted");
  // The page's ids are chosen on `products` alone, then joined to the card data (see `topProducts`).
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(FILTER_PAGE_SIZE)
    .offset(offset);
  const [countRows, rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(counted),
    offset >= MAX_LISTED
      ? Promise.resolve([])
      : summaryQuery(db)
          .where(inArray(products.id, pageIds))
          .orderBy(...order),
  ]);
  const matches = countRows[0]?.total ?? 0;
  const total = Math.min(matches, MAX_LISTED);
  const counts = { total, pageTotal: Math.ceil(total / FILTER_PAGE_SIZE), capped: matches > MAX_LISTED };
  if (rows.length === 0) return { ...empty, ...counts };
  return { products: rows.map(toSummary), ...counts, page };
}
