import { expect, type Page } from "@playwright/test";

export type Buyer = { username: string; password: string };

/** Seeded buyers; the two projects (JS on and off) run side by side, so each gets its own cart. */
export const buyers = {
  js: { username: "demo", password: "demo12345" },
  "no-js": { username: "pembeli2", password: "rahasia123" },
} as const satisfies Record<string, Buyer>;

/** Logs in through the login form and waits until the shop answers as a logged-in page. */
export async function loginAs(page: Page, buyer: Buyer, redirectTo = "/"): Promise<void> {
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await page.getByLabel("Email atau Username").fill(buyer.username);
  await page.getByLabel("Kata Sandi", { exact: true }).fill(buyer.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  // Signing in hashes the password on purpose slowly; a busy 2-core machine may take a while.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}
