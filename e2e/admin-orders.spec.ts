import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { buyers, loginAs } from "./support/login";
import { loginSellerPage } from "./support/seller";

// The seller's side of an order (issue #11), JavaScript on and off: a buyer's purchase request with
// a price negotiation, the seller's round (bad input first, by keyboard), the buyer's Negosiasi tab,
// then the seller confirms. Each project has its own buyer and product.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = () => (jsOn() ? buyers.js : buyers["no-js"]);
const rupiah = (amount: number) => `Rp. ${new Intl.NumberFormat("id-ID").format(amount)}`;

/** Today's date in WITA, as the date field takes it. */
const todayWita = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function openOrder(page: Page, invoice: string) {
  await page.goto("/admin/pesanan");
  await page.getByRole("searchbox", { name: /Cari/ }).fill(invoice);
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await page.getByRole("link", { name: invoice }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pesanan ${invoice}`);
}

test("a negotiated purchase request: the seller's round, the buyer's Negosiasi tab, then confirm", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await buyerApi(request, buyer());
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 50);
  const product = products[jsOn() ? 60 : 70];
  if (!product) throw new Error("the seed has too few well-stocked products");
  const detail = await api.getProduct(product.id);
  const ask = Math.max(1, Math.floor((detail as unknown as { price: number }).price * 0.8));
  const order = await api.submitPurchaseRequest({ productId: product.id, qty: 4, priceNego: ask, partials: [2, 2] });

  await loginSellerPage(page);
  await openOrder(page, order.invoice);
  await expect(page.getByText("Menunggu").first()).toBeVisible();
  await expectNoA11yViolations(page);

  // The round by keyboard alone: a bad price and a past date answer beside their fields.
  const price = page.getByLabel(`Harga baru / unit: ${product.name}`);
  await price.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("12abc");
  const validUntil = page.getByLabel("Berlaku sampai");
  await validUntil.fill("2020-01-01");
  await validUntil.focus();
  await page.keyboard.press("Enter");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(/Harga baru harus berupa angka bulat/);
  await expect(page.getByText("Tanggal Berlaku sampai tidak boleh sebelum hari ini").first()).toBeVisible();
  await expect(price).toHaveValue("12abc");
  await expectNoA11yViolations(page);

  const counter = ask + 1000;
  await price.fill(String(counter));
  await page.getByLabel("Catatan").fill("Harga terbaik kami");
  await validUntil.fill(todayWita());
  await validUntil.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Penawaran negosiasi terkirim ke pembeli.")).toBeVisible();
  await expect(page.getByText("Penawaran Penjual").first()).toBeVisible();

  // The buyer reads the round on the Negosiasi tab, with its deadline.
  const buyerContext = await browser.newContext({ javaScriptEnabled: jsOn() });
  const buyerPage = await buyerContext.newPage();
  await loginAs(buyerPage, buyer(), `/profil/detailtransaksi?id_transaksi=${order.id}&tab=negosiasi`);
  const round = buyerPage.getByTestId("nego-round").last();
  await expect(round).toContainText("Penawaran Penjual");
  await expect(round).toContainText(rupiah(counter));
  await expect(round).toContainText("Berlaku sampai");
  await expect(round).toContainText("Harga terbaik kami");
  await expect(round).not.toContainText("Kedaluwarsa");
  await buyerContext.close();

  // Cancelling wants a reason: the dialog answers beside the field, and going back cancels nothing.
  await page.getByRole("link", { name: "Batalkan Pesanan" }).click();
  const dialog = page.getByRole("dialog", { name: "Batalkan Pesanan" });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Batalkan Pesanan" }).click();
  await expect(page.getByRole("dialog").getByLabel("Alasan pembatalan")).toHaveAccessibleDescription(
    /Alasan pembatalan wajib diisi/,
  );
  await page.getByRole("dialog").getByRole("link", { name: "Kembali" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The seller confirms; the order leaves `pending` and the form is gone.
  await page.getByRole("button", { name: "Konfirmasi Pesanan" }).click();
  await expect(page.getByText("Pesanan dikonfirmasi.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Konfirmasi Pesanan" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Kirim Penawaran Negosiasi" })).toHaveCount(0);
  await expect(page.getByTestId("log-entry").last()).toContainText(/confirmed/i);
  await page.screenshot({ path: `test-results/admin-order-${test.info().project.name}.png`, fullPage: true });
});
