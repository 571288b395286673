// Isomorphic: the product list's URL query. Links and the filter and sort forms all build their URLs
// here, and the loaders read them back here; whatever a hand-edited URL holds, parsing gives a usable
// query (nonsense is clamped or dropped), so the API's 400 for a bad value never reaches a visitor.
import type { Category } from "@contract/category";
import { searchText } from "@contract/text";

// The API's limits and texts (server/contract/product-filter.ts). Importing that module here would ship
// its zod schemas, and zod, to every browser; tests/unit/product-query.test.ts checks they are equal.
// For the same reason the zod schema that reads a URL lives in product-query.server.ts.
export const LIST_LIMITS = { maxIds: 50, maxPage: 10_000, maxPrice: 1_000_000_000_000, maxSearch: 100 } as const;
export const FILTER_MESSAGES = {
  price: "Harga harus berupa angka bulat 0 atau lebih",
  priceRange: "Harga maksimum tidak boleh lebih kecil dari harga minimum",
} as const;

/** The list's sort dropdown; `Semua` is the API's relevance order and is left out of URLs. */
export const LIST_SORTS = ["Semua", "populer", "terlaris", "termurah", "terbaru"] as const;
export type ListSort = Exclude<(typeof LIST_SORTS)[number], "Semua">;

/** The filter modal's sort select: the spec's labels over the API's values. */
export const FILTER_SORT_OPTIONS = [
  { value: "", label: "Paling sesuai" },
  { value: "populer", label: "terpopuler" },
  { value: "termurah", label: "termurah" },
  { value: "terbaru", label: "terbaru" },
] as const;

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** `?filter=1` renders the filter dialog open (no JS); `?filter=terapkan` is its form being applied. */
export const FILTER_PARAM = "filter";
export const FILTER_OPEN = "1";
export const FILTER_APPLY = "terapkan";

export type ProductQuery = {
  page: number;
  search?: string;
  kategori: number[];
  sub_kategori: number[];
  min_price?: number;
  max_price?: number;
  rating?: number;
  sort?: ListSort;
};

const MAX_ID = 2_147_483_647;
const digits = /^\d+$/;
const trimmed = (values: string[]) => values.map((value) => value.trim()).filter((value) => value !== "");

/** Positive ids from comma-separated and repeated values; unique, sorted, within the API's limit. */
function toIds(values: string[]): number[] {
  const ids = trimmed(values.flatMap((value) => value.split(",")))
    .filter((value) => digits.test(value))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_ID);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, LIST_LIMITS.maxIds);
}

const toPrice = (value: string | undefined) =>
  value !== undefined && digits.test(value) && Number(value) <= LIST_LIMITS.maxPrice ? Number(value) : undefined;
const toRating = (value: string | undefined) => (value && /^[1-5]$/.test(value) ? Number(value) : undefined);
const toSort = (value: string | undefined) =>
  value !== "Semua" && (LIST_SORTS as readonly string[]).includes(value ?? "") ? (value as ListSort) : undefined;
const toSearch = (value: string | undefined) =>
  (value === undefined ? undefined : searchText(value).trim().slice(0, LIST_LIMITS.maxSearch)) || undefined;

function toPage(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) ? Math.min(Math.max(page, 1), LIST_LIMITS.maxPage) : 1;
}

/** A range the other way round is reported by the filter form; the list ignores its upper end. */
function withSaneRange(query: ProductQuery): ProductQuery {
  const reversed = query.min_price !== undefined && query.max_price !== undefined && query.max_price < query.min_price;
  return reversed ? { ...query, max_price: undefined } : query;
}

/** How each URL value is read: clamped (page) or dropped when it makes no sense. */
export const queryValue = {
  page: toPage,
  search: toSearch,
  ids: toIds,
  price: toPrice,
  rating: toRating,
  sort: toSort,
};
export { withSaneRange, trimmed };

/** The URL search of a query, values in a fixed order, empty ones left out (`?` included, or ""). */
export function productSearch(query: Partial<ProductQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set("page", String(query.page));
  if (query.search) params.set("search", query.search);
  if (query.kategori?.length) params.set("kategori", query.kategori.join(","));
  if (query.sub_kategori?.length) params.set("sub_kategori", query.sub_kategori.join(","));
  if (query.min_price !== undefined) params.set("min_price", String(query.min_price));
  if (query.max_price !== undefined) params.set("max_price", String(query.max_price));
  if (query.rating !== undefined) params.set("rating", String(query.rating));
  if (query.sort) params.set("sort", query.sort);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function productListHref(
  pathname: string,
  query: Partial<ProductQuery>,
  extra?: Record<string, string>,
): string {
  return `${pathname}${productSearch(query, extra)}`;
}

/** The kategori of every chosen sub-category is chosen too (a link may name only the sub-category). */
export function withParentCategories(query: ProductQuery, categories: readonly Category[]): ProductQuery {
  const parents = categories.filter((category) =>
    category.subcategory.some((sub) => query.sub_kategori.includes(sub.id)),
  );
  const kategori = [...new Set([...query.kategori, ...parents.map((category) => category.id)])].sort((a, b) => a - b);
  return kategori.length === query.kategori.length
    ? query
    : { ...query, kategori: kategori.slice(0, LIST_LIMITS.maxIds) };
}

/**
 * The nested checkboxes as a query: a ticked sub-category ticks its category; a ticked category with
 * every (or, without JavaScript, none) of its sub-categories ticked is the whole category, so only the
 * category goes into the URL; with some of them ticked, those narrow it.
 */
export function checkboxesToQuery(
  ticked: { kategori: readonly number[]; sub_kategori: readonly number[] },
  categories: readonly Category[],
): Pick<ProductQuery, "kategori" | "sub_kategori"> {
  const kategori: number[] = [];
  const subKategori: number[] = [];
  for (const category of categories) {
    const subs = category.subcategory.map((sub) => sub.id).filter((id) => ticked.sub_kategori.includes(id));
    const categoryTicked = ticked.kategori.includes(category.id);
    if (!categoryTicked && subs.length === 0) continue;
    kategori.push(category.id);
    if (subs.length > 0 && subs.length < category.subcategory.length) subKategori.push(...subs);
  }
  return { kategori: kategori.sort((a, b) => a - b), sub_kategori: subKategori.sort((a, b) => a - b) };
}

/** The checkboxes a query ticks: a whole category shows all its sub-categories ticked. */
export function queryToCheckboxes(
  query: Pick<ProductQuery, "kategori" | "sub_kategori">,
  categories: readonly Category[],
): { kategori: number[]; sub_kategori: number[] } {
  const subKategori = new Set(query.sub_kategori);
  for (const category of categories) {
    if (!query.kategori.includes(category.id)) continue;
    if (!category.subcategory.some((sub) => subKategori.has(sub.id)))
      for (const sub of category.subcategory) subKategori.add(sub.id);
  }
  return { kategori: [...query.kategori], sub_kategori: [...subKategori].sort((a, b) => a - b) };
}

/** Whether two searches hold the same values, in any order of keys. */
export function sameSearch(a: URLSearchParams, b: URLSearchParams): boolean {
  const entries = (params: URLSearchParams) => [...params.entries()].map(([key, value]) => `${key}=${value}`).sort();
  const left = entries(a);
  const right = entries(b);
  return left.length === right.length && left.every((entry, index) => entry === right[index]);
}

/** The filter form's values once checked. */
export type FilterForm = {
  kategori: string[];
  sub_kategori: string[];
  min_price?: number;
  max_price?: number;
  rating?: string;
  sort?: string;
  search?: string;
};

/** A valid filter form as the list's query (page back to 1). */
export function filterFormToQuery(form: FilterForm, categories: readonly Category[]): ProductQuery {
  const query: ProductQuery = {
    page: 1,
    search: toSearch(form.search),
    kategori: toIds(form.kategori),
    sub_kategori: toIds(form.sub_kategori),
    min_price: form.min_price,
    max_price: form.max_price,
    rating: toRating(form.rating),
    sort: toSort(form.sort),
  };
  return withSaneRange({ ...query, ...checkboxesToQuery(query, categories) });
}
