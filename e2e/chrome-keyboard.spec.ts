import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { upstream } from "./support/upstream";

/** Presses Tab until `isTarget` holds for the focused element; fails after `max` presses. */
async function tabTo(page: Page, description: string, isTarget: () => Promise<boolean>, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press("Tab");
    if (await isTarget()) return presses;
  }
  throw new Error(`Tab never reached ${description}`);
}

const focusedIs = (page: Page, selector: string) => () =>
  page
    .locator(selector)
    .evaluate((el) => el === document.activeElement)
    .catch(() => false);

test.describe("keyboard use of the chrome", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForChrome(page, testInfo.project.use.javaScriptEnabled !== false);
  });

  test("Tab from the top reaches the skip link, the menu, the search box and Masuk in order", async ({ page }) => {
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Langsung ke konten utama" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    const menu = await tabTo(page, "the menu button", focusedIs(page, ".category-menu__button"));
    const search = await tabTo(page, "the search box", focusedIs(page, "#cari-produk"));
    const login = await tabTo(page, "Masuk", focusedIs(page, 'a[href="/login"]'));
    expect(menu).toBeGreaterThan(0);
    expect(search).toBeGreaterThan(0);
    expect(login).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Masuk" })).toBeFocused();
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#konten")).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop is inside the main content, not the navbar.
    const insideMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main")));
    expect(insideMain).toBe(true);
  });

  test("the category sidebar opens and a category link is followed by keyboard", async ({ page, request }) => {
    const categories = await upstream.categories(request);
    const plain = categories.find((category) => category.subcategory.length === 0);
    expect(plain, "the seed needs a category without sub-categories").toBeDefined();

    await tabTo(page, "the menu button", focusedIs(page, ".category-menu__button"));
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Kategori Produk" });
    await expect(nav).toBeVisible();

    const target = nav.getByRole("link", { name: plain!.name, exact: true });
    await tabTo(page, plain!.name, () => target.evaluate((el) => el === document.activeElement));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/produk?kategori=${plain!.id}`);
  });

  test("a category with sub-categories expands to its sub-category links", async ({ page, request }) => {
    const categories = await upstream.categories(request);
    const parent = categories.find((category) => category.subcategory.length > 0);
    expect(parent, "the seed needs a category with sub-categories").toBeDefined();
    const sub = parent!.subcategory[0];

    await tabTo(page, "the menu button", focusedIs(page, ".category-menu__button"));
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Kategori Produk" });
    const group = nav.locator("summary", { hasText: parent!.name });
    await tabTo(page, parent!.name, () => group.evaluate((el) => el === document.activeElement));

    const subLink = nav.getByRole("link", { name: sub.name, exact: true });
    await expect(subLink).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(subLink).toBeVisible();
    await expect(subLink).toHaveAttribute("href", `/produk?kategori=${parent!.id}&sub_kategori=${sub.id}`);

    await expectNoA11yViolations(page);

    await page.keyboard.press("Tab");
    await expect(subLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/produk?kategori=${parent!.id}&sub_kategori=${sub.id}`);
  });

  test("the cart shows its empty state and leads to the cart page", async ({ page }, testInfo) => {
    const cart = page.locator(".cart-button");
    await tabTo(page, "the cart", () => cart.evaluate((el) => el === document.activeElement));
    await expect(cart).toHaveAccessibleName("Keranjang Saya (0)");

    if (testInfo.project.use.javaScriptEnabled === false) {
      // Without JavaScript the cart button is a plain link to the cart.
      await expect(cart).toHaveAttribute("href", "/keranjang-belanja");
      return;
    }
    await expect(cart).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(cart).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("heading", { name: "Keranjang Saya (0)" })).toBeVisible();
    await expect(page.getByText("Keranjang belanja kosong ..")).toBeVisible();
    const open = page.getByRole("link", { name: "Lihat Keranjang" });
    await expect(open).toHaveAttribute("href", "/keranjang-belanja");
    await expectNoA11yViolations(page);

    await page.keyboard.press("Escape");
    await expect(cart).toHaveAttribute("aria-expanded", "false");
    await expect(cart).toBeFocused();
  });

  test("the menu is a modal drawer with JavaScript and a disclosure without", async ({ page }, testInfo) => {
    await tabTo(page, "the menu button", focusedIs(page, ".category-menu__button"));
    const nav = page.getByRole("navigation", { name: "Kategori Produk" });

    if (testInfo.project.use.javaScriptEnabled === false) {
      const details = page.locator("details.category-menu");
      await page.keyboard.press("Enter");
      await expect(details).toHaveAttribute("open", "");
      await expect(nav).toBeVisible();
      await expectNoA11yViolations(page);
      await page.keyboard.press("Enter");
      await expect(nav).toBeHidden();
      return;
    }

    const menu = page.getByRole("button", { name: "Kategori Produk" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog", { name: "Kategori Produk" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });

  test("the scroll-to-top control takes the reader back up", async ({ page }, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled === false) {
      await expect(page.getByRole("link", { name: "Kembali ke atas" })).toHaveAttribute("href", "#top");
      return;
    }
    const button = page.getByRole("button", { name: "Kembali ke atas" });
    await expect(button).toHaveCount(0);
    await page.keyboard.press("End");
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
