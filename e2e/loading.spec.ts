import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { waitForChrome } from "./support/hydration";
import { buyers, loginAs } from "./support/login";

// Spec §9 "Loading transition 1000 ms in and 200 ms out; detail loading indicator about 1 second;
// shipping loaders about 2 seconds" (decision 0115). The pages are rendered by the server: a
// client-side navigation fetches its data as `<path>.data`, which a test holds until it has seen the
// indicator, then lets go and sees it leave. Without JavaScript the browser's own progress is the
// loading state and no indicator is ever left on a page.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** Holds the requests matching `url` (and `method`) until `release()`; `seen` resolves at the first. */
async function hold(page: Page, url: RegExp, method = "GET") {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markSeen = () => {};
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    markSeen();
    await released;
    await route.fallback();
  });
  return { release, seen };
}

const overlay = (page: Page) => page.locator(".busy-overlay");
const pageStatus = (page: Page) => page.locator("p.sr-only[role=status]");

/** Without JavaScript: no indicator shows or is left over. */
async function expectNoIndicator(page: Page) {
  await expect(overlay(page)).toBeHidden();
  await expect(page.locator(".busy-overlay.is-active, .loading-indicator:not(:empty), [data-skeleton]")).toHaveCount(0);
  await expect(pageStatus(page)).toHaveText("");
}

test.describe("the page-level loading transition", () => {
  test("fades in over 1000 ms while another page loads and out over 200 ms, without a fade for reduced motion; none without JavaScript", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/tentang-kami");
    await waitForChrome(page, jsOn());
    const helpLink = page.locator("footer").getByRole("link", { name: "Pusat Bantuan" }).first();
    if (!jsOn()) {
      await expectNoIndicator(page);
      await helpLink.click();
      await expect(page).toHaveURL("/faq");
      await expectNoIndicator(page);
      return;
    }
    await expect(overlay(page)).toBeHidden();
    await expect(pageStatus(page)).toHaveText("");
    const faq = await hold(page, /\/faq\.data/);
    await helpLink.click();
    await faq.seen;
    await expect(overlay(page)).toHaveClass(/is-active/);
    await expect(overlay(page)).toBeVisible();
    await expect(pageStatus(page)).toHaveText("Memuat halaman …");
    await expect(overlay(page)).toHaveCSS("transition-duration", "1s, 0s");
    // The overlay is for the eye; it never takes focus and the page under it stays usable.
    await expect(overlay(page)).toHaveAttribute("aria-hidden", "true");
    await expect(overlay(page)).toHaveCSS("pointer-events", "none");
    await expectNoA11yViolations(page);
    faq.release();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { name: "Pusat Bantuan", level: 1 })).toBeVisible();
    await expect(overlay(page)).not.toHaveClass(/is-active/);
    await expect(overlay(page)).toHaveCSS("transition-duration", "0.2s, 0s");
    await expect(overlay(page)).toBeHidden();
    await expect(pageStatus(page)).toHaveText("");

    // With reduced motion it appears and leaves without a fade.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const about = await hold(page, /\/tentang-kami\.data/);
    await page.locator("footer").getByRole("link", { name: "Tentang Kami" }).first().click();
    await about.seen;
    await expect(overlay(page)).toHaveClass(/is-active/);
    await expect(overlay(page)).toHaveCSS("transition-duration", "0s");
    about.release();
    await expect(page).toHaveURL("/tentang-kami");
    await expect(overlay(page)).toBeHidden();
  });
});

test.describe("product detail loading indicator", () => {
  test("shows with a 1 s cycle while another review filter loads, then leaves; none without JavaScript", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/produk?page=1");
    const href = await page.locator(".product-card__link").first().getAttribute("href");
    if (!href) throw new Error("no product card");
    await page.goto(href);
    await waitForChrome(page, jsOn());
    const reviews = page.getByRole("region", { name: "Ulasan" });
    if (!jsOn()) {
      await reviews.getByRole("link", { name: /^Bintang 5 / }).click();
      await expect(page).toHaveURL(/ulasan=5/);
      await expectNoIndicator(page);
      return;
    }
    const filter = await hold(page, /\/produk-detail\.data/);
    await reviews.getByRole("link", { name: /^Bintang 5 / }).click();
    await filter.seen;
    const indicator = page.getByRole("status").filter({ hasText: "Memuat detail produk …" });
    await expect(indicator).toBeVisible();
    await expect(indicator.locator(".loading-indicator__spinner")).toHaveCSS("animation-duration", "1s");
    // The page's own indicator: no page-level transition on top of it.
    await expect(overlay(page)).not.toHaveClass(/is-active/);
    await expectNoA11yViolations(page);
    filter.release();
    await expect(page).toHaveURL(/ulasan=5/);
    await expect(indicator).toHaveCount(0);
  });
});

test.describe("checkout shipping loaders", () => {
  test("a post shows 'Mohon tunggu, data sedang diproses'; the shipping loaders show with a 2 s cycle while a quote is fetched and a service applied; none without JavaScript", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = jsOn() ? buyers.js : buyers["no-js"];
    const api = await buyerApi(request, buyer);
    // A product no other journey of this buyer uses (the cart is shared with them: tick only this line).
    const product = (await api.listProducts(100)).filter((item) => item.stock >= 50)[jsOn() ? 70 : 71];
    if (!product) throw new Error("the seed has too few well-stocked products");
    await api.addToCart(product.id, 1);
    try {
      await loginAs(page, buyer, "/keranjang-belanja");
      await waitForChrome(page, jsOn());
      await page.getByLabel(`Pilih ${product.name}`).check();
      await page.getByRole("button", { name: "Checkout", exact: true }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      if (!jsOn()) {
        // The browser's own progress is the loading state: nothing is left on the page after each step.
        await page.getByRole("button", { name: "Gunakan alamat ini" }).click();
        await expectNoIndicator(page);
        await page.getByLabel("Kurir", { exact: true }).selectOption("jne");
        await page.getByRole("button", { name: "Cek ongkos kirim" }).click();
        await expect(page).toHaveURL(/kurir=jne/);
        await expect(page.locator(".service-option").first()).toBeVisible();
        await expectNoIndicator(page);
        return;
      }
      const shipping = page.getByRole("region", { name: "Kurir dan Layanan" });

      // Another form of the page: the blocking overlay with the spec's text while its post is on the way.
      const choose = await hold(page, /\/checkout\.data/, "POST");
      await page.getByRole("button", { name: "Gunakan alamat ini" }).click();
      await choose.seen;
      await expect(overlay(page)).toHaveClass(/busy-overlay--busy/);
      await expect(overlay(page)).toHaveClass(/is-active/);
      await expect(overlay(page)).toContainText("Mohon tunggu, data sedang diproses");
      await expect(overlay(page)).toHaveCSS("pointer-events", "auto");
      await expect(pageStatus(page)).toHaveText("Mohon tunggu, data sedang diproses");
      choose.release();
      await expect(overlay(page)).toBeHidden();
      await expect(pageStatus(page)).toHaveText("");

      const quote = await hold(page, /\/checkout\.data\?.*kurir=jne/);
      await page.getByLabel("Kurir", { exact: true }).selectOption("jne");
      await quote.seen;
      const quoting = shipping.getByRole("status").filter({ hasText: "Memuat ongkos kirim …" });
      await expect(quoting).toBeVisible();
      await expect(quoting.locator(".loading-indicator__spinner")).toHaveCSS("animation-duration", "2s");
      await expect(overlay(page)).not.toHaveClass(/is-active/);
      await expectNoA11yViolations(page);
      quote.release();
      await expect(page).toHaveURL(/kurir=jne/);
      await expect(quoting).toHaveCount(0);
      await expect(page.locator(".service-option").first()).toBeVisible();

      const apply = await hold(page, /\/checkout\.data/, "POST");
      await page.locator(".service-option input").first().check();
      await apply.seen;
      const applying = shipping.getByRole("status").filter({ hasText: "Menyimpan layanan pengiriman …" });
      await expect(applying).toBeVisible();
      // The service says so in place: no blocking overlay over the checkout.
      await expect(overlay(page)).not.toHaveClass(/is-active/);
      apply.release();
      await expect(page.locator(".shipping-current")).toContainText("Dipilih:");
      await expect(applying).toHaveCount(0);
    } finally {
      await api.removeFromCart(product.id);
    }
  });
});

test.describe("profile dashboard skeleton", () => {
  test("/profil/beranda shows a skeleton while loading, then the profile; none without JavaScript", async ({
    page,
  }) => {
    // Logging in and an axe scan of a long page take their time on a busy machine.
    test.setTimeout(60_000);
    const buyer = jsOn() ? buyers.js : buyers["no-js"];
    await loginAs(page, buyer, "/profil/alamat");
    await waitForChrome(page, jsOn());
    const menu = page.getByRole("navigation", { name: "Menu profil" });
    const skeleton = page.locator("[data-skeleton=beranda]");
    if (!jsOn()) {
      await menu.getByRole("link", { name: "Beranda" }).click();
      await expect(page).toHaveURL("/profil/beranda");
      await expectNoIndicator(page);
      await expect(page.locator("main[aria-busy]")).toHaveCount(0);
      return;
    }
    const dashboard = await hold(page, /\/profil\/beranda\.data/);
    await menu.getByRole("link", { name: "Beranda" }).click();
    await dashboard.seen;
    await expect(skeleton).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
    await expect(pageStatus(page)).toHaveText("Memuat halaman …");
    await expectNoA11yViolations(page);
    dashboard.release();
    await expect(page).toHaveURL("/profil/beranda");
    await expect(skeleton).toHaveCount(0);
    await expect(page.locator("#profile-title")).toBeVisible();
    await expect(page.locator("main[aria-busy]")).toHaveCount(0);
  });
});

test.describe("bank payment page skeleton", () => {
  test("/example/bpd-payment shows a skeleton while loading after a client-side navigation; none without JavaScript", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const buyer = jsOn() ? buyers.js : buyers["no-js"];
    const api = await buyerApi(request, buyer);
    await loginAs(page, buyer, "/profil/beranda");
    await waitForChrome(page, jsOn());
    // An order paid by bank transfer has the page; any other is sent to its Pembayaran tab.
    let order: { id: number } | undefined;
    for (const candidate of await api.listOrders()) {
      const answer = await page.request.get(`/example/bpd-payment?id_transaksi=${candidate.id}`, { maxRedirects: 0 });
      if (answer.status() === 200) {
        order = candidate;
        break;
      }
    }
    if (!order) throw new Error("the seeded buyer has no order paid by bank transfer");
    if (!jsOn()) {
      await page.goto(`/example/bpd-payment?id_transaksi=${order.id}`);
      await expectNoIndicator(page);
      await expect(page.locator("main[aria-busy]")).toHaveCount(0);
      return;
    }
    const skeleton = page.locator("[data-skeleton=bank]");
    await expect(skeleton).toHaveCount(0);
    const bank = await hold(page, /\/example\/bpd-payment\.data/);
    // The order page's Pembayaran tab links here only for some orders: start the same navigation directly.
    await page.evaluate((to) => {
      void (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to);
    }, `/example/bpd-payment?id_transaksi=${order.id}`);
    await bank.seen;
    await expect(skeleton).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("aria-busy", "true");
    await expect(pageStatus(page)).toHaveText("Memuat halaman …");
    await expectNoA11yViolations(page);
    bank.release();
    await expect(page).toHaveURL(/\/example\/bpd-payment\?id_transaksi=/);
    await expect(skeleton).toHaveCount(0);
    await expect(page.locator("main[aria-busy]")).toHaveCount(0);
  });
});
