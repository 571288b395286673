// The product filter's latency in the API's service (contract parsing included), on whatever catalogue
// `db` holds: a fixed mix of searches, category and sub-category filters, price ranges, ratings, promo
// and every sort, over a few pages. The budget (design §9) is p95 < 50 ms on 100,000 products.
import { performance } from "node:perf_hooks";
import { productFilterBody, type ProductFilterBody } from "../contract/product-filter";
import type { Db } from "../db/client";
import { categories, subcategories } from "../db/schema";
import { filterProducts } from "../modules/product/filter";

export const BENCH_FILTER_CALLS = 200;
const WARM_UP_CALLS = 40;

const searches = [
  "kertas",
  "Laptop",
  "kursi ergonomis",
  "meja",
  "LAMPU led",
  "sabun",
  "kert",
  "pengemasan",
  "printer laser",
  "air mineral",
];
const sorts = ["", "populer", "terlaris", "termurah", "terbaru"] as const;
const priceRanges: [number | undefined, number | undefined][] = [
  [undefined, 100_000],
  [50_000, 500_000],
  [1_000_000, undefined],
  [200_000, 2_000_000],
];

/** The mix: the same list of calls on every run, built from the catalogue's ids. */
async function buildMix(db: Db): Promise<ProductFilterBody[]> {
  const [categoryRows, subcategoryRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(categories.id),
    db
      .select({ id: subcategories.id, categoryId: subcategories.categoryId })
      .from(subcategories)
      .orderBy(subcategories.id),
  ]);
  const mix: ProductFilterBody[] = [];
  for (let i = 0; mix.length < BENCH_FILTER_CALLS; i++) {
    const sort = sorts[i % sorts.length];
    const page = String((i % 4) + 1);
    const category = categoryRows[i % categoryRows.length].id;
    const sub = subcategoryRows[(i * 7) % subcategoryRows.length];
    const [min, max] = priceRanges[i % priceRanges.length];
    const price = { price_min: min === undefined ? "" : String(min), price_max: max === undefined ? "" : String(max) };
    switch (i % 8) {
      case 0:
        mix.push({ search: searches[i % searches.length], sort, page });
        break;
      case 1:
        mix.push({ category: [String(category)], sort, page });
        break;
      case 2:
        mix.push({ subcategory: [String(sub.id)], sort, page });
        break;
      case 3:
        mix.push({ ...price, sort, page });
        break;
      case 4:
        mix.push({
          category: [String(category), String(categoryRows[(i + 3) % categoryRows.length].id)],
          ...price,
          rating: "4",
          sort,
          page,
        });
        break;
      case 5:
        mix.push({ promo: "1", sort, page });
        break;
      case 6:
        mix.push({
          search: searches[(i + 3) % searches.length],
          category: [String(sub.categoryId)],
          subcategory: [String(sub.id)],
          sort,
          page,
        });
        break;
      default:
        mix.push({ sort, page, rating: String((i % 5) + 1) });
    }
  }
  return mix;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchFilter(db: Db): Promise<{ p50: number; p95: number; count: number }> {
  const mix = await buildMix(db);
  const run = (fields: ProductFilterBody) => filterProducts(db, productFilterBody.parse(fields));
  for (const fields of mix.slice(0, WARM_UP_CALLS)) await run(fields);
  const timings: number[] = [];
  for (const fields of mix) {
    const started = performance.now();
    await run(fields);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), count: timings.length };
}
