import { expect, test } from "./support/test";
import { ADMIN_LOGIN } from "../server/db/seed/demo";
import { expectNoA11yViolations } from "./support/a11y";
import { buyers, loginAs } from "./support/login";
import { loginSellerPage } from "./support/seller";

// The seller console's sign-in (issue #11): login by keyboard, bad input beside the field, logout,
// and the two sessions kept apart: a buyer's cookie opens no admin page, a seller's no buyer page.

const ADMIN_PAGES = [
  "/admin/pesanan",
  "/admin/pesanan/1",
  "/admin/produk",
  "/admin/ulasan",
  "/admin/komplain",
  "/admin/komplain/1",
  "/admin/chat",
  "/admin/chat/1",
];
const BUYER_PAGES = ["/profil/beranda", "/profil/transaksi", "/profil/chat", "/checkout"];

const buyerOf = () => (test.info().project.name === "no-js" ? buyers["no-js"] : buyers.js);

test("a seller signs in by keyboard, bad input shows beside the field, and signs out", async ({ page }) => {
  await page.goto("/admin/pesanan");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpesanan$/);
  await expect(page.getByRole("heading", { level: 1, name: "Masuk Penjual" })).toBeVisible();
  await expectNoA11yViolations(page);

  // Nothing typed: each message beside its field, reachable from the field.
  const username = page.getByLabel("Username");
  await username.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Kata Sandi", { exact: true })).toBeFocused();
  await page.keyboard.type(ADMIN_LOGIN.password);
  await page.keyboard.press("Enter");
  await expect(username).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await username.getAttribute("aria-describedby")}`)).toHaveText(
    "Username tidak boleh kosong",
  );
  await expectNoA11yViolations(page);

  await username.focus();
  await page.keyboard.type(ADMIN_LOGIN.username);
  await page.keyboard.press("Tab");
  // The password was not sent back: typed again, as a browser would ask anyway.
  await expect(page.getByLabel("Kata Sandi", { exact: true })).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(ADMIN_LOGIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/pesanan$/);
  await expect(page.getByRole("navigation", { name: "Menu penjual" })).toBeVisible();
  await expectNoA11yViolations(page);

  // The login page is for a seller not signed in yet.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/pesanan$/);

  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/produk");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
});

test("a buyer's session opens no admin page", async ({ page }) => {
  await loginAs(page, buyerOf(), "/profil/beranda");
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login/);
  }
  // And signing in there does not give the buyer's cookie a seller's rights elsewhere.
  await page.goto("/profil/beranda");
  await expect(page).toHaveURL(/\/profil\/beranda/);
});

test("a seller's session opens no buyer page", async ({ page }) => {
  await loginSellerPage(page);
  for (const path of BUYER_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login\?redirectTo=/);
  }
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "__admin")?.path).toBe("/admin");
  expect(cookies.some((cookie) => cookie.name === "__session")).toBe(false);
});
