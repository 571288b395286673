import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/a11y";
import { expect, test } from "./support/buyer-fixture";
import { waitForChrome } from "./support/hydration";

// The order page's Komplain and Ulasan tabs (issue 16): 'Tambah Komplain' / 'Tambah Ulasan' open the
// add form in a dialog (a page state without JavaScript, a modal with it), reached by keyboard.
// Each project files on its own seeded paid order that no other journey touches (server/db/seed/
// orders.ts): demo's INV/20261003/0033 (JS), pembeli2's INV/20261003/0034 (no JS), both with the lines
// 'Proyektor 3.600 Lumen' and 'Meja Kerja 120 cm'.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const invoice = () => (jsOn() ? "INV/20261003/0033" : "INV/20261003/0034");
const FIRST = "Proyektor 3.600 Lumen";
const SECOND = "Meja Kerja 120 cm";

test.beforeEach(() => test.slow());

async function png() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
}

/** Presses Tab until the locator has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

/** The order's tab, then its add button pressed by keyboard: the dialog it opens. */
async function openDialog(page: Page, orderId: number, tab: string, button: string, title: string) {
  await page.goto(`/profil/detailtransaksi?id_transaksi=${orderId}&tab=${tab}`);
  await waitForChrome(page, jsOn());
  const add = page.getByRole("link", { name: button, exact: true });
  await expect(add).toHaveAttribute("href", `/profil/detailtransaksi?id_transaksi=${orderId}&tab=${tab}&dialog=${tab}`);
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  // With JavaScript a real modal (the page behind is inert); without, the page state rendered open.
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(jsOn());
  return dialog;
}

async function orderId(buyerApi: { listOrders(): Promise<{ id: number; invoice: string }[]> }) {
  const order = (await buyerApi.listOrders()).find((item) => item.invoice === invoice());
  expect(order, `${invoice()} is the buyer's`).toBeDefined();
  return order!.id;
}

test("Komplain tab: 'Tambah Komplain' button opens a modal; the complaint is listed, a second one reads '…invoice ini/yang anda pilih'", async ({
  buyerPage: page,
  buyerApi,
}) => {
  const id = await orderId(buyerApi);
  let dialog = await openDialog(page, id, "komplain", "Tambah Komplain", "Tambah Komplain");
  // The order is this one: no chooser, its lines to pick from.
  await expect(dialog.getByRole("searchbox")).toHaveCount(0);
  const products = dialog.getByRole("group", { name: `Produk pada ${invoice()}` });
  await expect(products.getByRole("radio")).toHaveCount(2);
  await expectNoA11yViolations(page);

  // Sent empty: the spec's messages beside their fields, the dialog still open.
  await dialog.getByRole("button", { name: "Kirim Komplain" }).click();
  dialog = page.getByRole("dialog", { name: "Tambah Komplain" });
  await expect(dialog.getByRole("group", { name: `Produk pada ${invoice()}` })).toHaveAccessibleDescription(
    "Produk Wajib Dipilih",
  );
  await expect(dialog.getByLabel("Keterangan Komplain")).toHaveAccessibleDescription(/Keterangan Komplain wajib diisi/);
  await expect(dialog.getByRole("group", { name: "Bukti Komplain" })).toHaveAccessibleDescription(/Bukti wajib diisi/);

  // Filed with an image: the dialog closes, the tab lists it with the success text.
  const text = "Lampu proyektor tidak menyala saat diterima.";
  await dialog.getByRole("radio", { name: new RegExp(FIRST) }).check();
  await dialog.getByLabel("Keterangan Komplain").fill(text);
  await dialog.getByLabel("Bukti 1", { exact: true }).setInputFiles({
    name: "bukti.png",
    mimeType: "image/png",
    buffer: await png(),
  });
  await dialog.getByRole("button", { name: "Kirim Komplain" }).click();
  await expect(page).toHaveURL(`/profil/detailtransaksi?id_transaksi=${id}&tab=komplain`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Komplain Anda Berhasil dikirim", { exact: true })).toBeVisible();
  const filed = page
    .getByRole("region", { name: "Komplain", exact: true })
    .getByTestId("order-complaint")
    .filter({ hasText: text });
  await expect(filed.getByRole("heading", { level: 3 })).toHaveText(FIRST);

  // A second one on the same order: the tab's wording of the refusal, the typed text kept.
  dialog = await openDialog(page, id, "komplain", "Tambah Komplain", "Tambah Komplain");
  const again = "Meja kedua juga tergores.";
  await dialog.getByRole("radio", { name: new RegExp(SECOND) }).check();
  await dialog.getByLabel("Keterangan Komplain").fill(again);
  await dialog.getByLabel("Bukti 1", { exact: true }).setInputFiles({
    name: "lagi.png",
    mimeType: "image/png",
    buffer: await png(),
  });
  await dialog.getByRole("button", { name: "Kirim Komplain" }).click();
  dialog = page.getByRole("dialog", { name: "Tambah Komplain" });
  const alert = dialog.getByRole("alert").filter({ hasText: "Peringatan !" });
  await expect(alert.locator(".form-alert__message")).toHaveText(
    "Anda Sudah melakukan komplain pada produk didalam invoice ini/yang anda pilih",
  );
  await expect(dialog.getByLabel("Keterangan Komplain")).toHaveValue(again);
  await expect(dialog.getByRole("radio", { name: new RegExp(SECOND) })).toBeChecked();
  await expectNoA11yViolations(page);
  await expect(page.getByRole("region", { name: "Komplain", exact: true }).getByTestId("order-complaint")).toHaveCount(
    1,
  );
});

test("Ulasan tab: 'Tambah Ulasan' button opens a modal; the review is listed and its product no longer offered", async ({
  buyerPage: page,
  buyerApi,
}) => {
  const id = await orderId(buyerApi);
  let dialog = await openDialog(page, id, "ulasan", "Tambah Ulasan", "Tambah Ulasan");
  const products = () => dialog.getByRole("group", { name: "Produk", exact: true }).getByRole("radio");
  await expect(products()).toHaveCount(2);
  await expectNoA11yViolations(page);

  // Sent empty: the spec's messages beside their groups, the dialog still open.
  await dialog.getByRole("button", { name: "Kirim Ulasan" }).click();
  dialog = page.getByRole("dialog", { name: "Tambah Ulasan" });
  await expect(dialog.getByRole("group", { name: "Produk", exact: true })).toHaveAccessibleDescription(
    "Produk Wajib Dipilih",
  );
  await expect(dialog.getByRole("group", { name: "Bintang", exact: true })).toHaveAccessibleDescription(
    "Bintang wajib diisi",
  );
  // Without JavaScript the comment is on the form from the start, and its rule answers too.
  if (!jsOn())
    await expect(dialog.getByLabel("Komentar", { exact: true })).toHaveAccessibleDescription(
      /Minimal Komentar berisi sebanyak 5 huruf/,
    );

  // The review, with a photo: the dialog closes, the tab lists it with the success text.
  const notes = "Proyektor terang dan jernih, cocok untuk ruang rapat.";
  await dialog.getByRole("radio", { name: new RegExp(FIRST) }).check();
  await dialog.getByRole("radio", { name: "4 bintang" }).check();
  await dialog.getByLabel("Komentar", { exact: true }).fill(notes);
  await dialog.getByLabel("File 1").setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: await png() });
  await dialog.getByRole("button", { name: "Kirim Ulasan" }).click();
  await expect(page).toHaveURL(`/profil/detailtransaksi?id_transaksi=${id}&tab=ulasan`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Ulasan Anda Berhasil dikirim", { exact: true })).toBeVisible();
  const listed = page
    .getByRole("region", { name: "Ulasan", exact: true })
    .getByTestId("order-review")
    .filter({ hasText: notes });
  await expect(listed.getByRole("heading", { level: 3 })).toHaveText(FIRST);
  await expect(listed.getByRole("img", { name: "Rating 4 dari 5" })).toBeVisible();

  // Reviewed, the product is no longer offered.
  dialog = await openDialog(page, id, "ulasan", "Tambah Ulasan", "Tambah Ulasan");
  await expect(products()).toHaveCount(1);
  await expect(dialog.getByRole("radio", { name: new RegExp(SECOND) })).toHaveCount(1);
  await expect(dialog.getByRole("radio", { name: new RegExp(FIRST) })).toHaveCount(0);
  // 'Batal' closes it, back to the tab.
  await dialog.getByRole("link", { name: "Batal" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(`/profil/detailtransaksi?id_transaksi=${id}&tab=ulasan`);
});
