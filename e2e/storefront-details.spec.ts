import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { BannerPosition } from "../server/contract/banner";
import type { ProductSummary } from "../server/contract/product";
import type { ProductFilterResult } from "../server/contract/product-filter";
import { REVIEWER_PASSWORD } from "../server/db/seed/demo";
import { buyerApi } from "./support/buyer-api";
import { loginAs, type Buyer } from "./support/login";
import { firstParagraphText, upstream } from "./support/upstream";

// Storefront details the other journeys pass by: the account pages' controls and side images, the
// product detail's figures and sections, the cart's columns and empty state, the sticky navbar.

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * Seeded reviewers with an empty cart that no other spec logs in as (ulasan3 and ulasan4 are the
 * admin-replies spec's); one per project, since both projects run side by side.
 */
const cartBuyer = (): Buyer => ({ username: jsOn() ? "ulasan5" : "ulasan6", password: REVIEWER_PASSWORD });

/** A username no other test (or project) uses. */
function uniqueName(prefix: string): string {
  const project = test.info().project.name.replace(/\W/g, "");
  return `${prefix}${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toLowerCase();
}

/** The account page's side picture must be the banner of the spec's position, not just any banner. */
async function expectSideImage(
  page: Page,
  banners: { position: string; image: string; webp?: string | null }[],
  position: BannerPosition,
) {
  const banner = banners.find((candidate) => candidate.position === position);
  if (!banner) throw new Error(`the seed has no '${position}' banner`);
  const side = page.locator(".auth__side picture");
  await expect(side.locator("img")).toHaveAttribute("src", `/storage/${banner.image}`);
  if (banner.webp) await expect(side.locator("source")).toHaveAttribute("srcset", `/storage/${banner.webp}`);
}

/** How many lines an element's text takes on screen (the distinct tops of its text boxes). */
async function textLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test("login page: 'Tampilkan'/'Sembunyikan' password toggle, 'Lupa kata sandi?' link, 'Daftar' button, side image from the 'Login Page' banner; login failure: page scrolls to top", async ({
  page,
  request,
}) => {
  const banners = await upstream.banners(request);
  // Short enough that the form scrolls, so a return to the top can be seen.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto("/login");
  await expectSideImage(page, banners, "Login Page");

  const password = page.getByLabel("Kata Sandi", { exact: true });
  await password.fill("RahasiaSekali-1");
  if (jsOn()) {
    const toggle = page.getByRole("button", { name: "Tampilkan kata sandi" });
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Sembunyikan kata sandi" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Sembunyikan kata sandi" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Tampilkan kata sandi" })).toHaveAttribute("aria-pressed", "false");
  } else {
    // The toggle needs a script: without one the box stays a plain password box.
    await expect(page.getByRole("button", { name: /Tampilkan|Sembunyikan/ })).toHaveCount(0);
    await expect(password).toHaveAttribute("type", "password");
  }

  // A refused login: the warning box is at the top, and the page goes back up to show it.
  await page.getByLabel("Email atau Username").fill(uniqueName("tidakada"));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  const warning = page.getByRole("alert").filter({ hasText: "Peringatan !" });
  await expect(warning).toContainText("Email/Username atau kata sandi salah", { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(warning).toBeInViewport();

  await page.getByRole("link", { name: "Lupa kata sandi?" }).click();
  await expect(page).toHaveURL(/\/lupa-password$/);
  await page.goto("/login");
  await page.getByRole("link", { name: "Daftar", exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("register, forgot and reset pages: side images from the banners 'Registration Page', 'Forget Password Page' and 'Reset Password Page'; terms modal shows the terms HTML from settings", async ({
  page,
  request,
}) => {
  const [banners, setting] = await Promise.all([upstream.banners(request), upstream.setting(request)]);
  const terms = firstParagraphText(setting.tac);

  await page.goto("/register");
  await expectSideImage(page, banners, "Registration Page");

  if (jsOn()) {
    await waitForTermsButton(page);
    await page.getByRole("button", { name: "Baca syarat dan ketentuan" }).click();
    const modal = page.getByRole("dialog", { name: "Syarat dan Ketentuan" });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(terms)).toBeVisible();
    await modal.getByRole("button", { name: "Tutup" }).click();
    await expect(modal).toBeHidden();
  } else {
    const section = page.locator("details.terms");
    await expect(section.getByText(terms)).toBeHidden();
    await section.locator("summary", { hasText: "Baca syarat dan ketentuan" }).click();
    await expect(section.getByText(terms)).toBeVisible();
  }

  await page.goto("/lupa-password");
  await expectSideImage(page, banners, "Forget Password Page");
  await page.goto("/reset-password?token=contoh-token");
  await expectSideImage(page, banners, "Reset Password Page");
});

/** With JavaScript the terms button replaces the expandable section once React has hydrated. */
async function waitForTermsButton(page: Page) {
  await page.getByRole("button", { name: "Baca syarat dan ketentuan" }).waitFor();
}

/** The 100 best sellers, read from the seeded API. */
async function topProducts(page: Page): Promise<ProductSummary[]> {
  return upstream.products(page.request, 100);
}

/** A product by its exact name, through the API's search. */
async function productNamed(page: Page, name: string): Promise<ProductSummary> {
  const response = await page.request.post(`${apiURL}/product/filter`, { form: { search: name } });
  expect(response.ok()).toBe(true);
  const { products } = ((await response.json()) as { data: ProductFilterResult }).data;
  return findProduct(products, `named ${name}`, (product) => product.name === name);
}

function findProduct(products: ProductSummary[], what: string, check: (product: ProductSummary) => boolean) {
  const found = products.find(check);
  if (!found) throw new Error(`the seed has no product ${what}`);
  return found;
}

/** A `<details>` section by its summary text. */
const section = (page: Page, title: string): Locator =>
  page.locator("details.detail-section").filter({ has: page.locator("summary", { hasText: title }) });

test("product detail: star rating (half stars supported), review count, units sold; collapsible Specifications and Description (HTML); 'Belum ada data spesifikasi', 'Belum ada data deskripsi', 'Tidak ada ulasan.'; navbar turns sticky once scrolled", async ({
  page,
}) => {
  const products = await topProducts(page);
  const halfStar = findProduct(products, "with a half-star rating", (product) => {
    const halves = Math.round(product.star_review * 2);
    return halves % 2 === 1 && product.count_review > 0;
  });
  const halves = Math.round(halfStar.star_review * 2);
  await page.goto(`/produk-detail?id_produk=${halfStar.id}`);
  // The navbar sits under the contact strip, then stays at the top of the window while the page scrolls.
  const navbar = page.locator("header.navbar");
  const topBefore = (await navbar.boundingBox())?.y ?? 0;
  expect(topBefore).toBeGreaterThan(0);
  await page.getByRole("region", { name: "Ulasan" }).scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(topBefore);
  await expect.poll(async () => (await navbar.boundingBox())?.y).toBe(0);
  await expect(navbar).toBeInViewport();
  if (jsOn()) await expect(navbar).toHaveClass(/navbar--scrolled/);

  const stats = page.locator(".product-detail__stats");
  const rounded = (halves / 2).toLocaleString("id-ID");
  await expect(stats.getByRole("img", { name: `Rating ${rounded} dari 5` })).toBeVisible();
  await expect(stats.locator(".star--full")).toHaveCount(Math.floor(halves / 2));
  await expect(stats.locator(".star--half")).toHaveCount(1);
  await expect(
    stats.getByRole("link", { name: `${halfStar.count_review.toLocaleString("id-ID")} ulasan` }),
  ).toHaveAttribute("href", "#ulasan");
  await expect(
    stats.getByText(`Terjual ${halfStar.total_sold.toLocaleString("id-ID")}`, { exact: true }),
  ).toBeVisible();

  // Both sections start open and fold away on their titles; the description is the product's HTML.
  const specs = section(page, "Spesifikasi");
  const description = section(page, "Deskripsi");
  await expect(specs.locator("table.spec-table tr").first()).toBeVisible();
  await expect(description.locator("p").first()).toBeVisible();
  await specs.locator("summary").click();
  await expect(specs.locator("table.spec-table")).toBeHidden();
  await description.locator("summary").click();
  await expect(description.locator("p").first()).toBeHidden();
  await description.locator("summary").click();
  await expect(description.locator("p").first()).toBeVisible();

  // The seed's one template with neither specifications nor a description.
  const bare = await productNamed(page, "Box File Plastik");
  await page.goto(`/produk-detail?id_produk=${bare.id}`);
  await expect(section(page, "Spesifikasi").getByText("Belum ada data spesifikasi", { exact: true })).toBeVisible();
  await expect(section(page, "Deskripsi").getByText("Belum ada data deskripsi", { exact: true })).toBeVisible();

  const unreviewed = findProduct(products, "without reviews", (product) => product.count_review === 0);
  await page.goto(`/produk-detail?id_produk=${unreviewed.id}`);
  await expect(
    page.getByRole("region", { name: "Ulasan" }).getByText("Tidak ada ulasan.", { exact: true }),
  ).toBeVisible();
  await expect(page.locator(".product-detail__stats").getByRole("link", { name: "0 ulasan" })).toBeVisible();
});

test("cart: empty cart 'Wah keranjang belanjamu masih kosong ..'; a changed quantity is sent on leaving the box; line image, stock, quantity unit, price and subtotal columns; quantity input minimum 1; 'Lanjut belanja'; 'Rekomendasi untuk Anda' lists the 6 best-selling products; price-negotiation info button shows tac_price_nego", async ({
  page,
  request,
}) => {
  const buyer = cartBuyer();
  const [api, setting, bestSellers] = await Promise.all([
    buyerApi(request, buyer),
    upstream.setting(request),
    upstream.products(request, 6),
  ]);
  await loginAs(page, buyer, "/keranjang-belanja");
  await expect(page).toHaveURL(/\/keranjang-belanja$/);
  await expect(page.getByText("Wah keranjang belanjamu masih kosong ..", { exact: true })).toBeVisible();
  await expect(page.locator(".cart-empty").getByRole("link")).toHaveAttribute("href", "/produk?page=1");

  // A plain-priced product, so the subtotal is the list price times the quantity.
  const product = (await api.listProducts(100)).find(
    (candidate) => candidate.promo.length === 0 && candidate.stock >= 10,
  );
  if (!product) throw new Error("the seed has no well-stocked product without a promo");
  const qty = 3;

  // The detail page's 'Nego Harga' shows the settings' negotiation terms to a logged-in buyer.
  await page.goto(`/produk-detail?id_produk=${product.id}`);
  const nego = page.locator("details.nego-info");
  const negoTerms = firstListItemText(setting.tac_price_nego);
  await expect(nego.getByText(negoTerms)).toBeHidden();
  await nego.locator("summary", { hasText: "Nego Harga" }).click();
  await expect(nego.getByText(negoTerms)).toBeVisible();

  await api.addToCart(product.id, qty);
  try {
    await page.goto("/keranjang-belanja");
    const headers = page.locator("table.cart-table thead th");
    await expect(headers).toContainText(["Produk", "Stok", "Jumlah", "Harga", "Subtotal"]);
    const row = page.locator("tr.cart-line").filter({ has: page.getByRole("rowheader", { name: product.name }) });
    await expect(row.locator(".cart-line__image img")).toHaveAttribute("src", /^\/storage\/.+/);
    await expect(row.locator(".cart-line__stock")).toHaveText(product.stock.toLocaleString("id-ID"));
    const qtyBox = row.getByLabel(`Jumlah ${product.name}`);
    await expect(qtyBox).toHaveValue(String(qty));
    await expect(qtyBox).toHaveAttribute("min", "1");
    const detail = await (await request.get(`${apiURL}/product/${product.id}`)).json();
    const unit = (detail as { data: { unit: { name: string } } }).data.unit.name;
    await expect(row.locator(".qty-form__unit")).toHaveText(unit);
    await expect(row.locator(".cart-line__price")).toContainText(rupiah(product.price));
    await expect(row.locator(".cart-line__subtotal")).toHaveText(rupiah(product.price * qty));
    // On a 1366 px screen the price stays whole: never 'Rp.' on one line and the digits on the next.
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const amount of await page.locator(".cart-line__price .price__current, .cart-line__subtotal").all())
      expect(await textLines(amount), await amount.innerText()).toBe(1);

    // A new quantity: with JavaScript leaving the box (here by Tab onto 'Ubah') sends it; without, 'Ubah'.
    await qtyBox.fill(String(qty + 1));
    if (jsOn()) await page.keyboard.press("Tab");
    else await row.getByRole("button", { name: `Ubah jumlah ${product.name}` }).click();
    await expect(row.locator(".cart-line__subtotal")).toHaveText(rupiah(product.price * (qty + 1)));

    await expect(page.getByRole("link", { name: "Lanjut belanja" })).toHaveAttribute("href", "/produk?page=1");

    // The best sellers are the API's top 6 by total_sold.
    const sold = bestSellers.map((item) => item.total_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const recommendations = page.getByRole("region", { name: "Rekomendasi untuk Anda" });
    await expect(recommendations.locator(".product-card__link")).toHaveText(bestSellers.map((item) => item.name));
  } finally {
    await api.removeFromCart(product.id);
  }
});

const rupiah = (amount: number) => `Rp. ${new Intl.NumberFormat("id-ID").format(amount)}`;

/** The visible text of an HTML fragment's first list item (the negotiation terms are a list). */
function firstListItemText(html: string): string {
  const match = /<li>([\s\S]*?)<\/li>/.exec(html);
  if (!match) throw new Error("no list item in the settings text");
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
