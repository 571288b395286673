import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { buyers, loginAs } from "./support/login";

// Adding to the cart from the product detail page (issue #5), JavaScript on and off: the flash on
// success, and the API's refusal past the stock in a modal with an "Oke" button.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = () => (jsOn() ? buyers.js : buyers["no-js"]);

test("add to the cart from the detail page, then past the stock", async ({ page, request }) => {
  const api = await buyerApi(request, buyer());
  // A product with little stock that no other test buys: the cart limit is easy to reach.
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 3 && product.stock <= 20);
  const product = products[jsOn() ? 0 : 1];
  if (!product) throw new Error("the seed has no product with a small stock");

  await loginAs(page, buyer(), `/produk-detail?id_produk=${product.id}`);
  await expect(page.getByRole("heading", { name: product.name, level: 1 })).toBeVisible();
  if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });
  await page.getByLabel("Jumlah", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
  await expect(page.getByText("Produk berhasil ditambahkan ke keranjang")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/produk-detail\\?id_produk=${product.id}$`));

  // The cart holds 2: asking for the whole stock again passes it.
  await page.getByLabel("Jumlah", { exact: true }).fill(String(product.stock - 1));
  await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
  const dialog = page.getByRole("dialog", { name: "Gagal menambahkan ke keranjang" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Jumlah barang di keranjang Anda sudah 2, tidak dapat menambah melebihi batas pembelian.",
  );
  await expectNoA11yViolations(page);
  await dialog.getByRole(jsOn() ? "button" : "link", { name: "Oke" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/produk-detail\\?id_produk=${product.id}$`));

  await page.goto("/keranjang-belanja");
  await expect(
    page.locator("tr.cart-line").filter({ hasText: product.name }).getByLabel(`Jumlah ${product.name}`),
  ).toHaveValue("2");
});
