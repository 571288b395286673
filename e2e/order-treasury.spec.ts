import sharp from "sharp";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { waitForChrome } from "./support/hydration";
import { buyers, loginAs } from "./support/login";
import { buyerHeaders } from "./support/order-setup";
import { loginSellerPage } from "./support/seller";

// The treasury's order (issue #22, decision 0120), JavaScript on and off, each project with its own
// buyer and order: a purchase request of one line in two delivery batches (made through the API, as the
// checkout page would), then every step on the pages. The seller confirms in the console, the buyer
// saves the SPK by keyboard, the seller presses 'Proses Pesanan' and dispatches batch 1, the buyer
// records it on the Penerimaan tab, batch 2 likewise; until the last receipt the payment tab says 'Anda
// belum bisa melakukan pembayaran' and the API refuses a payment (409). Then the order is payable: a
// bank transfer with its proof, accepted by the seller, and only then the Ulasan and Komplain tabs,
// through which a review and a complaint are saved.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = () => (jsOn() ? buyers.js : buyers["no-js"]);
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;
const todayWita = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const NOT_YET = "Anda belum bisa melakukan pembayaran";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const orderUrl = (id: number, tab?: string) => `/profil/detailtransaksi?id_transaksi=${id}${tab ? `&tab=${tab}` : ""}`;

async function openTab(page: Page, id: number, tab: string) {
  await page.goto(orderUrl(id, tab));
  await expect(page.getByRole("heading", { level: 1, name: "Detail Transaksi" })).toBeVisible();
  await waitForChrome(page, jsOn());
}

const tabLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Tab transaksi" }).getByRole("link", { name, exact: true });

/** A field typed into by keyboard, replacing what it held. */
async function typeIn(target: Locator, text: string) {
  await target.focus();
  await target.page().keyboard.press("ControlOrMeta+a");
  await target.page().keyboard.type(text);
}

/** Not payable yet: the tab's sentence and no chooser, and the API's answer to a payment start is 409. */
async function expectNotPayable(page: Page, request: APIRequestContext, headers: Record<string, string>, id: number) {
  await openTab(page, id, "pembayaran");
  await expect(page.getByText(NOT_YET)).toBeVisible();
  await expect(page.getByRole("group", { name: "Pilih Metode Pembayaran" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Bayar Sekarang" })).toHaveCount(0);
  const start = await request.post(`${apiURL}/transaction/payment`, {
    headers,
    form: {
      transaction_id: id,
      payment_success_url: `${test.info().project.use.baseURL}/example/bpd-payment?id_transaksi=${id}`,
      payment_service: "BPD",
    },
  });
  expect(start.status(), await start.text()).toBe(409);
  // Reviews and complaints open only once the order is paid.
  await expect(tabLink(page, "Pembayaran")).toBeVisible();
  await expect(tabLink(page, "Ulasan")).toHaveCount(0);
  await expect(tabLink(page, "Komplain")).toHaveCount(0);
}

/** The seller's console in its own browser context (its own cookie), with the project's JavaScript setting. */
async function sellerConsole(page: Page, id: number, invoice: string) {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: jsOn() });
  const seller = await context.newPage();
  await loginSellerPage(seller, `/admin/pesanan/${id}`);
  await expect(seller.getByRole("heading", { level: 1 })).toHaveText(`Pesanan ${invoice}`);
  return { seller, close: () => context.close() };
}

async function dispatch(seller: Page, batch: number, awb: string) {
  const form = seller.getByRole("form", { name: `Kirim pengiriman ${batch}` });
  // The buyer's courier is already chosen from the shop's couriers.
  await expect(form.getByLabel("Kurir").locator("option:checked")).not.toHaveText("Pilih kurir");
  await form.getByLabel("Nomor resi").fill(awb);
  await form.getByLabel("Tanggal kirim").fill(todayWita());
  await form.getByRole("button", { name: `Kirim Pengiriman ${batch}` }).click();
  await expect(seller.getByText("Pengiriman dicatat.")).toBeVisible();
  await expect(seller.getByTestId("shipment").filter({ hasText: `Pengiriman ${batch}` })).toContainText(awb);
}

/** The buyer records every unit of batch `batch` (one line: one item) on the Penerimaan tab. */
async function receive(page: Page, id: number, batch: number, name: string, byKeyboard: boolean) {
  await openTab(page, id, "penerimaan");
  // One line per batch, and the blocks are numbered over the tab: batch N's block is N.
  const form = page.getByRole("form", { name: `Penerimaan Barang ${batch} Pengiriman ${batch}` });
  await form.getByLabel("Tanggal Diterima").fill(todayWita());
  if (byKeyboard) {
    await form.getByLabel("Unit Diterima").focus();
    await page.keyboard.type("2");
    await page.keyboard.press("Tab");
    await page.keyboard.type(name);
    await page.keyboard.press("Enter");
  } else {
    await form.getByLabel("Unit Diterima").fill("2");
    await form.getByLabel("Nama Penerima").fill(name);
    await form.getByRole("button", { name: "Simpan", exact: true }).click();
  }
  await expect(page.getByText("Selamat File Anda telah dikirim")).toBeVisible();
  const block = page
    .getByRole("region", { name: `Pengiriman ${batch}`, exact: true })
    .getByTestId("receipt-block")
    .first();
  await expect(block).toContainText(name);
}

test("one order in two batches: SPK, processed, delivered and received batch by batch, then paid, reviewed and complained about", async ({
  page,
  request,
}) => {
  // Two people, a dozen page saves and as many axe scans on a shared 2-core machine.
  test.setTimeout(300_000);
  const api = await buyerApi(request, buyer());
  const headers = await buyerHeaders(request, buyer());
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 50);
  const product = products[jsOn() ? 68 : 73];
  if (!product) throw new Error("the seed has too few well-stocked products");
  const order = await api.submitPurchaseRequest({ productId: product.id, qty: 4, partials: [2, 2] });
  const { id, invoice } = order;

  // The purchase request: nothing to pay, nothing to receive yet.
  await loginAs(page, buyer(), orderUrl(id, "pembayaran"));
  await expectNotPayable(page, request, headers, id);
  await expectNoA11yViolations(page);

  // The seller confirms it in the console.
  const { seller, close } = await sellerConsole(page, id, invoice);
  await expect(seller.getByRole("button", { name: "Proses Pesanan" })).toHaveCount(0);
  await expectNoA11yViolations(seller);
  await seller.getByRole("button", { name: "Konfirmasi Pesanan" }).click();
  await expect(seller.getByText("Pesanan dikonfirmasi.")).toBeVisible();
  await expect(seller.locator(".status-badge").first()).toHaveText("confirmed");
  // Without the SPK the goods are not prepared.
  await expect(seller.getByRole("button", { name: "Proses Pesanan" })).toHaveCount(0);

  // The buyer saves the SPK, by keyboard alone: each field typed, Enter in the last one sends it.
  await openTab(page, id, "detail");
  await page.getByRole("link", { name: "Konfirmasi Transaksi" }).focus();
  await page.keyboard.press("Enter");
  const spk = page.getByRole("dialog", { name: "Konfirmasi Transaksi" });
  await expect(spk.getByLabel("Nama Satuan Kerja")).toBeVisible();
  await expectNoA11yViolations(page);
  await typeIn(spk.getByLabel("Nama Satuan Kerja"), "Bagian Umum");
  await typeIn(spk.getByLabel("Nama Kementerian/Lembaga/Pemerintahan"), "Pemerintah Kota Makassar");
  await typeIn(spk.getByLabel("Nama Paket Pekerjaan"), "Pengadaan Alat Tulis Kantor");
  await typeIn(spk.getByLabel("Tahun Anggaran"), "2026");
  await typeIn(spk.getByLabel("Sumber Dana"), "APBD");
  await typeIn(spk.getByLabel("Kode Rekening Anggaran"), "5210201001");
  await typeIn(spk.getByLabel("Pagu Anggaran"), "90000000");
  await typeIn(spk.getByLabel("Nama Pejabat"), "Hj. Sitti Rahmawati");
  await typeIn(spk.getByLabel("NIP Pejabat"), "197805152005012004");
  await typeIn(spk.getByLabel("Nama Bendahara"), "Nurdin Saleh");
  await typeIn(spk.getByLabel("NIP Bendahara"), "198011212006041007");
  await page.keyboard.press("Enter");
  const saved = page.getByRole("dialog", { name: "Berhasil" });
  await expect(saved).toContainText("Data anda telah berhasil disimpan");
  await saved.getByRole("button", { name: "Oke" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Konfirmasi Transaksi" })).toHaveCount(0);
  expect((await api.getTransaction(id)).status).toBe("process");
  await expectNotPayable(page, request, headers, id);

  // The seller prepares the goods, then dispatches batch 1. The SPK shows its roles by name, not code.
  await seller.reload();
  await expect(seller.getByText("Hj. Sitti Rahmawati (NIP 197805152005012004)")).toBeVisible();
  await expect(seller.locator("dt").filter({ hasText: /^(ppk|bendahara_\w+)$/ })).toHaveCount(0);
  await seller.getByRole("button", { name: "Proses Pesanan" }).click();
  await expect(seller.getByText("Pesanan diproses.")).toBeVisible();
  await expect(seller.locator(".status-badge").first()).toHaveText("processed");
  await expect(seller.getByRole("form", { name: "Kirim pengiriman 2" })).toBeVisible();
  await expectNoA11yViolations(seller);
  await dispatch(seller, 1, `TRS1${id}`);
  await expect(seller.locator(".status-badge").first()).toHaveText("Partial Delivery");
  await expectNotPayable(page, request, headers, id);

  // The buyer records batch 1 (by keyboard); batch 2 has not left yet.
  await openTab(page, id, "penerimaan");
  const notLeft = page.getByRole("region", { name: "Pengiriman 2", exact: true });
  await expect(notLeft).toContainText("Belum dikirim.");
  await expect(notLeft.getByRole("article")).toContainText("· akan dikirim 2");
  await expectNoA11yViolations(page);
  await receive(page, id, 1, "Andi Penerima", true);
  await expect(page.getByRole("form", { name: "Penerimaan Barang 2 Pengiriman 2" })).toHaveCount(0);
  await expectNotPayable(page, request, headers, id);

  // Batch 2 leaves: shipped, still not payable until it is received.
  await dispatch(seller, 2, `TRS2${id}`);
  await expect(seller.locator(".status-badge").first()).toHaveText("shipped");
  await expect(seller.getByRole("link", { name: "Batalkan Pesanan" })).toHaveCount(0);
  await expectNotPayable(page, request, headers, id);
  await receive(page, id, 2, "Siti Rahma", false);
  await expectNoA11yViolations(page);

  // Every batch received: payable.
  expect((await api.getTransaction(id)).status).toBe("document");
  await openTab(page, id, "pembayaran");
  await expect(page.getByText(NOT_YET)).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Pilih Metode Pembayaran" })).toBeVisible();
  await expect(tabLink(page, "Ulasan")).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A bank transfer and its proof.
  await page.getByLabel("Transfer Bank (BPD)").check();
  await page.getByRole("button", { name: "Bayar Sekarang" }).click();
  await expect(page).toHaveURL(new RegExp(`/example/bpd-payment\\?id_transaksi=${id}`));
  await page.getByRole("link", { name: "Upload Bukti Pembayaran" }).click();
  const proof = page.getByRole("dialog", { name: "Upload Bukti Pembayaran" });
  await proof.getByLabel("Atas Nama").fill("Bagian Umum Kota Makassar");
  await proof.getByLabel("Nomor Rekening").fill("1500123456789");
  await proof.getByLabel("Nama Bank").fill("Bank Sulselbar");
  await proof.getByLabel("Bukti Pembayaran").setInputFiles({ name: "bukti.png", mimeType: "image/png", buffer: PNG });
  await proof.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByRole("dialog", { name: "Berhasil" })).toContainText("Selamat File Anda telah dikirim");
  expect((await api.getTransaction(id)).status).toBe("pending_payment");

  // The seller accepts it: paid.
  await seller.reload();
  await expect(seller.getByRole("heading", { name: "Verifikasi Bukti Pembayaran" })).toBeVisible();
  await seller.getByRole("button", { name: "Terima Pembayaran" }).click();
  await expect(seller.getByText("Pembayaran diterima.")).toBeVisible();
  await expect(seller.locator(".status-badge").first()).toHaveText("paid");
  await close();
  expect((await api.getTransaction(id)).status).toBe("paid");

  // Paid: the Ulasan and Komplain tabs, and a review and a complaint saved through them.
  await openTab(page, id, "detail");
  await expect(tabLink(page, "Ulasan")).toBeVisible();
  await expect(tabLink(page, "Komplain")).toBeVisible();
  await tabLink(page, "Ulasan").click();
  await expect(page).toHaveURL(/tab=ulasan/);
  await page.getByRole("link", { name: "Tambah Ulasan", exact: true }).click();
  const review = page.getByRole("dialog", { name: "Tambah Ulasan" });
  await expect(review).toBeVisible();
  await expectNoA11yViolations(page);
  const notes = "Barang sampai lengkap dalam dua pengiriman, sesuai pesanan.";
  await review.getByRole("radio", { name: new RegExp(escapeRegExp(product.name)) }).check();
  await review.getByRole("radio", { name: "5 bintang" }).check();
  await review.getByLabel("Komentar", { exact: true }).fill(notes);
  await review.getByRole("button", { name: "Kirim Ulasan" }).click();
  await expect(page.getByText("Ulasan Anda Berhasil dikirim", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Ulasan", exact: true }).getByTestId("order-review").filter({ hasText: notes }),
  ).toHaveCount(1);
  // Its one line reviewed, nothing is left to review: no 'Tambah Ulasan', a note instead.
  await expect(page.getByRole("link", { name: "Tambah Ulasan", exact: true })).toHaveCount(0);
  await expect(page.getByText("Semua produk pada pesanan ini sudah Anda ulas.")).toBeVisible();

  await tabLink(page, "Komplain").click();
  await expect(page).toHaveURL(/tab=komplain/);
  await page.getByRole("link", { name: "Tambah Komplain", exact: true }).click();
  const complaint = page.getByRole("dialog", { name: "Tambah Komplain" });
  await expect(complaint).toBeVisible();
  await expectNoA11yViolations(page);
  const text = "Dua unit pada pengiriman kedua kemasannya penyok.";
  await complaint.getByRole("radio", { name: new RegExp(escapeRegExp(product.name)) }).check();
  await complaint.getByLabel("Keterangan Komplain").fill(text);
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();
  await complaint.getByLabel("Bukti 1", { exact: true }).setInputFiles({
    name: "kemasan.png",
    mimeType: "image/png",
    buffer: image,
  });
  await complaint.getByRole("button", { name: "Kirim Komplain" }).click();
  await expect(page.getByText("Komplain Anda Berhasil dikirim", { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Komplain", exact: true })
      .getByTestId("order-complaint")
      .filter({ hasText: text }),
  ).toHaveCount(1);
  await expectNoA11yViolations(page);
});
