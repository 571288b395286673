import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";

for (const path of ["/xyz", "/produk-lama/123/abc"]) {
  test(`${path} answers 404 with a bare page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    // Bare: none of the shop's chrome.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page).toHaveTitle("404");
    await expectNoA11yViolations(page);
  });
}
