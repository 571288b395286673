// POST /api/product/filter: every parameter, combinations, each sort's order, search, pages, promo and
// nonsense input. Expectations are computed in JavaScript from the rows, independently of the SQL.
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import {
  FILTER_PAGE_SIZE,
  filterMessages,
  MAX_FILTER_IDS,
  MAX_LISTED_PAGES,
  productFilterResponse,
} from "../../server/contract/product-filter";
import { categories, products, promos, subcategories } from "../../server/db/schema";
import { growCatalogue } from "../../server/db/seed/index";
import { call, expectError, startApi } from "./support";

const { api } = useApiSuite({ buyers: false });
type Row = typeof products.$inferSelect & { effective: number; promo: boolean };
let rows: Row[] = [];

/** Every product with its effective price computed here from the promo rows (not the trigger's column). */
async function loadRows(): Promise<Row[]> {
  const all = await api.handle.db.select().from(products);
  const active = await api.handle.db
    .select({ productId: promos.productId, price: promos.pricePromo })
    .from(promos)
    .where(
      and(
        eq(promos.status, "active"),
        or(isNull(promos.startsAt), lte(promos.startsAt, sql`now()`)),
        or(isNull(promos.endsAt), gt(promos.endsAt, sql`now()`)),
      ),
    );
  const cheapest = new Map<number, number>();
  for (const promo of active)
    cheapest.set(promo.productId, Math.min(promo.price, cheapest.get(promo.productId) ?? Infinity));
  return all.map((row) => ({ ...row, effective: cheapest.get(row.id) ?? row.price, promo: cheapest.has(row.id) }));
}

beforeAll(async () => {
  rows = await loadRows();
});

type Fields = [string, string | number][];

const post = (fields: Fields) => ({
  method: "POST" as const,
  url: "/api/product/filter",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields.map(([name, value]) => [name, String(value)])).toString(),
});

async function filter(fields: Fields) {
  const { response, body } = await call(api.app, productFilterResponse, post(fields));
  expect(response.statusCode, response.body).toBe(200);
  return body.data;
}

const enabled = () => rows.filter((row) => row.status === "enabled");
const byId = (a: Row, b: Row) => a.id - b.id;
const bySold = (a: Row, b: Row) => b.totalSold - a.totalSold || byId(a, b);
const ids = (list: Row[]) => list.map((row) => row.id);
const firstPage = (list: Row[]) => ids(list.slice(0, FILTER_PAGE_SIZE));

/** All ids a filter matches, page by page (the catalogue is small enough). */
async function allIds(fields: Fields): Promise<number[]> {
  const first = await filter(fields);
  const collected = first.products.map((p) => p.id);
  for (let page = 2; page <= first.pageTotal; page++) {
    const next = await filter([...fields, ["page", page]]);
    collected.push(...next.products.map((p) => p.id));
  }
  return collected;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe("no filter", () => {
  it("lists enabled products by total_sold, 12 per page, with the page count", async () => {
    const data = await filter([]);
    const expected = enabled().sort(bySold);
    expect(data.total).toBe(expected.length);
    expect(data.pageTotal).toBe(Math.ceil(expected.length / FILTER_PAGE_SIZE));
    expect(data.capped).toBe(false);
    expect(data.page).toBe(1);
    expect(data.products.map((p) => p.id)).toEqual(firstPage(expected));
    expect(data.products[0]).toMatchObject({ subcategory: { category: {} }, unit: {} });
  });

  it("never lists a disabled product, even when searched by its exact name", async () => {
    const disabled = rows.find((row) => row.status === "disabled");
    if (!disabled) throw new Error("the seed has a disabled product");
    const data = await filter([["search", disabled.name]]);
    expect(data.products.map((p) => p.id)).not.toContain(disabled.id);
    expect(data.products.every((p) => p.status === "enabled")).toBe(true);
  });
});

describe("categories and sub-categories", () => {
  it("ORs several categories", async () => {
    const [a, b] = await api.handle.db.select({ id: categories.id }).from(categories).orderBy(categories.id).limit(2);
    const got = await allIds([
      ["category[]", a.id],
      ["category[]", b.id],
    ]);
    expect(sorted(got)).toEqual(
      ids(
        enabled()
          .filter((row) => row.categoryId === a.id || row.categoryId === b.id)
          .sort(byId),
      ),
    );
  });

  it("ORs several sub-categories and accepts one comma-separated value", async () => {
    const subs = await api.handle.db.select().from(subcategories).orderBy(subcategories.id).limit(3);
    const expected = ids(
      enabled()
        .filter((row) => subs.some((s) => s.id === row.subcategoryId))
        .sort(byId),
    );
    expect(sorted(await allIds(subs.map((s) => ["subcategory[]", s.id])))).toEqual(expected);
    expect(sorted(await allIds([["subcategory", subs.map((s) => s.id).join(",")]]))).toEqual(expected);
  });

  it("narrows a chosen category to its chosen sub-categories and keeps other chosen categories whole", async () => {
    const subs = await api.handle.db.select().from(subcategories).orderBy(subcategories.id);
    const narrowed = subs[0];
    const whole = subs.find((s) => s.categoryId !== narrowed.categoryId);
    if (!whole) throw new Error("two categories with sub-categories");
    const got = await allIds([
      ["category[]", narrowed.categoryId],
      ["category[]", whole.categoryId],
      ["subcategory[]", narrowed.id],
    ]);
    const expected = enabled().filter(
      (row) => row.subcategoryId === narrowed.id || row.categoryId === whole.categoryId,
    );
    expect(sorted(got)).toEqual(ids(expected.sort(byId)));
    expect(got.length).toBeLessThan(
      enabled().filter((r) => r.categoryId === narrowed.categoryId || r.categoryId === whole.categoryId).length,
    );
  });

  it("matches nothing for ids that do not exist", async () => {
    const data = await filter([["category[]", 999_999]]);
    expect(data).toEqual({ products: [], total: 0, pageTotal: 0, capped: false, page: 1 });
  });
});

describe("price and rating", () => {
  it("compares the effective (promo) price with price_min and price_max", async () => {
    const promoted = enabled().find((row) => row.promo && row.effective < row.price);
    if (!promoted) throw new Error("the seed has promos");
    const min = promoted.effective;
    const max = promoted.price - 1;
    const got = await allIds([
      ["price_min", min],
      ["price_max", max],
    ]);
    expect(got).toContain(promoted.id);
    expect(sorted(got)).toEqual(
      ids(
        enabled()
          .filter((row) => row.effective >= min && row.effective <= max)
          .sort(byId),
      ),
    );
  });

  it("keeps products rated at least `rating` stars; Semua means any", async () => {
    const got = await allIds([["rating", 4]]);
    const expected = enabled().filter((row) => row.starReview >= 4);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(got)).toEqual(ids(expected.sort(byId)));
    expect((await filter([["rating", "Semua"]])).total).toBe(enabled().length);
  });
});

describe("sorts", () => {
  const category = () => rows[0].categoryId;
  const inCategory = () => enabled().filter((row) => row.categoryId === category());
  const orders: [string, (a: Row, b: Row) => number][] = [
    ["populer", (a, b) => b.countReview - a.countReview || b.viewCount - a.viewCount || byId(a, b)],
    ["terlaris", bySold],
    ["termurah", (a, b) => a.effective - b.effective || byId(a, b)],
    ["terbaru", (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b)],
    ["Semua", bySold],
    ["", bySold],
  ];
  for (const [sort, compare] of orders) {
    it(`orders by ${sort || "(empty)"} on every page`, async () => {
      const got = await allIds([
        ["category[]", category()],
        ["sort", sort],
      ]);
      expect(got).toEqual(ids(inCategory().sort(compare)));
    });
  }

  it("orders the whole catalogue by price ascending with termurah", async () => {
    const data = await filter([["sort", "termurah"]]);
    expect(data.products.map((p) => p.id)).toEqual(
      firstPage(enabled().sort((a, b) => a.effective - b.effective || byId(a, b))),
    );
  });
});

describe("search", () => {
  it("finds an Indonesian word of the name in any case, and partial words", async () => {
    for (const search of ["KeRtAs hvs", "kert HV"]) {
      const data = await filter([["search", search]]);
      expect(data.total).toBe(enabled().filter((row) => /kertas hvs/i.test(row.name)).length);
      for (const product of data.products) expect(product.name).toMatch(/kertas hvs/i);
    }
  });

  it("finds a word that only the description holds", async () => {
    const data = await filter([["search", "PENGEMASAN"]]);
    const expected = enabled().filter(
      (row) => /pengemasan/i.test(row.descriptions ?? "") || /pengemasan/i.test(row.name),
    );
    expect(expected.some((row) => !/pengemasan/i.test(row.name))).toBe(true);
    expect(data.total).toBe(expected.length);
    expect(data.products.map((p) => p.name)).toContain("Lakban Bening 2 Inci");
  });

  it("ranks name matches above description matches when sorted by relevance", async () => {
    const data = await filter([["search", "ergonomis"]]);
    const names = data.products.map((p) => p.name);
    expect(names.some((name) => !/ergonomis/i.test(name))).toBe(true);
    const lastNameMatch = names.findLastIndex((name) => /ergonomis/i.test(name));
    const firstOther = names.findIndex((name) => !/ergonomis/i.test(name));
    expect(lastNameMatch).toBeLessThan(firstOther);
  });

  it("combines search with filters and sorts", async () => {
    const data = await filter([
      ["search", "kertas"],
      ["sort", "termurah"],
      ["price_max", 60_000],
    ]);
    const expected = enabled()
      .filter((row) => /(^|[^\p{L}])kertas/iu.test(`${row.name} ${row.descriptions ?? ""}`) && row.effective <= 60_000)
      .sort((a, b) => a.effective - b.effective || byId(a, b));
    expect(data.total).toBe(expected.length);
    expect(data.products.map((p) => p.id)).toEqual(firstPage(expected));
  });

  it("treats punctuation-only searches as matching nothing and tsquery syntax as plain words", async () => {
    expect((await filter([["search", "!!! :* &"]])).total).toBe(0);
    expect((await filter([["search", "kertas & | !"]])).total).toBeGreaterThan(0);
    expect((await filter([["search", "   "]])).total).toBe(enabled().length);
  });
});

describe("pages", () => {
  it("continues page 1 on page 2 and answers an empty page beyond the last", async () => {
    const expected = enabled().sort(bySold);
    const second = await filter([["page", 2]]);
    expect(second.products.map((p) => p.id)).toEqual(ids(expected.slice(FILTER_PAGE_SIZE, 2 * FILTER_PAGE_SIZE)));
    const beyond = await filter([["page", 999]]);
    expect(beyond.products).toEqual([]);
    expect(beyond.pageTotal).toBe(Math.ceil(expected.length / FILTER_PAGE_SIZE));
    expect(beyond.page).toBe(999);
  });

  it("clamps a page below 1 to the first page", async () => {
    const data = await filter([["page", -3]]);
    expect(data.page).toBe(1);
    expect(data.products.map((p) => p.id)).toEqual(firstPage(enabled().sort(bySold)));
  });
});

describe("promo", () => {
  it("keeps only products with an active promo", async () => {
    const got = await allIds([["promo", 1]]);
    expect(sorted(got)).toEqual(
      ids(
        enabled()
          .filter((row) => row.promo)
          .sort(byId),
      ),
    );
    const data = await filter([["promo", "1"]]);
    for (const product of data.products) expect(product.promo.length).toBeGreaterThan(0);
  });

  it("follows promo changes at once: an ended promo leaves the list and restores the price", async () => {
    const promoted = enabled()
      .filter((row) => row.promo)
      .sort(bySold)[0];
    await api.handle.db
      .update(promos)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(promos.productId, promoted.id));
    try {
      const got = await allIds([["promo", 1]]);
      expect(got).not.toContain(promoted.id);
      const priced = await allIds([
        ["price_min", promoted.price],
        ["price_max", promoted.price],
      ]);
      expect(priced).toContain(promoted.id);
    } finally {
      await api.handle.db.update(promos).set({ endsAt: null }).where(eq(promos.productId, promoted.id));
    }
    expect(await allIds([["promo", 1]])).toContain(promoted.id);
  });
});

describe("nonsense input", () => {
  const refused: [string, Fields, string, string][] = [
    ["a rating of 9", [["rating", 9]], "rating", filterMessages.rating],
    ["a rating that is no number", [["rating", "lima"]], "rating", filterMessages.rating],
    ["a price that is no number", [["price_min", "abc"]], "price_min", filterMessages.price],
    ["a negative price", [["price_max", -5]], "price_max", filterMessages.price],
    [
      "a maximum below the minimum",
      [
        ["price_min", 5000],
        ["price_max", 100],
      ],
      "price_max",
      filterMessages.priceRange,
    ],
    ["an unknown sort", [["sort", "acak"]], "sort", filterMessages.sort],
    ["an unknown promo value", [["promo", "ya"]], "promo", filterMessages.promo],
    ["a page that is no number", [["page", "dua"]], "page", filterMessages.page],
    ["a search that is too long", [["search", "kertas ".repeat(30)]], "search", filterMessages.search],
    [
      "too many categories",
      Array.from({ length: MAX_FILTER_IDS + 1 }, (_, i): [string, number] => ["category[]", i + 1]),
      "category",
      filterMessages.tooManyIds,
    ],
  ];
  for (const [label, fields, field, message] of refused) {
    it(`refuses ${label} with a 400 naming the field`, async () => {
      const error = await expectError(api.app, post(fields), 400);
      expect(error.data?.[field]).toEqual([message]);
    });
  }

  it("refuses a category id that is no id", async () => {
    const error = await expectError(api.app, post([["category[]", "semua"]]), 400);
    expect(Object.keys(error.data ?? {})).toEqual(["category.0"]);
  });

  it("clamps a huge page and still answers", async () => {
    const data = await filter([["page", 10 ** 12]]);
    expect(data.products).toEqual([]);
    expect(data.page).toBe(10_000);
  });
});

describe("a catalogue larger than the listing", () => {
  it(`lists ${MAX_LISTED_PAGES} pages at most and says the listing is capped`, async () => {
    const large = await startApi();
    try {
      const listed = MAX_LISTED_PAGES * FILTER_PAGE_SIZE;
      await growCatalogue(large.handle.db, listed + 100);
      const send = async (fields: Fields) => (await call(large.app, productFilterResponse, post(fields))).body.data;
      const first = await send([]);
      expect(first).toMatchObject({ total: listed, pageTotal: MAX_LISTED_PAGES, capped: true });
      const last = await send([["page", MAX_LISTED_PAGES]]);
      expect(last.products).toHaveLength(FILTER_PAGE_SIZE);
      expect((await send([["page", MAX_LISTED_PAGES + 1]])).products).toEqual([]);
      // a narrower filter is counted exactly again
      const category = await send([["category[]", rows[0].categoryId]]);
      expect(category.capped).toBe(false);
      expect(category.total).toBeLessThan(listed);
    } finally {
      await large.close();
    }
  }, 60_000);
});
