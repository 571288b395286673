import type { Page } from "@playwright/test";
import { test as base } from "./test";
import { buyerApi, type BuyerApi } from "./buyer-api";
import { buyers, loginAs, type Buyer } from "./login";

// A Playwright fixture for journeys that start logged in as a buyer: `buyer` is the project's
// seeded buyer (JS on and off run side by side, each with its own cart), `buyerPage` a page already
// logged in through the login form, `buyerApi` the API as that buyer for setting up and checking.
//
//   import { test, expect } from "./support/buyer-fixture";
//   test("…", async ({ buyerPage, buyerApi }) => { … });

type BuyerFixtures = { buyer: Buyer; buyerPage: Page; buyerApi: BuyerApi };

export const test = base.extend<BuyerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
  buyer: async ({}, use, testInfo) => {
    await use(testInfo.project.name === "no-js" ? buyers["no-js"] : buyers.js);
  },
  buyerPage: async ({ page, buyer }, use) => {
    await loginAs(page, buyer);
    await use(page);
  },
  buyerApi: async ({ request, buyer }, use) => {
    await use(await buyerApi(request, buyer));
  },
});

export { expect } from "./test";
