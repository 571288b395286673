// A logged-in seller for e2e journeys: the demo seller's Bearer token from the API under test (to
// set up orders the console then acts on), and a page signed in through the console's login form.
// Use the fixtures (`test.extend` below) or call `loginSeller` / `loginSellerPage` from a test.
import type { APIRequestContext, Page } from "@playwright/test";
import { test as base, expect } from "./test";
import { ADMIN_LOGIN } from "../../server/db/seed/demo";

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

export type SellerSession = {
  id: number;
  username: string;
  /** `Authorization: Bearer …` for seller routes; buyer routes refuse it. */
  headers: { Authorization: string };
};

export async function loginSeller(
  request: APIRequestContext,
  login: { username: string; password: string } = ADMIN_LOGIN,
): Promise<SellerSession> {
  const response = await request.post(`${apiURL}/admin/login`, { form: login });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, seller } = ((await response.json()) as { data: { token: string; seller: { id: number } } }).data;
  return { id: seller.id, username: login.username, headers: { Authorization: `Bearer ${token}` } };
}

/** Signs in through /admin/login and waits for the console. */
export async function loginSellerPage(page: Page, redirectTo?: string): Promise<void> {
  await page.goto(redirectTo ? `/admin/login?${new URLSearchParams({ redirectTo })}` : "/admin/login");
  await page.getByLabel("Username").fill(ADMIN_LOGIN.username);
  await page.getByLabel("Kata Sandi", { exact: true }).fill(ADMIN_LOGIN.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Menu penjual" })).toBeVisible();
}

/**
 * `test` with a `seller` fixture (the demo seller's API token, logged in once per test) and a
 * `sellerPage` signed in to the console.
 */
export const test = base.extend<{ seller: SellerSession; sellerPage: Page }>({
  seller: async ({ request }, use) => {
    await use(await loginSeller(request));
  },
  sellerPage: async ({ page }, use) => {
    await loginSellerPage(page);
    await use(page);
  },
});

export { expect } from "@playwright/test";
