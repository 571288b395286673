import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { Category } from "../server/contract/category";
import type { ProductFilterResult } from "../server/contract/product-filter";
import type { ReviewListResult } from "../server/contract/review";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { upstream } from "./support/upstream";

// Expected content is read from the seeded API the web app talks to.
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

async function filterApi(request: APIRequestContext, form: Record<string, string>): Promise<ProductFilterResult> {
  const response = await request.post(`${apiURL}/product/filter`, { form });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ProductFilterResult }).data;
}

async function reviewsApi(request: APIRequestContext, id: number): Promise<ReviewListResult> {
  const response = await request.get(`${apiURL}/product/${id}/review`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ReviewListResult }).data;
}

async function categoryNamed(
  request: APIRequestContext,
  subName: string,
): Promise<{ category: Category; subId: number }> {
  const categories = await upstream.categories(request);
  const category = categories.find((item) => item.subcategory.some((sub) => sub.name === subName));
  if (!category) throw new Error(`no sub-category ${subName}`);
  return { category, subId: category.subcategory.find((sub) => sub.name === subName)!.id };
}

const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ""));
const cardNames = (page: Page) => page.locator(".product-card__link").allTextContents();
const cardPrices = async (page: Page) =>
  (await page.locator(".product-card .price__current").allTextContents()).map(rupiah);
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Opens the filter: a dialog in place with JavaScript, the `?filter=1` page without. */
async function openFilter(page: Page): Promise<Locator> {
  if (jsOn()) await page.getByRole("button", { name: "Filter", exact: true }).click();
  else await page.getByRole("link", { name: "Filter", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Filter Produk" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses Tab until the focused element satisfies the check (reading the focus is not an input). */
async function tabTo(page: Page, check: (element: Element) => boolean, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(`(${check.toString()})(document.activeElement)`)) return;
  }
  throw new Error("focus never reached the wanted element");
}

test.describe("product list", () => {
  test("a bare /produk opens the first page; a page of 12 cards with the pager", async ({ page }) => {
    await page.goto("/produk");
    await expect(page).toHaveURL(/\/produk\?page=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Semua Produk" })).toBeVisible();
    await expect(page.locator(".product-card")).toHaveCount(12);
    const pager = page.getByRole("navigation", { name: "Halaman produk" });
    await expect(pager.getByRole("link", { name: "Halaman 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: /^Halaman \d+$/ })).toHaveCount(5);
  });

  test("filters by a sub-category, a price range and a rating", async ({ page, request }) => {
    const { category, subId } = await categoryNamed(request, "Kertas HVS");
    const expected = await filterApi(request, {
      "subcategory[]": String(subId),
      price_min: "10000",
      price_max: "100000",
      rating: "4",
    });
    expect(expected.products.length).toBeGreaterThan(0);

    await page.goto("/produk?page=1");
    await waitForChrome(page, jsOn());
    const dialog = await openFilter(page);
    await dialog.getByRole("checkbox", { name: "Kertas HVS", exact: true }).check();
    if (jsOn()) await expect(dialog.getByRole("checkbox", { name: category.name })).toBeChecked();
    await dialog.getByLabel("Harga minimum").fill("10000");
    await dialog.getByLabel("Harga maksimum").fill("100000");
    await dialog.getByLabel("Rating").selectOption("4");
    await dialog.getByRole("button", { name: "Filter", exact: true }).click();

    await expect(page).toHaveURL(
      `/produk?page=1&kategori=${category.id}&sub_kategori=${subId}&min_price=10000&max_price=100000&rating=4`,
    );
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: category.name })).toBeVisible();
    await expect(breadcrumb.getByText("Kertas HVS")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Kertas HVS" })).toBeVisible();
    await expect(page.locator(".product-card__link")).toHaveText(expected.products.map((product) => product.name));
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(10000);
      expect(price).toBeLessThanOrEqual(100000);
    }
    for (const label of await page
      .locator(".product-card .rating-stars")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? ""))) {
      expect(Number(/Rating ([\d,]+)/.exec(label)?.[1].replace(",", "."))).toBeGreaterThanOrEqual(4);
    }
  });

  test("a whole category ticked alone lists the category; several show the title Filter", async ({ page, request }) => {
    const categories = await upstream.categories(request);
    const [first, second] = categories;
    await page.goto("/produk?page=1");
    await waitForChrome(page, jsOn());
    let dialog = await openFilter(page);
    await dialog.getByRole("checkbox", { name: first.name, exact: true }).check();
    if (jsOn()) {
      // Choosing a category ticks its sub-categories; unticking them all unticks it again.
      for (const sub of first.subcategory)
        await expect(dialog.getByRole("checkbox", { name: sub.name, exact: true })).toBeChecked();
      for (const sub of first.subcategory)
        await dialog.getByRole("checkbox", { name: sub.name, exact: true }).uncheck();
      await expect(dialog.getByRole("checkbox", { name: first.name, exact: true })).not.toBeChecked();
      await dialog.getByRole("checkbox", { name: first.name, exact: true }).check();
    }
    await dialog.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(`/produk?page=1&kategori=${first.id}`);
    await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();

    dialog = await openFilter(page);
    await dialog.getByRole("checkbox", { name: second.name, exact: true }).check();
    await dialog.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(`/produk?page=1&kategori=${first.id}%2C${second.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Filter" })).toBeVisible();
  });

  test("a maximum price below the minimum is refused next to the field, keeping what was typed", async ({ page }) => {
    await page.goto("/produk?page=1");
    await waitForChrome(page, jsOn());
    const dialog = await openFilter(page);
    await dialog.getByLabel("Harga minimum").fill("50000");
    await dialog.getByLabel("Harga maksimum").fill("1000");
    await dialog.getByRole("button", { name: "Filter", exact: true }).click();

    const max = dialog.getByLabel("Harga maksimum");
    await expect(max).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Harga maksimum tidak boleh lebih kecil dari harga minimum").first()).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Harga maksimum:/ })).toHaveAttribute(
      "href",
      `#${await max.getAttribute("id")}`,
    );
    await expect(dialog.getByLabel("Harga minimum")).toHaveValue("50000");
    await expect(max).toHaveValue("1000");
    await expectNoA11yViolations(page);
  });

  test("the filter form works with the keyboard alone", async ({ page, request }) => {
    const [first] = await upstream.categories(request);
    await page.goto("/produk?page=1");
    await waitForChrome(page, jsOn());
    await tabTo(page, (element) => element.textContent?.trim() === "Filter");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Filter Produk" })).toBeVisible();
    if (!jsOn()) await tabTo(page, (element) => element.textContent?.trim() === "Filter");
    await tabTo(page, (element) => element.getAttribute("name") === "kategori");
    await page.keyboard.press("Space");
    await tabTo(page, (element) => element.getAttribute("name") === "min_price");
    await page.keyboard.type("1000");
    await page.keyboard.press("Tab");
    await page.keyboard.type("500000");
    await tabTo(page, (element) => element.tagName === "BUTTON" && element.textContent?.trim() === "Filter");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/produk?page=1&kategori=${first.id}&min_price=1000&max_price=500000`);
  });

  test("sort termurah lists ascending prices, from page 1", async ({ page }) => {
    await page.goto("/produk?page=3");
    await waitForChrome(page, jsOn());
    await page.locator(".sort-form").getByLabel("Urutkan").selectOption("termurah");
    if (!jsOn()) await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL("/produk?page=1&sort=termurah");
    // The new page may still be arriving when its address changes: wait for all of its cards.
    await expect(page.locator(".product-card")).toHaveCount(12);
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(12);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.locator(".sort-form").getByLabel("Urutkan")).toHaveValue("termurah");
  });

  test("the pager keeps the active filters", async ({ page, request }) => {
    const [first] = await upstream.categories(request);
    await page.goto(`/produk?page=1&kategori=${first.id}&sort=termurah`);
    const pager = page.getByRole("navigation", { name: "Halaman produk" });
    await pager.getByRole("link", { name: "Halaman berikutnya" }).click();
    await expect(page).toHaveURL(`/produk?page=2&kategori=${first.id}&sort=termurah`);
    await expect(pager.getByRole("link", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
    const last = await filterApi(request, { "category[]": String(first.id) });
    await expect(pager.getByRole("link", { name: "Halaman terakhir" })).toHaveAttribute(
      "href",
      `/produk?page=${last.pageTotal}&kategori=${first.id}&sort=termurah`,
    );
    await expect(page.locator(".product-card")).toHaveCount(12);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("the search box finds products by an Indonesian word", async ({ page, request }) => {
    const expected = await filterApi(request, { search: "pulpen" });
    expect(expected.products.length).toBeGreaterThan(0);
    await page.goto("/produk?page=1");
    await waitForChrome(page, jsOn());
    await page.getByRole("searchbox", { name: "Cari produk" }).fill("pulpen");
    await page.getByRole("searchbox", { name: "Cari produk" }).press("Enter");
    await expect(page).toHaveURL("/produk?search=pulpen");
    await expect(page.getByRole("heading", { level: 1, name: 'Hasil pencarian "pulpen"' })).toBeVisible();
    await expect(page.locator(".product-card__link")).toHaveText(expected.products.map((product) => product.name));
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain("pulpen");
  });

  test("a sub-category alone gets its category added, shown in the breadcrumb", async ({ page, request }) => {
    const { category, subId } = await categoryNamed(request, "Kertas HVS");
    await page.goto(`/produk?sub_kategori=${subId}`);
    await expect(page).toHaveURL(`/produk?kategori=${category.id}&sub_kategori=${subId}`);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: category.name })).toHaveAttribute(
      "href",
      `/produk?page=1&kategori=${category.id}`,
    );
    await expect(breadcrumb.locator("[aria-current=page]")).toHaveText("Kertas HVS");
  });

  test("nonsense in the query gives a usable page, never an error", async ({ page }) => {
    let response = await page.goto("/produk?page=-3&rating=9&sort=mahal");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/produk?page=1");
    await expect(page.locator(".product-card")).toHaveCount(12);

    response = await page.goto("/produk?page=1&min_price=abc");
    expect(response?.status()).toBe(200);
    await expect(page.locator(".product-card")).toHaveCount(12);
    await expect(
      page
        .getByRole("dialog", { name: "Filter Produk" })
        .getByText("Harga harus berupa angka bulat 0 atau lebih")
        .first(),
    ).toBeVisible();

    await page.goto("/produk?page=1&search=zzqxwv");
    await expect(page.getByText("Produk tidak ditemukan ..")).toBeVisible();
  });

  test("the promo list shows only promo products", async ({ page }) => {
    await page.goto("/produk/promo?page=1");
    await expect(page.getByRole("heading", { level: 1, name: "Produk Promo" })).toBeVisible();
    const cards = page.locator(".product-card");
    await expect(cards).toHaveCount(12);
    await expect(cards.locator("del")).toHaveCount(12);
  });

  test("the recommendations page lists the recommended products", async ({ page, request }) => {
    const recommended = await upstream.recommended(request);
    await page.goto("/produk/rekomendasi");
    await expect(page.locator(".product-card__link")).toHaveText(recommended.map((product) => product.name));
  });

  test("shows a spinner while the next page loads with JavaScript; plain page loads without", async ({ page }) => {
    await page.goto("/produk?page=1");
    await waitForChrome(page, jsOn());
    if (!jsOn()) {
      await page.getByRole("navigation", { name: "Halaman produk" }).getByRole("link", { name: "Halaman 2" }).click();
      await expect(page).toHaveURL("/produk?page=2");
      await expect(page.getByRole("status").filter({ hasText: "Memuat produk" })).toHaveCount(0);
      return;
    }
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/produk\.data\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Halaman produk" }).getByRole("link", { name: "Halaman 2" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Memuat produk" })).toBeVisible();
    release();
    await expect(page).toHaveURL("/produk?page=2");
    await expect(page.getByRole("status").filter({ hasText: "Memuat produk" })).toHaveCount(0);
  });

  test("the list has no accessibility violations", async ({ page }) => {
    await page.goto("/produk?page=1&kategori=1");
    await waitForChrome(page, jsOn());
    await expectNoA11yViolations(page);
  });

  test("the open filter has no accessibility violations", async ({ page }) => {
    await page.goto("/produk?page=1");
    await waitForChrome(page, jsOn());
    await openFilter(page);
    await expectNoA11yViolations(page);
  });
});

test.describe("product detail", () => {
  test("shows a promo product's discount and struck price, and its breadcrumb", async ({ page, request }) => {
    const { products } = await filterApi(request, { promo: "1" });
    const product = products[0];
    const promo = product.promo[0];
    await page.goto(`/produk-detail?id_produk=${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    const info = page.locator(".product-detail__info");
    await expect(info.locator(".price__current")).toHaveText(`Rp. ${promo.price_promo.toLocaleString("id-ID")}`);
    await expect(info.locator("del")).toContainText(`Rp. ${product.price.toLocaleString("id-ID")}`);
    await expect(info.locator(".price__discount")).toContainText(`${promo.discount}%`);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    const { category } = product.subcategory;
    await expect(breadcrumb.getByRole("link", { name: "Beranda" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: category.name })).toHaveAttribute(
      "href",
      `/produk?page=1&kategori=${category.id}`,
    );
    await expect(breadcrumb.getByRole("link", { name: product.subcategory.name })).toHaveAttribute(
      "href",
      `/produk?page=1&kategori=${category.id}&sub_kategori=${product.subcategory.id}`,
    );
    await expect(breadcrumb.locator("[aria-current=page]")).toHaveText(product.name);

    // A visitor's buttons lead to the login page.
    await expect(page.getByRole("link", { name: "Tambah ke Keranjang" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Nego Harga" })).toHaveAttribute("href", "/login");
    await expect(page.getByText(`Stok: ${product.stock.toLocaleString("id-ID")} ${product.unit.name}`)).toBeVisible();

    const related = page.getByRole("region", { name: "Produk Terkait" });
    const relatedCount = await related.locator(".product-card").count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(6);
    await expect(related.getByRole("link", { name: product.name, exact: true })).toHaveCount(0);
    await expect(related.getByRole("link", { name: /^Lihat semua/ })).toHaveAttribute(
      "href",
      `/produk?page=1&kategori=${category.id}`,
    );
  });

  test("the 5-star review filter shows only 5-star reviews, 3 a page", async ({ page, request }) => {
    const { products } = await filterApi(request, { sort: "populer" });
    let id: number | undefined;
    let fiveStars = 0;
    for (const product of products) {
      const reviews = await reviewsApi(request, product.id);
      if (reviews.counts[5] > 3 && reviews.counts.all > reviews.counts[5]) {
        id = product.id;
        fiveStars = reviews.counts[5];
        break;
      }
    }
    if (id === undefined) throw new Error("the seed has no product with more than three 5-star reviews among others");

    await page.goto(`/produk-detail?id_produk=${id}`);
    const section = page.getByRole("region", { name: "Ulasan" });
    await section.getByRole("link", { name: `Bintang 5 (${fiveStars})` }).click();
    await expect(page).toHaveURL(`/produk-detail?id_produk=${id}&ulasan=5#ulasan`);
    const reviews = section.locator(".review");
    await expect(reviews).toHaveCount(3);
    await expect(reviews.getByRole("img", { name: "Rating 5 dari 5" })).toHaveCount(3);
    await expect(section.getByRole("link", { name: `Bintang 5 (${fiveStars})` })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await section.getByRole("navigation", { name: "Halaman ulasan" }).getByRole("link", { name: "Halaman 2" }).click();
    await expect(page).toHaveURL(`/produk-detail?id_produk=${id}&ulasan=5&halaman_ulasan=2#ulasan`);
    await expect(reviews).toHaveCount(Math.min(3, fiveStars - 3));
    await expect(reviews.getByRole("img", { name: "Rating 5 dari 5" })).toHaveCount(Math.min(3, fiveStars - 3));
    await expect(reviews.first().locator("time")).toHaveText(/^\d{2} \S+ \d{4} \d{2}:\d{2}:\d{2} (AM|PM)$/);

    // Changing the filter starts again at the first page.
    await section.getByRole("link", { name: /^Semua/ }).click();
    await expect(page).toHaveURL(`/produk-detail?id_produk=${id}#ulasan`);
  });

  test("an unknown or malformed id shows 'Produk tidak ditemukan ..' with a 404", async ({ page }) => {
    for (const id of ["999999", "abc", "-1"]) {
      const response = await page.goto(`/produk-detail?id_produk=${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Produk tidak ditemukan ..")).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Cari produk" })).toBeVisible();
    }
  });

  test("the page link can be copied; images open full size", async ({ page, context, request }) => {
    const [product] = await upstream.products(request, 1);
    await page.goto(`/produk-detail?id_produk=${product.id}`);
    await waitForChrome(page, jsOn());
    const link = page.getByLabel("Bagikan tautan produk");
    await expect(link).toHaveValue(new RegExp(`/produk-detail\\?id_produk=${product.id}$`));
    await expect(link).toHaveAttribute("readonly", "");
    if (!jsOn()) {
      await expect(page.getByRole("button", { name: "Salin" })).toHaveCount(0);
      await expect(page.locator(".gallery__main")).toHaveAttribute("href", /^\/storage\//);
      return;
    }
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Salin" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Berhasil disalin" })).toBeVisible();
    await expect(page.getByText("Berhasil disalin")).toHaveCount(0, { timeout: 3000 });

    await page.getByRole("button", { name: "Lihat gambar layar penuh" }).click();
    const preview = page.getByRole("dialog", { name: `Gambar ${product.name}` });
    await expect(preview).toBeVisible();
    await expect(preview.getByText(`1 / ${product.image.length}`)).toBeVisible();
    if (product.image.length > 1) {
      await preview.getByRole("button", { name: "Gambar berikutnya" }).click();
      await expect(preview.getByText(`2 / ${product.image.length}`)).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/produk-detail?id_produk=1&ulasan=5");
    await waitForChrome(page, jsOn());
    await expectNoA11yViolations(page);
  });
});
