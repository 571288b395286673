import type { Page } from "@playwright/test";
import { expect, test } from "./support/buyer-fixture";
import { waitForChrome } from "./support/hydration";

// The buyer's order page at a laptop's 1280 px and a phone's 375 px: the page never scrolls sideways,
// and at 1280 px the product table with its negotiated columns shows whole (not cut off in its
// scroll box) and the tab bar is one row even with all seven tabs (a paid order with rounds). On a
// phone the table scrolls in its own box and the tabs are a grid of buttons, every one on screen.

const orderUrl = (id: number) => `/profil/detailtransaksi?id_transaksi=${id}`;

/** The page's width beyond the viewport (0: no sideways scroll). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The tab links' rows (distinct tops) and whether each lies inside the viewport. */
const tabRows = (page: Page) =>
  page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLElement>(".order-tabs__list a")];
    const boxes = links.map((link) => link.getBoundingClientRect());
    return {
      rows: new Set(boxes.map((box) => Math.round(box.top))).size,
      onScreen: boxes.every((box) => box.left >= 0 && box.right <= document.documentElement.clientWidth),
    };
  });

/**
 * A seventh tab in the bar: a paid order with rounds has all of them, and none is seeded. Added after
 * hydration, which would otherwise drop a node React did not render.
 */
const addMissingTabs = async (page: Page, labels: string[]) => {
  await waitForChrome(page, test.info().project.use.javaScriptEnabled !== false);
  await page.evaluate((missing) => {
    const list = document.querySelector(".order-tabs__list");
    const model = list?.querySelector("li:last-child");
    for (const label of missing) {
      const item = model?.cloneNode(true) as HTMLElement;
      const link = item.querySelector("a");
      if (link) {
        link.textContent = label;
        link.className = "order-tabs__link";
        link.removeAttribute("aria-current");
      }
      list?.append(item);
    }
  }, labels);
};

test("the order page fits 1280 px and 375 px: its product table and tab bar are not cut off", async ({
  buyerPage: page,
  buyerApi,
}) => {
  // The widest product table: a discounted line, split into two deliveries, at a price of the buyer's
  // own (the "Pengajuan Anda" columns), on an order of this test's own.
  const discounted = (await buyerApi.listProducts(100)).filter(
    (product) => product.stock >= 50 && product.promo.length > 0,
  );
  const product = discounted[test.info().project.name === "no-js" ? 1 : 0];
  if (!product) throw new Error("the seed has too few discounted products");
  const { price } = (await buyerApi.getProduct(product.id)) as unknown as { price: number };
  const negotiated = await buyerApi.submitPurchaseRequest({
    productId: product.id,
    qty: 5,
    priceNego: price - 1000,
    partials: [2, 3],
  });
  const orders = await buyerApi.listOrders();
  const details = await Promise.all(orders.map((order) => buyerApi.getTransaction(order.id)));
  // One with a discounted line if there is one: its price cell holds screen-reader-only text, which
  // once escaped the table's scroll box and widened the page on a phone.
  const paidOrders = details.filter((order) => order.status === "paid");
  const paid = paidOrders.find((order) => order.transaction_detail.some((line) => line.discount > 0)) ?? paidOrders[0];
  if (!paid) throw new Error("the seeded buyer has no paid order");

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(orderUrl(negotiated.id));
  // The product table's scroll box (the section around it shares its name).
  const products = page.locator(".order-products .order-table__scroll");
  await expect(
    page.getByRole("columnheader", { name: /^(Harga Nego|Harga Penawaran Penjual|Harga Pengajuan Anda)$/ }),
  ).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // Every column shows: the scroll box has nothing to scroll.
  expect(await products.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  expect(await tabRows(page)).toEqual({ rows: 1, onScreen: true });

  await page.goto(orderUrl(paid.id));
  await expect(
    page.getByRole("navigation", { name: "Tab transaksi" }).getByRole("link", { name: "Ulasan" }),
  ).toBeVisible();
  await addMissingTabs(page, ["Negosiasi"]);
  await expect(page.locator(".order-tabs__list a")).toHaveCount(7);
  expect(await tabRows(page)).toEqual({ rows: 1, onScreen: true });
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(orderUrl(negotiated.id));
  await expect(products).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // The table scrolls inside its own box, which stays on screen.
  const box = await products.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect((await tabRows(page)).onScreen).toBe(true);

  await page.goto(orderUrl(paid.id));
  await addMissingTabs(page, ["Negosiasi"]);
  expect((await tabRows(page)).onScreen).toBe(true);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  // The transaction list and its profile menu on a phone: the page does not scroll sideways either.
  await page.goto("/profil/transaksi");
  await expect(page.getByRole("heading", { level: 1, name: "Daftar Transaksi" })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
