import type { Category } from "@contract/category";
import {
  filterMessages,
  MAX_FILTER_IDS,
  MAX_FILTER_PAGE,
  MAX_PRICE,
  MAX_SEARCH_LENGTH,
} from "@contract/product-filter";
import { describe, expect, it } from "vitest";
import {
  checkboxesToQuery,
  FILTER_MESSAGES,
  filterFormToQuery,
  LIST_LIMITS,
  productListHref,
  productSearch,
  queryToCheckboxes,
  sameSearch,
  withParentCategories,
} from "~/utils/product-query";
import { validateFilterForm } from "~/schemas/catalogue-filter";
import { parseDetailQuery, parseProductQuery } from "~/utils/product-query.server";

const categories: Category[] = [
  {
    id: 1,
    name: "Alat Tulis Kantor",
    image: null,
    webp: null,
    subcategory: [
      { id: 1, category_id: 1, name: "Alat Tulis" },
      { id: 2, category_id: 1, name: "Map dan Ordner" },
      { id: 3, category_id: 1, name: "Perlengkapan Meja" },
    ],
  },
  {
    id: 2,
    name: "Kertas dan Cetak",
    image: null,
    webp: null,
    subcategory: [{ id: 5, category_id: 2, name: "Kertas HVS" }],
  },
  { id: 3, name: "Kebersihan", image: null, webp: null, subcategory: [] },
];

const parse = (search: string) => parseProductQuery(new URLSearchParams(search));

describe("the API's limits and texts", () => {
  it("are the contract's", () => {
    expect(LIST_LIMITS).toEqual({
      maxIds: MAX_FILTER_IDS,
      maxPage: MAX_FILTER_PAGE,
      maxPrice: MAX_PRICE,
      maxSearch: MAX_SEARCH_LENGTH,
    });
    expect(FILTER_MESSAGES).toEqual({ price: filterMessages.price, priceRange: filterMessages.priceRange });
  });
});

describe("parseProductQuery", () => {
  it("reads every parameter the spec names", () => {
    expect(
      parse(
        "page=3&search=kertas%20hvs&kategori=2,1&sub_kategori=5&min_price=1000&max_price=50000&rating=4&sort=termurah",
      ),
    ).toEqual({
      page: 3,
      search: "kertas hvs",
      kategori: [1, 2],
      sub_kategori: [5],
      min_price: 1000,
      max_price: 50000,
      rating: 4,
      sort: "termurah",
    });
  });

  it("defaults to the first page with no filter", () => {
    expect(parse("")).toEqual({ page: 1, kategori: [], sub_kategori: [] });
  });

  it("clamps or drops nonsense instead of failing", () => {
    expect(parse("page=-3&rating=9&min_price=abc&max_price=-5&sort=mahal&kategori=x,0,-1,2.5,7")).toEqual({
      page: 1,
      kategori: [7],
      sub_kategori: [],
    });
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(MAX_FILTER_PAGE);
    expect(parse("rating=0").rating).toBeUndefined();
    expect(parse("rating=Semua&sort=Semua")).toEqual({ page: 1, kategori: [], sub_kategori: [] });
    expect(parse("min_price=1e3").min_price).toBeUndefined();
    expect(parse("kategori=99999999999").kategori).toEqual([]);
  });

  it("keeps ids unique, sorted and within the API's limit; accepts repeated keys from a form", () => {
    expect(parse("kategori=3&kategori=1,3&sub_kategori=&sub_kategori=2").kategori).toEqual([1, 3]);
    expect(parse("kategori=3&kategori=1,3&sub_kategori=&sub_kategori=2").sub_kategori).toEqual([2]);
    const many = Array.from({ length: 80 }, (_, index) => index + 1).join(",");
    expect(parse(`kategori=${many}`).kategori).toHaveLength(MAX_FILTER_IDS);
  });

  it("trims the search and cuts it to the API's limit; blank is no search", () => {
    expect(parse("search=%20%20").search).toBeUndefined();
    expect(parse(`search=${"a".repeat(150)}`).search).toHaveLength(100);
  });

  it("ignores the upper price when it is below the lower one", () => {
    expect(parse("min_price=5000&max_price=100")).toMatchObject({ min_price: 5000, max_price: undefined });
  });
});

describe("parseDetailQuery", () => {
  const detail = (search: string) => parseDetailQuery(new URLSearchParams(search));

  it("reads the product id, the review star and page", () => {
    expect(detail("id_produk=12&ulasan=5&halaman_ulasan=2")).toEqual({ id: 12, star: 5, page: 2 });
    expect(detail("id_produk=%2012%20")).toEqual({ id: 12, star: undefined, page: 1 });
  });

  it("has no product for a malformed id, and drops a nonsense star or page", () => {
    for (const id of ["", "abc", "-1", "0", "1.5", "99999999999"]) expect(detail(`id_produk=${id}`)).toBeUndefined();
    expect(detail("")).toBeUndefined();
    expect(detail("id_produk=3&ulasan=9&halaman_ulasan=-4")).toEqual({ id: 3, star: undefined, page: 1 });
  });
});

describe("productSearch", () => {
  it("builds the query in a fixed order without empty values", () => {
    expect(productSearch({ sort: "termurah", page: 2, kategori: [1, 2], sub_kategori: [], search: "" })).toBe(
      "?page=2&kategori=1%2C2&sort=termurah",
    );
    expect(productListHref("/produk", { page: 1 })).toBe("/produk?page=1");
    expect(productListHref("/produk", {})).toBe("/produk");
    expect(productSearch({ min_price: 0, search: "kertas hvs" }, { filter: "1" })).toBe(
      "?search=kertas+hvs&min_price=0&filter=1",
    );
  });

  it("round-trips through parseProductQuery", () => {
    const query = parse(
      "page=4&search=map&kategori=1&sub_kategori=2,3&min_price=0&max_price=9000&rating=5&sort=terbaru",
    );
    expect(parse(productSearch(query).slice(1))).toEqual(query);
  });
});

describe("sameSearch", () => {
  it("compares values whatever the key order and encoding", () => {
    expect(sameSearch(new URLSearchParams("sort=terlaris&page=1"), new URLSearchParams("page=1&sort=terlaris"))).toBe(
      true,
    );
    expect(sameSearch(new URLSearchParams("search=kertas%20hvs"), new URLSearchParams("search=kertas+hvs"))).toBe(true);
    expect(sameSearch(new URLSearchParams("kategori=1&kategori=2"), new URLSearchParams("kategori=1,2"))).toBe(false);
    expect(sameSearch(new URLSearchParams("page=1&rating="), new URLSearchParams("page=1"))).toBe(false);
  });
});

describe("categories and sub-categories", () => {
  it("adds the category of a sub-category given alone", () => {
    expect(withParentCategories(parse("sub_kategori=5"), categories)).toMatchObject({
      kategori: [2],
      sub_kategori: [5],
    });
    const complete = parse("kategori=1&sub_kategori=2");
    expect(withParentCategories(complete, categories)).toBe(complete);
    expect(withParentCategories(parse("sub_kategori=999"), categories).kategori).toEqual([]);
  });

  it("turns ticked boxes into a query: a whole category is sent without its sub-categories", () => {
    expect(checkboxesToQuery({ kategori: [1], sub_kategori: [1, 2, 3] }, categories)).toEqual({
      kategori: [1],
      sub_kategori: [],
    });
    expect(checkboxesToQuery({ kategori: [1], sub_kategori: [] }, categories)).toEqual({
      kategori: [1],
      sub_kategori: [],
    });
    expect(checkboxesToQuery({ kategori: [], sub_kategori: [2] }, categories)).toEqual({
      kategori: [1],
      sub_kategori: [2],
    });
    expect(checkboxesToQuery({ kategori: [1, 3], sub_kategori: [2, 5] }, categories)).toEqual({
      kategori: [1, 2, 3],
      sub_kategori: [2],
    });
    expect(checkboxesToQuery({ kategori: [42], sub_kategori: [] }, categories)).toEqual({
      kategori: [],
      sub_kategori: [],
    });
  });

  it("ticks every sub-category of a whole category", () => {
    expect(queryToCheckboxes({ kategori: [1, 2], sub_kategori: [] }, categories)).toEqual({
      kategori: [1, 2],
      sub_kategori: [1, 2, 3, 5],
    });
    expect(queryToCheckboxes({ kategori: [1], sub_kategori: [2] }, categories)).toEqual({
      kategori: [1],
      sub_kategori: [2],
    });
  });
});

describe("filter form", () => {
  const submit = (search: string) => validateFilterForm(new URLSearchParams(search));
  const errorsOf = (search: string) => {
    const submission = submit(search);
    return submission.status === "error" ? submission.error : undefined;
  };

  it("accepts an empty form and builds the list's first page", () => {
    const submission = submit(
      "kategori=1&sub_kategori=1&sub_kategori=2&sub_kategori=3&min_price=&max_price=&rating=&sort=&page=1",
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(productSearch(filterFormToQuery(submission.value, categories))).toBe("?page=1&kategori=1");
  });

  it("keeps the price range, rating, sort and search", () => {
    const submission = submit("sub_kategori=2&min_price=1000&max_price=20000&rating=4&sort=termurah&search=map");
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(productSearch(filterFormToQuery(submission.value, categories))).toBe(
      "?page=1&search=map&kategori=1&sub_kategori=2&min_price=1000&max_price=20000&rating=4&sort=termurah",
    );
  });

  it("refuses a maximum below the minimum, next to the maximum", () => {
    expect(errorsOf("min_price=20000&max_price=1000")).toEqual({ max_price: [filterMessages.priceRange] });
  });

  it("refuses a negative or broken price", () => {
    expect(errorsOf("min_price=-1")).toEqual({ min_price: [filterMessages.price] });
    expect(errorsOf("max_price=abc")).toEqual({ max_price: [filterMessages.price] });
    expect(errorsOf("min_price=1.5")).toEqual({ min_price: [filterMessages.price] });
  });
});
