import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FilterDialog } from "~/components/catalogue/filter-dialog";
import { loader as productListLoader } from "~/routes/_shop.produk._index";
import { setTestEnv, thrownBy, useMockUpstream } from "./helpers";
import { renderRoute } from "./storefront-render";

// Storefront §2 "Filter modal: … a sort select (Paling sesuai, terpopuler, termurah, terbaru)": the
// select as rendered, what applying each choice makes of the list's address, and the order the
// list then asks the API for.

const base = "http://api.filter-sort.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

const ok = <T,>(data: T) => HttpResponse.json({ status: true, message: "ok", data });

async function renderFilter(): Promise<string> {
  return renderRoute({
    url: "http://web.test/produk",
    id: "routes/_shop.produk._index",
    loaderData: null,
    Component: () => (
      <FilterDialog
        pathname="/produk"
        query={{ page: 1, kategori: [], sub_kategori: [] }}
        categories={[]}
        initiallyOpen
      />
    ),
  });
}

describe("the filter modal's sort select", () => {
  it("Filter sort select: Paling sesuai, terpopuler, termurah, terbaru", async () => {
    const html = await renderFilter();
    const select = /<select id="filter-sort" name="sort"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    const options = [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => [
      value,
      label,
    ]);
    expect(options).toEqual([
      ["", "Paling sesuai"],
      ["populer", "terpopuler"],
      ["termurah", "termurah"],
      ["terbaru", "terbaru"],
    ]);
    expect(html).toContain('<label for="filter-sort" class="field__label">Urutkan</label>');
  });

  it.each([
    ["Paling sesuai", "", "/produk?page=1"],
    ["terpopuler", "populer", "/produk?page=1&sort=populer"],
    ["termurah", "termurah", "/produk?page=1&sort=termurah"],
    ["terbaru", "terbaru", "/produk?page=1&sort=terbaru"],
  ])("applying the filter with '%s' leads to %s", async (_, value, location) => {
    server.use(http.get(`${base}/category`, () => ok([])));
    const url = `http://web.test/produk?filter=terapkan&min_price=&max_price=&rating=&sort=${value}`;
    const thrown = await thrownBy(
      Promise.resolve(productListLoader({ request: new Request(url), params: {}, context: {} })),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(location);
  });

  it("the list then asks the API for that order ('termurah')", async () => {
    const sorts: (string | null)[] = [];
    server.use(
      http.get(`${base}/category`, () => ok([])),
      http.post(`${base}/product/filter`, async ({ request }) => {
        sorts.push((await request.formData()).get("sort") as string | null);
        return ok({ products: [], pageTotal: 0, total: 0, capped: false, page: 1 });
      }),
    );
    const request = new Request("http://web.test/produk?page=1&sort=termurah");
    await productListLoader({ request, params: {}, context: {} });
    expect(sorts).toEqual(["termurah"]);
  });
});
