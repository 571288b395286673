import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi, type BuyerApi } from "./support/buyer-api";
import { buyers, loginAs } from "./support/login";
import { buyerHeaders, payableOrder } from "./support/order-setup";
import { loginSeller, loginSellerPage } from "./support/seller";

// Paying an order (issue #12), JavaScript on and off, each project with its own buyer and orders
// (set up through the API to `document`: confirmed, SPK saved, every batch delivered and received, as
// the treasury pays only for goods received, decision 0120): a bank transfer whose first proof the
// seller rejects in the console and whose second it accepts; a card payment through the Doku
// simulator; one left to expire, then paid after choosing a method again; and one the provider
// refuses, which the status page calls a failure, not an expiry.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = () => (jsOn() ? buyers.js : buyers["no-js"]);
const rupiah = (amount: number) => `Rp. ${new Intl.NumberFormat("id-ID").format(amount)}`;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Orders of one product each, confirmed, SPK saved, delivered and received: ready to pay. */
async function documentOrders(request: APIRequestContext, api: BuyerApi, picks: number[]) {
  // One login each: a password check is slow on the shared machine.
  const [seller, headers, listed] = await Promise.all([
    loginSeller(request),
    buyerHeaders(request, buyer()),
    api.listProducts(100),
  ]);
  const products = listed.filter((product) => product.stock >= 50);
  const orders = [];
  for (const pick of picks) {
    const product = products[(jsOn() ? 64 : 74) + pick];
    if (!product) throw new Error("the seed has too few well-stocked products");
    const order = await api.submitPurchaseRequest({ productId: product.id, qty: 2 });
    await payableOrder(request, seller, headers, order.id);
    orders.push(order);
  }
  return orders;
}

async function chooseMethod(page: Page, orderId: number, method: "BPD" | "Doku") {
  await page.goto(`/profil/detailtransaksi?id_transaksi=${orderId}&tab=pembayaran`);
  // By keyboard: Space picks the method, Enter on the button starts the payment.
  const choice = page.getByLabel(method === "BPD" ? "Transfer Bank (BPD)" : "Kartu Kredit / E-Wallet (Doku)");
  await choice.focus();
  await page.keyboard.press("Space");
  await expect(choice).toBeChecked();
  await page.getByRole("button", { name: "Bayar Sekarang" }).focus();
  await page.keyboard.press("Enter");
}

async function sellerDecides(browser: Browser, invoice: string, orderId: number, decide: "reject" | "accept") {
  const context = await browser.newContext({ javaScriptEnabled: jsOn() });
  const seller = await context.newPage();
  await loginSellerPage(seller, `/admin/pesanan/${orderId}`);
  await expect(seller.getByRole("heading", { level: 1 })).toHaveText(`Pesanan ${invoice}`);
  if (decide === "accept") {
    await seller.getByRole("button", { name: "Terima Pembayaran" }).click();
    await expect(seller.getByText("Pembayaran diterima.")).toBeVisible();
  } else {
    await seller.getByRole("link", { name: "Tolak Bukti" }).click();
    const dialog = seller.getByRole("dialog", { name: "Tolak Bukti Pembayaran" });
    await dialog.getByLabel("Catatan penolakan").fill("Nominal pada bukti tidak sesuai");
    await dialog.getByRole("button", { name: "Tolak Bukti" }).click();
    await expect(seller.getByText("Bukti pembayaran ditolak.")).toBeVisible();
  }
  await context.close();
}

test("a bank transfer: a rejected proof, then an accepted one, and the order is paid", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const api = await buyerApi(request, buyer());
  const [order] = await documentOrders(request, api, [0]);
  if (!order) throw new Error("no order");
  const total = (await api.getTransaction(order.id)).grand_total;

  await loginAs(page, buyer(), `/profil/detailtransaksi?id_transaksi=${order.id}&tab=pembayaran`);
  await expect(page.getByRole("group", { name: "Pilih Metode Pembayaran" })).toBeVisible();
  await expectNoA11yViolations(page);
  await chooseMethod(page, order.id, "BPD");
  await expect(page).toHaveURL(new RegExp(`/example/bpd-payment\\?id_transaksi=${order.id}`));
  const facts = page.getByTestId("bpd-facts");
  await expect(facts).toContainText(order.invoice);
  await expect(facts).toContainText("bank transfer");
  await expect(facts).toContainText("WITA");
  await expect(page.getByTestId("bpd-total")).toHaveText(rupiah(total));
  await expect(page.getByRole("heading", { name: "Pembayaran melalui QRIS" })).toBeVisible();
  // The QRIS payload as a QR image drawn on the server (with JavaScript off too), its text beside it.
  const qr = page.getByRole("img", { name: `Kode QRIS pembayaran ${order.invoice}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/Kode QRIS: 000201/)).toBeVisible();
  // The buyer-data block is laid out as the order pages' facts are, not as a bare list.
  await expect(facts).toHaveCSS("display", "flex");
  await expect(page.getByRole("heading", { name: "Pembayaran melalui Virtual Account" })).toBeVisible();
  await expectNoA11yViolations(page);

  // The status page's pending view, then back to the bank page.
  await page.goto(`/profil/respon?id=${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Menunggu Pembayaran" })).toBeVisible();
  for (const text of [order.invoice, "BPD", rupiah(total), "WITA"])
    await expect(page.getByRole("main")).toContainText(text);
  await expect(page.getByRole("link", { name: "Kembali ke Detail Transaksi" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`/example/bpd-payment?id_transaksi=${order.id}`);

  // The upload dialog by keyboard: the empty form first.
  await page.getByRole("link", { name: "Upload Bukti Pembayaran" }).click();
  let dialog = page.getByRole("dialog", { name: "Upload Bukti Pembayaran" });
  await expect(dialog.getByLabel("Atas Nama")).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Atas Nama").focus();
  await page.keyboard.press("Enter");
  dialog = page.getByRole("dialog", { name: "Upload Bukti Pembayaran" });
  await expect(dialog.getByRole("alert").first()).toContainText("mohon untuk mengisi data terlebih dahulu");
  await expect(dialog.getByLabel("Atas Nama")).toHaveAccessibleDescription(/Atas Nama Wajib Diisi/);
  await expect(dialog.getByLabel("Bukti Pembayaran")).toHaveAccessibleDescription(
    /Anda belum Memasukkan Bukti Pembayaran/,
  );

  const fill = async () => {
    const form = page.getByRole("dialog", { name: "Upload Bukti Pembayaran" });
    await form.getByLabel("Atas Nama").fill("Budi Santoso");
    await form.getByLabel("Nomor Rekening").fill("0012345678");
    await form.getByLabel("Nama Bank").fill("BPD Bali");
    return form;
  };
  // An HTML file named .jpg: refused by its content.
  let form = await fill();
  await form.getByLabel("Bukti Pembayaran").setInputFiles({
    name: "bukti.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<html><body>bukan gambar</body></html>"),
  });
  await form.getByRole("button", { name: "Kirim" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Upload Bukti Pembayaran" })
      .getByText("Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)")
      .first(),
  ).toBeVisible();
  // Over 2,048,000 bytes.
  form = await fill();
  await form.getByLabel("Bukti Pembayaran").setInputFiles({
    name: "bukti.png",
    mimeType: "image/png",
    buffer: Buffer.concat([PNG, Buffer.alloc(2_048_001 - PNG.length)]),
  });
  await form.getByRole("button", { name: "Kirim" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Upload Bukti Pembayaran" })
      .getByText("Ukuran format Gambar anda lebih dari 2mb")
      .first(),
  ).toBeVisible();

  const sendProof = async () => {
    const proof = await fill();
    await proof.getByLabel("Bukti Pembayaran").setInputFiles({ name: "bukti.png", mimeType: "image/png", buffer: PNG });
    await proof.getByRole("button", { name: "Kirim" }).click();
    const sent = page.getByRole("dialog", { name: "Berhasil" });
    await expect(sent).toContainText("Selamat File Anda telah dikirim");
    await expectNoA11yViolations(page);
    await sent.getByRole("link", { name: "Oke" }).click();
    await expect(page).toHaveURL(/tab=pembayaran/);
  };
  await sendProof();
  await expect(page.getByTestId("payment-status")).toHaveText("Bukti Sedang Diperiksa");

  // The seller rejects it: the buyer reads the note and sends a second proof.
  await sellerDecides(browser, order.invoice, order.id, "reject");
  await page.reload();
  await expect(page.getByText("Nominal pada bukti tidak sesuai")).toBeVisible();
  await page.getByRole("link", { name: "Upload Bukti Pembayaran" }).click();
  // The second proof starts from the first one's account: nothing to type again.
  const again = page.getByRole("dialog", { name: "Upload Bukti Pembayaran" });
  await expect(again.getByLabel("Atas Nama")).toHaveValue("Budi Santoso");
  await expect(again.getByLabel("Nomor Rekening")).toHaveValue("0012345678");
  await expect(again.getByLabel("Nama Bank")).toHaveValue("BPD Bali");
  await sendProof();

  await sellerDecides(browser, order.invoice, order.id, "accept");
  expect((await api.getTransaction(order.id)).status).toBe("paid");
  await page.goto(`/profil/respon?id=${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Terima Kasih" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Atas Nama/ })).toContainText("Budi Santoso");
  await expectNoA11yViolations(page);
  const proofHref = await page.getByRole("link", { name: /Lihat bukti transfer/ }).getAttribute("href");
  const proof = await page.request.get(proofHref ?? "");
  expect(proof.status()).toBe(200);
  expect(proof.headers()["content-type"]).toBe("image/png");
  expect(proof.headers()["cache-control"]).toContain("private");
});

test("a card payment through the Doku simulator, and one that expires and is paid after choosing again", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await buyerApi(request, buyer());
  const [paid, expiring] = await documentOrders(request, api, [1, 2]);
  if (!paid || !expiring) throw new Error("no orders");

  await loginAs(page, buyer(), `/profil/detailtransaksi?id_transaksi=${paid.id}&tab=pembayaran`);
  await chooseMethod(page, paid.id, "Doku");
  await expect(page.getByRole("button", { name: "Bayar", exact: true })).toBeVisible();
  // Doku knows each attempt by its own invoice: the order's, dashed, with the attempt number.
  await expect(page.getByText(`${paid.invoice.replaceAll("/", "-")}-1`)).toBeVisible();
  // Left open, the order's tab offers the provider's page again, with the how-to-pay panel.
  const simulator = page.url();
  await page.goto(`/profil/detailtransaksi?id_transaksi=${paid.id}&tab=pembayaran`);
  await expect(page.getByRole("heading", { name: "Cara Pembayaran" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Bayar Sekarang/ })).toHaveAttribute("href", simulator);
  await page.getByRole("link", { name: /Bayar Sekarang/ }).click();
  await page.getByRole("button", { name: "Bayar", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Berhasil" })).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Berhasil");
  await expectNoA11yViolations(page);
  expect((await api.getTransaction(paid.id)).status).toBe("paid");

  // Left to expire: the apology, then the overdue notice and the chooser on the order.
  await chooseMethod(page, expiring.id, "Doku");
  await page.getByRole("button", { name: "Biarkan kedaluwarsa" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Kedaluwarsa" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`/profil/detailtransaksi?id_transaksi=${expiring.id}&tab=pembayaran`);
  await expect(page.getByText("Batas waktu pembayaran Anda telah berakhir.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Hubungi admin untuk membuat ulang metode pembayaran" })).toHaveAttribute(
    "href",
    `/profil/chat?invoice=${encodeURIComponent(expiring.invoice)}`,
  );
  await expectNoA11yViolations(page);
  await chooseMethod(page, expiring.id, "Doku");
  await page.getByRole("button", { name: "Bayar", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Berhasil" })).toBeVisible();
  expect((await api.getTransaction(expiring.id)).status).toBe("paid");
});

test("a card payment the provider refuses: the status page says it failed, not expired, and the buyer pays again", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await buyerApi(request, buyer());
  // The product of the bank-transfer test: another order of it, as stocked as it is.
  const [order] = await documentOrders(request, api, [0]);
  if (!order) throw new Error("no order");

  await loginAs(page, buyer(), `/profil/detailtransaksi?id_transaksi=${order.id}&tab=pembayaran`);
  await chooseMethod(page, order.id, "Doku");
  await page.getByRole("button", { name: "Gagalkan" }).click();
  await expect(page).toHaveURL(/\/profil\/respon\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Gagal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pembayaran Kedaluwarsa" })).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText(order.invoice);
  await expect(page.getByRole("main")).toContainText("gagal diproses");
  await expectNoA11yViolations(page);
  expect((await api.getTransaction(order.id)).status).toBe("payment_failed");

  // The way back: the order's payment tab, whose chooser starts a new payment that succeeds.
  await page.getByRole("link", { name: "Bayar Kembali" }).click();
  await expect(page).toHaveURL(new RegExp(`id_transaksi=${order.id}.*tab=pembayaran`));
  await expect(page.getByRole("group", { name: "Pilih Metode Pembayaran" })).toBeVisible();
  await expect(page.getByText("Anda belum bisa melakukan pembayaran")).toHaveCount(0);
  await expectNoA11yViolations(page);
  await chooseMethod(page, order.id, "Doku");
  await page.getByRole("button", { name: "Bayar", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran Berhasil" })).toBeVisible();
  expect((await api.getTransaction(order.id)).status).toBe("paid");
});
