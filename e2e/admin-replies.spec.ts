import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { buyers } from "./support/login";
import { loginSellerPage } from "./support/seller";
import { REVIEWER_PASSWORD } from "../server/db/seed/demo";

// The seller's answers (issue #11), JavaScript on and off: a review's reply, a complaint's
// "Tanggapan Admin", a chat message, and a product's price and stock. Empty input answers beside the
// field first; the forms are done by keyboard.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const stamp = () => `${test.info().project.name}-${Date.now().toString(36)}`;

test("a review's reply and a complaint's Tanggapan Admin", async ({ page }) => {
  test.setTimeout(60_000);
  await loginSellerPage(page);
  // Each project answers on its own page of the list, so the two never take the same review.
  await page.goto(`/admin/ulasan?per_page=5&page=${jsOn() ? 1 : 2}`);
  await expectNoA11yViolations(page);
  const item = page
    .getByTestId("admin-review")
    .filter({ has: page.getByRole("button", { name: "Kirim Balasan" }) })
    .first();
  const field = item.getByRole("textbox");
  await field.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(field).toHaveAccessibleDescription("Balasan ulasan wajib diisi");
  const reply = `Terima kasih atas ulasannya ${stamp()}`;
  await field.focus();
  await page.keyboard.type(reply);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Balasan ulasan tersimpan.")).toBeVisible();
  await expect(page.getByText(reply)).toBeVisible();

  await page.goto("/admin/komplain");
  await expectNoA11yViolations(page);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Komplain");
  await expectNoA11yViolations(page);
  const answer = page.getByLabel("Tanggapan Admin");
  await answer.fill("");
  await page.getByRole("button", { name: /Tanggapan/ }).click();
  await expect(answer).toHaveAccessibleDescription("Tanggapan Admin wajib diisi");
  const text = `Barang pengganti kami kirim ${stamp()}`;
  await answer.fill(text);
  await page.getByRole("button", { name: /Tanggapan/ }).click();
  await expect(page.getByText("Tanggapan komplain tersimpan.")).toBeVisible();
  await expect(page.locator(".admin-message--seller")).toHaveText(text);
});

test("a chat message to a buyer", async ({ page, request }) => {
  // A seeded reviewer no buyer journey signs in as, so no unread badge elsewhere moves.
  const buyer = await buyerApi(request, { username: jsOn() ? "ulasan3" : "ulasan4", password: REVIEWER_PASSWORD });
  await loginSellerPage(page);
  await page.goto("/admin/chat");
  await expectNoA11yViolations(page);
  await page.goto(`/admin/chat/${buyer.userId}`);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Kirim pesan" }).click();
  await expect(page.getByRole("textbox", { name: "Pesan" })).toHaveAccessibleDescription("Pesan Wajib Diisi");
  const message = `Pesanan Anda dikirim besok ${stamp()}`;
  await page.getByRole("textbox", { name: "Pesan" }).fill(message);
  await page.getByRole("button", { name: "Kirim pesan" }).click();
  await expect(page.getByText("Pesan terkirim.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Percakapan" })).toContainText(message);
  // The box is empty for the next message: pressing the button again must not send this one twice.
  await expect(page.getByRole("textbox", { name: "Pesan" })).toHaveValue("");
});

test("a product's price, stock and status", async ({ page, request }) => {
  const api = await buyerApi(request, jsOn() ? buyers.js : buyers["no-js"]);
  const product = (await api.listProducts(100))[jsOn() ? 90 : 95];
  if (!product) throw new Error("the seed has too few products");
  await loginSellerPage(page);
  await page.goto(`/admin/produk?search=${encodeURIComponent(product.name)}`);
  await expectNoA11yViolations(page);
  // Names repeat in the catalogue: the row is found by the product's id in its link.
  const row = page.locator(`tr:has(a[href*="produk=${product.id}"])`);
  await row.getByRole("link", { name: `Ubah ${product.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Ubah ${product.name}` });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  const stock = dialog.getByLabel("Stok");
  await stock.fill("1,5");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByRole("dialog").getByLabel("Stok")).toHaveAccessibleDescription(
    "Stok harus berupa angka bulat",
  );
  await expect(page.getByRole("dialog").getByLabel("Stok")).toHaveValue("1,5");
  await page.getByRole("dialog").getByLabel("Stok").fill("77");
  await page.getByRole("dialog").getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Produk tersimpan.")).toBeVisible();
  await expect(row).toContainText("77");
});
