import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { listProductPage, listProductReviews } from "~/services/product.server";
import { asThrownData, setTestEnv, thrownBy, useMockUpstream } from "./helpers";

const base = "http://api.catalogue.test/api";
setTestEnv({ API_BASE_URL: base });

const server = useMockUpstream();

const emptyPage = { products: [], pageTotal: 0, total: 0, capped: false, page: 1 };
const visitor = () => new Request("http://web.test/produk");

describe("catalogue services", () => {
  it("sends the list query as the API's form fields, lists as repeated `[]` fields, blanks left out", async () => {
    let body = "";
    server.use(
      http.post(`${base}/product/filter`, async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ status: true, message: "OK", data: { ...emptyPage, page: 2 } });
      }),
    );
    const result = await listProductPage(
      visitor(),
      {
        page: 2,
        kategori: [1, 2],
        sub_kategori: [5],
        min_price: 0,
        max_price: 9000,
        rating: 4,
        sort: "termurah",
        search: "kertas hvs",
      },
      { promo: true },
    );
    expect(result.page).toBe(2);
    expect(new URLSearchParams(body).toString()).toBe(
      "page=2&search=kertas+hvs&category%5B%5D=1&category%5B%5D=2&subcategory%5B%5D=5&price_min=0&price_max=9000&rating=4&sort=termurah&promo=1",
    );
  });

  it("shows an empty list, not an error page, when the API refuses a query (400)", async () => {
    server.use(
      http.post(`${base}/product/filter`, () =>
        HttpResponse.json(
          { status: false, message: "Data tidak valid", data: { sort: ["Urutan salah"] } },
          { status: 400 },
        ),
      ),
    );
    const result = await listProductPage(visitor(), { page: 3, kategori: [], sub_kategori: [] });
    expect(result).toEqual({ ...emptyPage, page: 3 });
  });

  it("still reports a broken upstream as a 502", async () => {
    server.use(http.post(`${base}/product/filter`, () => new HttpResponse("oops", { status: 500 })));
    const thrown = asThrownData(
      await thrownBy(listProductPage(visitor(), { page: 1, kategori: [], sub_kategori: [] })),
    );
    expect(thrown.init?.status).toBe(502);
  });

  it("asks for one star's review page, and a missing product is a 404", async () => {
    let url = "";
    server.use(
      http.get(`${base}/product/7/review`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({
          status: true,
          message: "OK",
          data: { reviews: [], pageTotal: 0, total: 0, page: 2, counts: { all: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
        });
      }),
      http.get(`${base}/product/8/review`, () =>
        HttpResponse.json({ status: false, message: "Produk tidak ditemukan .." }, { status: 404 }),
      ),
    );
    expect((await listProductReviews(visitor(), 7, { star: 5, page: 2 })).page).toBe(2);
    expect(new URL(url).search).toBe("?star=5&page=2");
    expect(asThrownData(await thrownBy(listProductReviews(visitor(), 8))).init?.status).toBe(404);
  });
});
