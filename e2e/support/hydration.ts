import type { Page } from "@playwright/test";

/**
 * With JavaScript the chrome swaps its no-JS controls for scripted ones once React has
 * hydrated; keyboard journeys start after that so keys reach the final controls.
 */
export async function waitForChrome(page: Page, javaScriptEnabled: boolean): Promise<void> {
  const selector = javaScriptEnabled ? "button.category-menu__button" : "summary.category-menu__button";
  await page.locator(selector).waitFor({ state: "attached" });
}
