import { expect, test } from "./support/buyer-fixture";

// The logged-in buyer fixture: the page is the buyer's, and the API speaks for the same account.
test("the buyer fixture opens the profile area as the project's buyer", async ({ buyerPage, buyerApi }) => {
  await buyerPage.goto("/profil/beranda");
  await expect(buyerPage).toHaveURL(/\/profil\/beranda$/);
  await expect(buyerPage.getByRole("heading", { level: 1 }).first()).toBeVisible();
  expect(buyerApi.userId).toBeGreaterThan(0);
});
