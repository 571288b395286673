import fs from "node:fs/promises";
import type { APIRequestContext, Download, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { buyers, loginAs, type Buyer } from "./support/login";
import { loginSellerPage } from "./support/seller";

// Goods receipt (issue #13), JavaScript on (buyer demo, INV/20261002/0031) and off (buyer pembeli2,
// INV/20261002/0032): seeded processed orders (SPK saved, not paid: payment follows receipt) whose
// paper line is split 6 + 4 over two batches (server/db/seed/orders.ts). The seller console dispatches both batches; the buyer records
// batch 1 with two documents, updates it with a third, records batch 2, downloads the documents and
// the four exports (Word and PDF); wrong files get the spec's messages and store nothing.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = (): Buyer => (jsOn() ? buyers.js : buyers["no-js"]);
const invoice = () => (jsOn() ? "INV/20261002/0031" : "INV/20261002/0032");
/** A pending order of the same buyer: not yet confirmed. */
const pendingInvoice = () => (jsOn() ? "INV/20260910/0003" : "INV/20260923/0009");
const todayWita = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

const SAVED = "Selamat File Anda telah dikirim";
const FORMAT = "Format File Hanya berupa(.docx, .doc, .pdf)";
const SIZE = "Ukuran format File anda lebih dari 2mb";

/** A small but well-formed PDF (the API checks the bytes, not the name). */
function pdf(name: string) {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}
/** A Windows program renamed to .pdf. */
const renamedExe = () => ({
  name: "program.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2048)]),
});
/** Three megabytes that start like a PDF. */
const tooLarge = () => ({
  name: "besar.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3_000_000, 0x20)]),
});

async function orderId(request: APIRequestContext, who: Buyer, wanted: string): Promise<number> {
  const login = await request.post(`${apiURL}/customer/login`, {
    form: { email: who.username, password: who.password },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const list = await request.get(
    `${apiURL}/transaction/list-transaction/${user.id}?${new URLSearchParams({ search: wanted })}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(list.ok()).toBe(true);
  const rows = ((await list.json()) as { data: { data: { id: number; invoice: string }[] } }).data.data;
  const id = rows.find((row) => row.invoice === wanted)?.id;
  expect(id, `${wanted} is ${who.username}'s`).toBeDefined();
  return id!;
}

const receiptTab = (id: number) => `/profil/detailtransaksi?id_transaksi=${id}&tab=penerimaan`;
const shipment = (page: Page, batch: number) => page.getByRole("region", { name: `Pengiriman ${batch}`, exact: true });
const receiptForm = (page: Page, item: number, batch: number) =>
  page.getByRole("form", { name: `Penerimaan Barang ${item} Pengiriman ${batch}` });
const documentsOf = (page: Page, item: number, batch: number) =>
  shipment(page, batch)
    .getByRole("list", { name: `Dokumen Penerimaan Barang ${item}` })
    .getByRole("link");

async function openReceiptTab(page: Page, id: number) {
  await page.goto(receiptTab(id));
  await waitForChrome(page, jsOn());
  await expect(page.getByRole("heading", { name: "Penerimaan", exact: true })).toBeVisible();
}

/** Presses Tab until the locator has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

/** Fills the three fields of a receipt form (the date by fill: a date box's segments are locale-typed). */
async function fillReceipt(form: Locator, units: string, name: string) {
  await form.getByLabel("Tanggal Diterima").fill(todayWita());
  await form.getByLabel("Unit Diterima").fill(units);
  await form.getByLabel("Nama Penerima").fill(name);
}

async function firstBytes(download: Download, count: number): Promise<Buffer> {
  const file = await download.path();
  const handle = await fs.open(file, "r");
  try {
    const buffer = Buffer.alloc(count);
    await handle.read(buffer, 0, count, 0);
    return buffer;
  } finally {
    await handle.close();
  }
}

/** A Word file: a .docx body (a ZIP) or the old binary format (an OLE compound file). */
const isWord = (bytes: Buffer) =>
  bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ||
  bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));

async function dispatch(page: Page, batch: number, awb: string, byKeyboard: boolean) {
  const form = page.getByRole("form", { name: `Kirim pengiriman ${batch}` });
  // The buyer's courier comes chosen (the shop's couriers, the buyer's first): only the rest is typed.
  await expect(form.getByLabel("Kurir").locator("option:checked")).toHaveText("Jalur Nugraha Ekakurir (JNE)");
  if (byKeyboard) {
    await form.getByLabel("Nomor resi").focus();
    await page.keyboard.type(awb);
    await form.getByLabel("Tanggal kirim").fill(todayWita());
    await form.getByLabel("Tanggal kirim").focus();
    await page.keyboard.press("Enter");
  } else {
    await form.getByLabel("Kurir").selectOption("JNE");
    await form.getByLabel("Nomor resi").fill(awb);
    await form.getByLabel("Tanggal kirim").fill(todayWita());
    await form.getByRole("button", { name: "Kirim" }).click();
  }
  await expect(page.getByText("Pengiriman dicatat.")).toBeVisible();
  await expect(page.getByTestId("shipment").filter({ hasText: `Pengiriman ${batch}` })).toContainText(awb);
}

test("the seller dispatches two batches; the buyer records, updates and downloads their documents", async ({
  page,
  request,
}) => {
  // Two logins, a dozen posts with files, ten downloads and five axe scans on a shared 2-core machine.
  test.setTimeout(240_000);
  const id = await orderId(request, buyer(), invoice());
  const pendingId = await orderId(request, buyer(), pendingInvoice());
  const suffix = jsOn() ? "JS" : "NOJS";

  // Before anything left the seller: the two empty states.
  await loginAs(page, buyer(), "/profil/beranda");
  await openReceiptTab(page, pendingId);
  await expect(page.getByText("Pesanan Anda Belum di Konfirmasi")).toBeVisible();
  await openReceiptTab(page, id);
  await expect(page.getByText("Pesanan Anda Belum memasuki proses pengiriman")).toBeVisible();
  await expect(page.getByRole("form", { name: /Penerimaan Barang/ })).toHaveCount(0);

  // The seller console (its own cookie, beside the buyer's) dispatches both batches.
  await loginSellerPage(page, `/admin/pesanan/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pesanan ${invoice()}`);
  await dispatch(page, 1, `RCPT1${suffix}`, true);
  await dispatch(page, 2, `RCPT2${suffix}`, false);

  // Batch 1, paper: empty, then a 3 MB file, then a program renamed .pdf: each the spec's message.
  await openReceiptTab(page, id);
  await expect(shipment(page, 1)).toContainText(`RCPT1${suffix}`);
  await expect(shipment(page, 2)).toContainText(`RCPT2${suffix}`);
  await expectNoA11yViolations(page);
  await expect(shipment(page, 1).getByRole("article")).toHaveCount(2);
  await expect(shipment(page, 1).getByRole("article").first()).toContainText("Kertas HVS F4 80 gsm · dikirim 6");
  let form = receiptForm(page, 1, 1);
  await form.getByLabel("Nama Penerima").focus();
  await tabTo(page, form.getByRole("button", { name: "Simpan", exact: true }));
  await page.keyboard.press("Enter");
  form = receiptForm(page, 1, 1);
  await expect(form.getByLabel("Tanggal Diterima")).toHaveAccessibleDescription("Tanggal Diterima Wajib Diisi");
  await expect(form.getByLabel("Unit Diterima")).toHaveAccessibleDescription(/Unit Diterima Wajib Diisi/);
  await expect(form.getByLabel("Nama Penerima")).toHaveAccessibleDescription("Nama Penerima Wajib Diisi");
  await expectNoA11yViolations(page);

  await fillReceipt(form, "6", "Andi Wijaya");
  await form.getByLabel("Receipt Kwitansi Pembayaran").setInputFiles(tooLarge());
  if (jsOn()) {
    // Refused as it is chosen, and the input is cleared.
    await expect(form.getByLabel("Receipt Kwitansi Pembayaran")).toHaveAccessibleDescription(SIZE);
    await expect(form.getByLabel("Receipt Kwitansi Pembayaran")).toHaveValue("");
  } else {
    await form.getByRole("button", { name: "Simpan", exact: true }).click();
    form = receiptForm(page, 1, 1);
    await expect(form.getByLabel("Receipt Kwitansi Pembayaran")).toHaveAccessibleDescription(SIZE);
    // The typed values come back; the file does not.
    await expect(form.getByLabel("Nama Penerima")).toHaveValue("Andi Wijaya");
    await expect(form.getByLabel("Receipt Kwitansi Pembayaran")).toHaveValue("");
  }

  await fillReceipt(form, "6", "Andi Wijaya");
  await form.getByLabel("SPK Surat Pesanan").setInputFiles(renamedExe());
  await form.getByRole("button", { name: "Simpan", exact: true }).click();
  form = receiptForm(page, 1, 1);
  await expect(form).toContainText(FORMAT);
  await expect(form.getByLabel("Nama Penerima")).toHaveValue("Andi Wijaya");
  // Nothing was stored: still the create form, no document listed.
  await expect(form.getByRole("button", { name: "Simpan", exact: true })).toBeVisible();
  await expect(documentsOf(page, 1, 1)).toHaveCount(0);

  // Batch 1 with two documents.
  await fillReceipt(form, "6", "Andi Wijaya");
  await form.getByLabel("SPK Surat Pesanan").setInputFiles(pdf("spk-ditandatangani.pdf"));
  await form.getByLabel("Receipt Kwitansi Pembayaran").setInputFiles(pdf("kwitansi.pdf"));
  await form.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(documentsOf(page, 1, 1)).toHaveCount(2);
  await expect(documentsOf(page, 1, 1).first()).toHaveText("SPK Surat Pesanan: spk-ditandatangani.pdf");

  // The update form: its button only once a file is chosen (always there without JavaScript).
  form = receiptForm(page, 1, 1);
  await expect(form.getByLabel("Nama Penerima")).toHaveValue("Andi Wijaya");
  const update = form.getByRole("button", { name: "Simpan Perubahan" });
  if (jsOn()) {
    await expect(update).toHaveCount(0);
  } else {
    await update.click();
    form = receiptForm(page, 1, 1);
    await expect(form).toContainText("mohon untuk mengisi data terlebih dahulu");
  }
  await form.getByLabel("Invoice Surat Tagihan").setInputFiles(pdf("invoice.pdf"));
  await form.getByRole("button", { name: "Simpan Perubahan" }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(documentsOf(page, 1, 1)).toHaveCount(3);
  await expectNoA11yViolations(page);

  // Batch 2 by keyboard alone (the file through the chooser's input).
  await expect(shipment(page, 2).getByRole("article")).toContainText("Kertas HVS F4 80 gsm · dikirim 4");
  // Blocks are numbered over the tab: batch 1 holds blocks 1 and 2, so batch 2's is 3.
  form = receiptForm(page, 3, 2);
  await form.getByLabel("Tanggal Diterima").fill(todayWita());
  await form.getByLabel("Unit Diterima").focus();
  await page.keyboard.type("4");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Siti Rahma");
  await form.getByLabel("Bast").setInputFiles(pdf("bast-kedua.pdf"));
  await tabTo(page, form.getByRole("button", { name: "Simpan", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(documentsOf(page, 3, 2)).toHaveText(["Bast: bast-kedua.pdf"]);

  // A stored document comes back as it went, as a download.
  const [stored] = await Promise.all([page.waitForEvent("download"), documentsOf(page, 3, 2).first().click()]);
  expect(stored.suggestedFilename()).toBe("bast-kedua.pdf");
  expect((await firstBytes(stored, 5)).toString()).toBe("%PDF-");

  // The four exports of batch 1, Word and PDF.
  for (const kind of ["spk", "invoice", "bast", "receipt"]) {
    for (const format of ["doc", "pdf"] as const) {
      const link = shipment(page, 1).getByRole("link", { name: `Template_${kind}.${format} Pengiriman 1` });
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(`Template_${kind}.${format}`);
      const bytes = await firstBytes(download, 5);
      if (format === "pdf") expect(bytes.toString()).toBe("%PDF-");
      else expect(isWord(bytes), `Template_${kind}.doc starts like a Word file`).toBe(true);
    }
  }

  // Each save is on the order's timeline.
  await page.goto(`/profil/detailtransaksi?id_transaksi=${id}&tab=timeline`);
  const log = page.getByTestId("log-entry");
  await expect(log.filter({ hasText: "Penerimaan barang dicatat: Kertas HVS F4 80 gsm (Pengiriman 1)" })).toHaveCount(
    1,
  );
  await expect(
    log.filter({ hasText: "Penerimaan barang diperbarui: Kertas HVS F4 80 gsm (Pengiriman 1)" }),
  ).toHaveCount(1);
  await expect(log.filter({ hasText: "Penerimaan barang dicatat: Kertas HVS F4 80 gsm (Pengiriman 2)" })).toHaveCount(
    1,
  );

  // Another's document, or none, is a 404 through the buyer's route.
  expect((await page.request.get("/profil/penerimaan/dokumen/999999")).status()).toBe(404);

  // The seller console shows the receipts and serves their documents.
  await page.goto(`/admin/pesanan/${id}`);
  const receipts = page.getByRole("region", { name: "Penerimaan Barang" });
  await expect(receipts).toContainText("Andi Wijaya");
  await expect(receipts).toContainText("Siti Rahma");
  await expect(receipts.getByRole("link")).toHaveCount(4);
  await expect(receipts.getByTestId("receipt").filter({ hasText: "Pengiriman 2" })).toContainText("Siti Rahma");
  await expectNoA11yViolations(page);
  const [sellerCopy] = await Promise.all([
    page.waitForEvent("download"),
    receipts.getByRole("link", { name: /invoice\.pdf/ }).click(),
  ]);
  expect(sellerCopy.suggestedFilename()).toBe("invoice.pdf");
  expect((await firstBytes(sellerCopy, 5)).toString()).toBe("%PDF-");
});
