import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { upstream } from "./support/upstream";

const RUPIAH = /^Rp\. \d{1,3}(\.\d{3})*$/;

test.describe("home page", () => {
  test("shows the slider, the category carousel and the bottom banners", async ({ page, request }) => {
    const [banners, categories] = await Promise.all([upstream.banners(request), upstream.categories(request)]);
    const sliders = banners.filter((banner) => banner.position === "Slider");

    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("img", { name: /^Banner promosi \d+$/ })).toHaveCount(sliders.length);
    await expect(page.getByRole("img", { name: "Banner promosi 1" })).toBeVisible();

    const categorySection = page.getByRole("region", { name: "Kategori", exact: true });
    await expect(categorySection.getByRole("link")).toHaveCount(categories.length);
    const first = categories[0];
    await expect(categorySection.getByRole("link", { name: first.name, exact: true })).toHaveAttribute(
      "href",
      `/produk?kategori=${first.id}`,
    );

    for (const position of ["Banner 1", "Banner 2", "Banner 3"]) {
      await expect(page.getByRole("img", { name: position, exact: true })).toBeVisible();
    }
  });

  test("shows best sellers, promo and recommended products with prices", async ({ page, request }) => {
    const [bestSellers, recommended] = await Promise.all([
      upstream.products(request, 6),
      upstream.recommended(request),
    ]);
    await page.goto("/");

    const bestSection = page.getByRole("region", { name: "Produk Terlaris" });
    await expect(bestSection.getByRole("article")).toHaveCount(6);
    for (const product of bestSellers) {
      await expect(bestSection.getByRole("link", { name: product.name, exact: true })).toHaveAttribute(
        "href",
        `/produk-detail?id_produk=${product.id}`,
      );
    }

    const promoSection = page.getByRole("region", { name: "Produk Promo" });
    await expect(promoSection.getByRole("article")).toHaveCount(6);
    // Every promo card shows a discount and the struck-through normal price.
    await expect(promoSection.locator("del")).toHaveCount(6);

    const recommendedSection = page.getByRole("region", { name: "Rekomendasi untuk Anda" });
    await expect(recommendedSection.getByRole("article")).toHaveCount(Math.min(6, recommended.length));
    await expect(
      recommendedSection.getByRole("link", { name: recommended[0].name, exact: true }).first(),
    ).toBeVisible();

    const prices = await page.locator(".price__current").allTextContents();
    expect(prices.length).toBeGreaterThanOrEqual(18);
    for (const price of prices) expect(price).toMatch(RUPIAH);
  });

  test("links every section to its full list", async ({ page }) => {
    await page.goto("/");
    const more = page.getByRole("link", { name: /^Lihat semua/ });
    await expect(more).toHaveCount(3);
    await expect(more.nth(0)).toHaveAttribute("href", "/produk?sort=terlaris");
    await expect(more.nth(1)).toHaveAttribute("href", "/produk/promo?page=1");
    await expect(more.nth(2)).toHaveAttribute("href", "/produk?page=1");
  });

  test("has no accessibility violations", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForChrome(page, testInfo.project.use.javaScriptEnabled !== false);
    await expectNoA11yViolations(page);
  });

  test("has no accessibility violations at phone width", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitForChrome(page, testInfo.project.use.javaScriptEnabled !== false);
    await expectNoA11yViolations(page);
  });
});

test.describe("shared chrome", () => {
  test("navbar shows the shop's phone and e-mail and the visitor's buttons", async ({ page, request }) => {
    const setting = await upstream.setting(request);
    await page.goto("/");

    const topbar = page.locator(".topbar");
    await expect(topbar.getByRole("link", { name: `Telepon: ${setting.phone}` })).toBeVisible();
    await expect(topbar.getByRole("link", { name: `E-mail: ${setting.email}` })).toHaveAttribute(
      "href",
      `mailto:${setting.email}`,
    );
    await expect(page.getByRole("link", { name: "Masuk" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Registrasi" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: /ke beranda/ })).toHaveAttribute("href", "/");
  });

  test("the search box sends the words to /produk", async ({ page }, testInfo) => {
    await page.goto("/tentang-kami");
    await waitForChrome(page, testInfo.project.use.javaScriptEnabled !== false);
    const search = page.getByRole("searchbox", { name: "Cari produk" });
    await search.fill("kertas hvs");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/produk\?search=kertas(\+|%20)hvs$/);
  });

  test("footer shows contacts, help links, payment and shipping images and the copyright", async ({
    page,
    request,
  }) => {
    const setting = await upstream.setting(request);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    await expect(footer.getByText(setting.address)).toBeVisible();
    await expect(footer.getByRole("link", { name: setting.phone })).toBeVisible();
    await expect(footer.getByRole("link", { name: setting.email })).toHaveAttribute("href", `mailto:${setting.email}`);
    for (const [name, href] of [
      ["Facebook", setting.facebook],
      ["Twitter", setting.twitter],
      ["Instagram", setting.instagram],
      ["LinkedIn", setting.linkedin],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href ?? "");
    }
    for (const [name, href] of [
      ["Tentang Kami", "/tentang-kami"],
      ["Hubungi Kami", "/hubungi-kami"],
      ["Syarat & Ketentuan", "/term-condition"],
      ["Kebijakan Privasi", "/privacy-police"],
      ["Pusat Bantuan", "/faq"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // Only the two payment services the shop offers (BPD and Doku), no bank it does not take.
    await expect(footer.getByRole("img", { name: "Transfer Bank (BPD)" })).toBeVisible();
    await expect(footer.getByRole("img", { name: "Kartu Kredit / E-Wallet (Doku)" })).toBeVisible();
    for (const bank of ["BCA", "BNI", "BRI", "Mandiri"])
      await expect(footer.getByRole("img", { name: bank })).toHaveCount(0);
    await expect(footer.getByRole("img", { name: "JNE" })).toBeVisible();
    await expect(footer.getByText(/© 2022/)).toBeVisible();
  });

  test("phone widths get the bottom bar", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Navigasi bawah" });
    await expect(bar.getByRole("link", { name: "Beranda" })).toHaveAttribute("href", "/");
    await expect(bar.getByRole("link", { name: "Transaksi" })).toHaveAttribute("href", "/profil/transaksi");
    await expect(bar.getByRole("link", { name: "Pengguna" })).toHaveAttribute("href", "/profil/beranda");
    await expect(bar).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });

  test("the three recommendation-paging cookies are set at start, 0, 20 and 20", async ({ page, context }) => {
    await page.goto("/");
    const expected = { dariTampilRekomendasi: "0", jumlahTampilRekomendasi: "20", sampaiTampilRekomendasi: "20" };
    if (test.info().project.use.javaScriptEnabled === false) {
      // The shop sets them in the browser, as the original app did; without a script there are none,
      // and the recommendations list pages with the same window anyway.
      expect((await context.cookies()).filter((cookie) => cookie.name in expected)).toEqual([]);
      return;
    }
    await expect
      .poll(async () =>
        Object.fromEntries(
          (await context.cookies()).filter((c) => c.name in expected).map((c) => [c.name, c.value] as const),
        ),
      )
      .toEqual(expected);
  });
});
