import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import sharp from "sharp";
import { expectNoA11yViolations } from "./support/a11y";
import { isPaid } from "../server/contract/order-status";
import { buyerApi } from "./support/buyer-api";
import { buyers, loginAs, type Buyer } from "./support/login";
import { loginSellerPage } from "./support/seller";

// The buyer's reviews (/profil/ulasan, /profil/addulasan), JavaScript on and off. Each project has its
// own buyer and its own orders: demo (js) reviews INV/20260930/0016 and finishes INV/20260903/0001
// (its first line was reviewed by the seed); pembeli2 (no-js) reviews INV/20260930/0017 and
// INV/20261001/0018 (one line). The empty states use the address-book buyers, who have no orders.

const LIST = "/profil/ulasan";
const ADD = "/profil/addulasan";

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = (): Buyer => (jsOn() ? buyers.js : buyers["no-js"]);
/** A buyer without orders or reviews (the address-book spec's; it only touches addresses). */
const emptyBuyer = (): Buyer => ({ username: jsOn() ? "alamat1" : "alamat2", password: "rahasia123" });

// Page loads with several axe scans each, on a 2-core machine.
test.beforeEach(() => test.slow());

async function hydrated(page: Page) {
  if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });
}

/** Chooses the order through the GET form (search, then select and "Pilih"); answers its id. */
async function chooseOrder(page: Page, invoice: string): Promise<number> {
  const chooser = page.getByRole("search", { name: "Pilih pesanan" });
  await chooser.getByLabel("Cari ID Pesanan").fill(invoice.slice(-9));
  await chooser.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await chooser.getByLabel("ID Pesanan", { exact: true }).selectOption({ label: invoice });
  await chooser.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Ulas produk pesanan ${invoice}` })).toBeVisible();
  await hydrated(page);
  return Number(new URL(page.url()).searchParams.get("id_transaksi"));
}

const png = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: "#2f7d4f" } })
    .png()
    .toBuffer();

async function send(page: Page) {
  await page.getByRole("button", { name: "Kirim Ulasan" }).click();
}

const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Terdapat kesalahan pada isian" });

test("without reviews or paid orders both pages say so", async ({ page }) => {
  await loginAs(page, emptyBuyer(), LIST);
  await page.goto(LIST);
  await expect(page.getByRole("heading", { name: "Ulasan Saya", level: 1 })).toBeVisible();
  await expect(page.getByText("Anda belum memilliki Ulasan")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Tulis Ulasan" }).click();
  await expect(page.getByRole("heading", { name: "Tulis Ulasan", level: 1 })).toBeVisible();
  await expect(page.getByText("Mohon Maaf Belum Ada Data.")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("each form message, then a 4-star review with a photo shows in the list and on the product page", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const invoice = jsOn() ? "INV/20260930/0016" : "INV/20260930/0017";
  const notes = `Barang sesuai pesanan, ulasan uji ${test.info().project.name}.`;
  await loginAs(page, buyer(), ADD);
  await page.goto(ADD);
  await hydrated(page);

  // The chooser: a search with no hit, "Pilih" with no order, then the order.
  const chooser = page.getByRole("search", { name: "Pilih pesanan" });
  await chooser.getByLabel("Cari ID Pesanan").fill("tidak-ada-pesanan");
  await chooser.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(chooser.getByText("Data tidak ditemukan")).toBeVisible();
  await chooser.getByLabel("Cari ID Pesanan").fill("");
  await chooser.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(chooser.getByLabel("ID Pesanan", { exact: true }).locator("option", { hasText: invoice })).toHaveCount(
    1,
  );
  // Only paid orders are offered (other journeys pay orders of the same buyer, so the list is read now).
  const orders = await (await buyerApi(request, buyer())).listOrders();
  const offered = await chooser.getByLabel("ID Pesanan", { exact: true }).locator("option").allTextContents();
  const unpaid = orders.filter((order) => !isPaid(order.status)).map((order) => order.invoice);
  expect(unpaid.length, "the buyer has unpaid orders too").toBeGreaterThan(0);
  for (const invoice of unpaid) expect(offered).not.toContain(invoice);
  const paid = orders.filter((order) => isPaid(order.status)).map((order) => order.invoice);
  for (const label of offered) expect(["Pilih ID Pesanan", ...paid]).toContain(label);
  await chooser.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(chooser.getByText("ID Pesanan Wajib diisi")).toBeVisible();
  await expectNoA11yViolations(page);
  await chooseOrder(page, invoice);

  const comment = page.getByLabel("Komentar", { exact: true });
  if (jsOn()) await expect(comment).toBeHidden();
  else await expect(page.getByLabel("File 3")).toBeVisible();

  // Nothing chosen.
  await send(page);
  await expect(summary(page).getByRole("link", { name: "Produk Wajib Dipilih" })).toBeVisible();
  await expect(summary(page).getByRole("link", { name: "Bintang wajib diisi" })).toBeVisible();
  if (!jsOn())
    await expect(summary(page).getByRole("link", { name: "Minimal Komentar berisi sebanyak 5 huruf" })).toBeVisible();
  await expectNoA11yViolations(page);

  const products = page.getByRole("group", { name: "Produk" }).getByRole("radio");
  await expect(products).toHaveCount(2);
  await products.first().check();
  await page.getByRole("radio", { name: "4 bintang" }).check();
  await expect(comment).toBeVisible();
  if (jsOn()) {
    // One file slot, a second once the first holds a file and a comment is written (spec §5).
    await expect(page.getByLabel("File 2")).toHaveCount(0);
    await page.getByLabel("File 1").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await png() });
    await expect(page.getByLabel("File 2")).toHaveCount(0);
    await comment.fill(notes);
    await expect(page.getByLabel("File 2")).toBeVisible();
    await page.getByLabel("File 1").setInputFiles([]);
  }

  // Comment too short, then too long.
  await comment.fill("abc");
  await send(page);
  await expect(page.getByText("Minimal Komentar berisi sebanyak 5 huruf").first()).toBeVisible();
  await comment.fill("a".repeat(256));
  await send(page);
  await expect(page.getByText("Maksimal Komentar berisi sebanyak 255 huruf").first()).toBeVisible();

  // A photo over 2 MB, then a file of another type.
  await page.getByRole("radio", { name: "4 bintang" }).check();
  await products.first().check();
  await comment.fill(notes);
  const big = Buffer.concat([await png(), Buffer.alloc(2_048_001)]);
  await page.getByLabel("File 1").setInputFiles({ name: "besar.png", mimeType: "image/png", buffer: big });
  await send(page);
  await expect(page.getByText("Ukuran format Gambar anda lebih dari 2mb").first()).toBeVisible();
  await page.getByRole("radio", { name: "4 bintang" }).check();
  await products.first().check();
  await comment.fill(notes);
  await page
    .getByLabel("File 1")
    .setInputFiles({ name: "catatan.txt", mimeType: "text/plain", buffer: Buffer.from("bukan gambar") });
  await send(page);
  await expect(
    page.getByText("Format File Hanya berupa(.jpg, .png, .jpeg, .webp, .mp4, .mpeg, .mov, .3gp, .mkv, .avi)").first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  // The review.
  const productName =
    (
      await page.getByRole("group", { name: "Produk" }).locator(".review-products__name").first().textContent()
    )?.trim() ?? "";
  expect(productName).not.toBe("");
  await products.first().check();
  await page.getByRole("radio", { name: "4 bintang" }).check();
  await comment.fill(notes);
  await page
    .getByLabel("File 1")
    .setInputFiles({ name: "foto-ulasan.png", mimeType: "image/png", buffer: await png() });
  if (jsOn()) await expect(page.getByLabel("File 2")).toBeVisible();
  await send(page);

  await expect(page).toHaveURL(LIST);
  await expect(page.getByText("Ulasan Anda Berhasil dikirim")).toBeVisible();
  const card = page.locator("article.user-review");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: productName })).toBeVisible();
  await expect(card.getByText(invoice)).toBeVisible();
  await expect(card.getByRole("img", { name: "Rating 4 dari 5" })).toBeVisible();
  await expect(card.getByText(notes)).toBeVisible();
  const photo = card.getByRole("img", { name: "Foto ulasan 1" });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoA11yViolations(page);

  // On the product's page too (newest first).
  await card.getByRole("link", { name: productName }).click();
  await expect(page.getByText(notes)).toBeVisible();

  // And in the seller's console, with its photo.
  const console = await browser.newContext();
  try {
    const sellerPage = await console.newPage();
    await loginSellerPage(sellerPage, `/admin/ulasan?search=${encodeURIComponent(notes)}`);
    const review = sellerPage.getByTestId("admin-review").filter({ hasText: notes });
    const sellerPhoto = review.getByRole("img", { name: "Foto ulasan 1" });
    await expect
      .poll(() => sellerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoA11yViolations(sellerPage);
  } finally {
    await console.close();
  }
});

test("by keyboard: review the last line of an order, after which nothing is left to review", async ({ page }) => {
  test.setTimeout(120_000);
  const invoice = jsOn() ? "INV/20260903/0001" : "INV/20261001/0018";
  const notes = `Dikirim dengan papan ketik ${test.info().project.name}.`;
  await loginAs(page, buyer(), ADD);
  await page.goto(ADD);
  await hydrated(page);
  const id = await chooseOrder(page, invoice);
  // Only the line without a review is offered.
  const products = page.getByRole("group", { name: "Produk" }).getByRole("radio");
  await expect(products).toHaveCount(1);

  await products.first().focus();
  await page.keyboard.press("Space");
  await expect(products.first()).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "1 bintang" })).toBeFocused();
  await page.keyboard.press("Space");
  for (let step = 0; step < 4; step++) await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "5 bintang" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Komentar", { exact: true })).toBeFocused();
  await page.keyboard.type(notes);
  const submit = page.getByRole("button", { name: "Kirim Ulasan" });
  for (let step = 0; step < 6 && !(await submit.evaluate((button) => button === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(LIST);
  await expect(page.getByText("Ulasan Anda Berhasil dikirim")).toBeVisible();
  await expect(page.locator("article.user-review").getByText(notes)).toBeVisible();

  await page.goto(`${ADD}?id_transaksi=${id}`);
  await expect(
    page.getByText("Mohon Maaf tidak terdapat produk yang dapat di ulas pada ID pesanan diatas"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Kirim Ulasan" })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
