import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import sharp from "sharp";
import { expectNoA11yViolations } from "./support/a11y";
import { loginAs } from "./support/login";
import { loginSellerPage } from "./support/seller";

// Complaints (/profil/komplain, /profil/addkomplain, /profil/detailkomplain), JavaScript on and off.
// Each project has its own buyer and its own paid order with nothing complained about yet: demo files
// on INV/20260930/0016 (JS), pembeli2 on INV/20260930/0017 (no JS).

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const plan = () =>
  jsOn()
    ? {
        buyer: { username: "demo", password: "demo12345" },
        invoice: "INV/20260930/0016",
        first: "Flashdisk 64 GB",
        second: "Sabun Cuci Tangan 500 ml",
      }
    : {
        buyer: { username: "pembeli2", password: "rahasia123" },
        invoice: "INV/20260930/0017",
        first: "Masker Medis 3 Lapis",
        second: "Lampu LED 18 Watt",
      };

const LIST = "/profil/komplain";
const ADD = "/profil/addkomplain";

test.beforeEach(() => test.slow());

async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a71313" } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

async function openAdd(page: Page, path = ADD) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Tambah Komplain", level: 1 })).toBeVisible();
  if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });
}

async function chooseOrder(page: Page, invoice: string) {
  await page.getByRole("link", { name: new RegExp(invoice.replaceAll("/", "\\/")) }).click();
  await expect(
    page.getByRole("link", { name: new RegExp(`${invoice.replaceAll("/", "\\/")}.*Dipilih`) }),
  ).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("group", { name: `Produk pada ${invoice}` })).toBeVisible();
}

const send = (page: Page) => page.getByRole("button", { name: "Kirim Komplain" }).click();
const proof = (page: Page, n: number) => page.getByLabel(`Bukti ${n}`, { exact: true });

test("each rule of the add form shows its message, and the chooser lists paid orders only", async ({ page }) => {
  const { buyer, invoice, first } = plan();
  await loginAs(page, buyer, ADD);
  await openAdd(page);
  await expect(page.getByRole("link", { name: new RegExp(invoice.replaceAll("/", "\\/")) })).toBeVisible();
  const badges = page.locator(".complaint-chooser .status-badge");
  expect(await badges.count()).toBeGreaterThan(0);
  for (const text of await badges.allTextContents()) expect(text.toLowerCase()).toContain("paid");

  // Nothing chosen or typed: every required rule.
  await send(page);
  const summary = page.getByRole("alert").filter({ hasText: "Terdapat kesalahan pada isian" });
  for (const message of [
    "ID Pesanan Wajib diisi",
    "Produk Wajib Dipilih",
    "Keterangan Komplain wajib diisi",
    "Bukti wajib diisi",
  ]) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  }
  await expect(page.getByRole("searchbox", { name: "Cari ID Pesanan" })).toHaveAccessibleDescription(
    "ID Pesanan Wajib diisi",
  );
  await expectNoA11yViolations(page);

  // The chooser's search: a hit, then a miss.
  await page.getByRole("searchbox", { name: "Cari ID Pesanan" }).fill(invoice);
  await page
    .getByRole("search", { name: "Cari ID pesanan" })
    .getByRole("button", { name: "Cari", exact: true })
    .click();
  await expect(page).toHaveURL(/cari=/);
  await expect(page.locator(".complaint-chooser li")).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Cari ID Pesanan" }).fill("INV/19990101/9999");
  await page
    .getByRole("search", { name: "Cari ID pesanan" })
    .getByRole("button", { name: "Cari", exact: true })
    .click();
  await expect(page.getByText("Data tidak ditemukan")).toBeVisible();

  // A chosen order: its lines; wrong file type and an image over 2 MB are refused by their bytes.
  await openAdd(page);
  await chooseOrder(page, invoice);
  const description = "Produk yang diterima tidak sesuai pesanan.";
  const fillForm = async () => {
    await page.getByRole("radio", { name: new RegExp(first) }).check();
    await page.getByLabel("Keterangan Komplain").fill(description);
  };
  await fillForm();
  await proof(page, 1).setInputFiles({
    name: "catatan.png",
    mimeType: "image/png",
    buffer: Buffer.from("bukan gambar sama sekali"),
  });
  await send(page);
  await expect(
    page.locator(".field__error").filter({ hasText: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)" }),
  ).toBeVisible();

  await fillForm();
  const small = await pngFile("besar.png");
  const big = Buffer.concat([small.buffer, Buffer.alloc(2_048_001 - small.buffer.length)]);
  await proof(page, 1).setInputFiles({ name: "besar.png", mimeType: "image/png", buffer: big });
  await send(page);
  await expect(
    page.locator(".field__error").filter({ hasText: "Ukuran format Gambar anda lebih dari 2mb" }),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Peringatan !" })).toContainText(
    "Ukuran format Gambar anda lebih dari 2mb",
  );
  await expectNoA11yViolations(page);
});

test("a complaint is filed by keyboard with an image, listed, shown in detail, and a second one is refused", async ({
  page,
  browser,
}) => {
  const { buyer, invoice, first, second } = plan();
  // The empty list, as a buyer without orders sees it (the address-book spec's): other journeys, the
  // treasury's order among them, file complaints for this project's buyer while this one runs.
  const empty = await browser.newContext({ javaScriptEnabled: jsOn() });
  const emptyPage = await empty.newPage();
  await loginAs(emptyPage, { username: jsOn() ? "alamat1" : "alamat2", password: "rahasia123" }, LIST);
  await expect(emptyPage.getByRole("cell", { name: "Anda belum memilliki Komplain" })).toBeVisible();
  await empty.close();

  await loginAs(page, buyer, LIST);
  await expect(page.getByRole("heading", { name: "Daftar Komplain", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Cari komplain" }).fill("tidak-ada-yang-cocok");
  await page.getByRole("search", { name: "Cari komplain" }).getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page.getByRole("cell", { name: "Data tidak ditemukan" })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "Tambah Komplain" }).click();
  await expect(page.getByRole("heading", { name: "Tambah Komplain", level: 1 })).toBeVisible();
  if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });

  // Keyboard: search the order, choose it, pick the line, type, attach, send.
  await page.getByRole("searchbox", { name: "Cari ID Pesanan" }).focus();
  await page.keyboard.type(invoice);
  await page.keyboard.press("Enter");
  await expect(page.locator(".complaint-chooser li")).toHaveCount(1);
  const option = page.locator(".complaint-chooser a");
  await option.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: `Produk pada ${invoice}` })).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(first) }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: new RegExp(first) })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Keterangan Komplain")).toBeFocused();
  const text = `Komplain ${test.info().project.name}: ${first} yang kami terima tidak berfungsi sebagaimana mestinya; sebagian unit rusak sejak kemasan dibuka dan mohon segera diganti.`;
  expect(text.length).toBeGreaterThan(100);
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
  await expect(proof(page, 1)).toBeFocused();
  await proof(page, 1).setInputFiles(await pngFile("bukti.png"));
  await page.keyboard.press("Tab");
  if (jsOn()) {
    // With JavaScript a new slot is offered only once the last one holds a file.
    await expect(proof(page, 2)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Tambah Bukti" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(proof(page, 2)).toBeFocused();
    await expect(page.getByRole("button", { name: "Tambah Bukti" })).toHaveCount(0);
  } else {
    await expect(proof(page, 2)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(proof(page, 3)).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Batal" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Kirim Komplain" })).toBeFocused();
  await page.keyboard.press("Enter");

  // The list: the message, the row newest first, the cut description and its toggle.
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole("status").filter({ hasText: "Komplain Anda Berhasil dikirim" })).toBeVisible();
  const row = page.locator("tbody tr").first();
  await expect(row).toContainText(invoice);
  await expect(row).toContainText(first);
  await expect(row.locator(".complaint-description__excerpt")).toHaveText(`${text.slice(0, 100)}…`);
  await expect(row.getByText(text, { exact: true })).toBeHidden();
  await row.getByText("Lanjutkan Baca").click();
  await expect(row.getByText(text, { exact: true })).toBeVisible();
  await expect(row.locator(".complaint-description__excerpt")).toBeHidden();
  await row.getByText("Tutup").click();
  await expect(row.getByText("Lanjutkan Baca")).toBeVisible();
  await expectNoA11yViolations(page);

  // Search by product name finds it.
  await page.getByRole("searchbox", { name: "Cari komplain" }).fill(first.toLowerCase());
  await page.getByRole("search", { name: "Cari komplain" }).getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page.locator("tbody tr")).toHaveCount(1);

  // The detail: the text, the reply (none yet), the image proof through the owner-only route.
  await page.getByRole("link", { name: `Detail komplain ${first}` }).click();
  await expect(page.getByRole("heading", { name: "Detail Komplain", level: 1 })).toBeVisible();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tanggapan Admin" })).toContainText("-");
  const image = page.getByRole("img", { name: "Bukti komplain 1" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  const src = await image.getAttribute("src");
  expect(src).toMatch(/^\/profil\/komplain\/media\/\d+$/);
  const owner = await page.request.get(src!);
  expect(owner.status()).toBe(200);
  expect(owner.headers()["content-type"]).toBe("image/png");
  expect(owner.headers()["cache-control"]).toContain("no-store");
  await expectNoA11yViolations(page);
  // Without the buyer's session the proof is not served.
  const stranger = await browser.newContext();
  try {
    const anonymous = await stranger.request.get(new URL(src!, page.url()).toString(), { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toMatch(/^\/login/);
  } finally {
    await stranger.close();
  }
  // The seller opens the same evidence in the console, through its own private route.
  const complaintId = new URL(page.url()).searchParams.get("id_complain");
  const console = await browser.newContext();
  try {
    const sellerPage = await console.newPage();
    await loginSellerPage(sellerPage, `/admin/komplain/${complaintId}`);
    const evidence = sellerPage.getByRole("img", { name: "Bukti komplain 1" });
    await expect(evidence).toBeVisible();
    await expect.poll(() => evidence.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect(await evidence.getAttribute("src")).toMatch(/^\/admin\/komplain\/media\/\d+$/);
    await expect(sellerPage.getByRole("link", { name: "Bukti komplain 1" })).toHaveAttribute(
      "href",
      (await evidence.getAttribute("src"))!,
    );
    await expectNoA11yViolations(sellerPage);
  } finally {
    await console.close();
  }
  await page.getByRole("link", { name: "Kembali ke daftar komplain" }).click();
  await expect(page).toHaveURL(LIST);

  // A second complaint on the same order, about its other line.
  const orderHref = await (async () => {
    await openAdd(page);
    await chooseOrder(page, invoice);
    return new URL(page.url()).search;
  })();
  expect(orderHref).toContain("id_transaksi=");
  await page.getByRole("radio", { name: new RegExp(second) }).check();
  await page.getByLabel("Keterangan Komplain").fill("Kemasan produk kedua juga rusak.");
  await proof(page, 1).setInputFiles(await pngFile("lagi.png"));
  await send(page);
  await expect(page.getByRole("alert").filter({ hasText: "Peringatan !" })).toContainText(
    "Anda Sudah melakukan komplain pada produk didalam invoice ini",
  );
  await expectNoA11yViolations(page);
});
