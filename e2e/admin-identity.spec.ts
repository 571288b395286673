import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { loginSellerPage } from "./support/seller";

// The seller's identity on its papers (issue #24), JavaScript on and off, by keyboard: the console's
// "Identitas Dokumen" shows the seeded identity, a malformed NIB gets its message beside the field,
// and saving the identity as it stands answers the saved message (the values are kept, so the other
// specs' papers do not change under them). The order page offers the order's papers, as the buyer's.

const run = promisify(execFile);
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test("the seller checks and saves its identity on the papers", async ({ page }) => {
  await loginSellerPage(page);
  await page.getByRole("navigation", { name: "Menu penjual" }).getByRole("link", { name: "Identitas Dokumen" }).click();
  await expect(page.getByRole("heading", { name: "Identitas Dokumen", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Nama Badan Usaha")).toHaveValue("PT Toko Pengadaan Nusantara");
  await expect(page.getByLabel("NPWP atau NITKU")).toHaveValue("0123456789012345");
  await expect(page.getByLabel("Nama Penanda Tangan")).toHaveValue("Andi Muhammad Fajar");
  await expectNoA11yViolations(page);

  const nib = page.getByLabel("NIB", { exact: true });
  await nib.fill("123");
  await page.getByLabel("Jabatan Penanda Tangan").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(nib).toHaveAccessibleDescription(/NIB harus 13 digit angka/);

  await nib.fill("9120301234567");
  await nib.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Identitas penjual pada dokumen tersimpan.")).toBeVisible();
  await expect(nib).toHaveValue("9120301234567");
});

test("the seller downloads an order's papers from its order page", async ({ page }) => {
  const invoice = jsOn() ? "INV/20260903/0001" : "INV/20260930/0017";
  await loginSellerPage(page);
  await page.goto("/admin/pesanan");
  await page.getByRole("searchbox", { name: /Cari/ }).fill(invoice);
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await page.getByRole("link", { name: invoice }).click();
  const papers = page.getByRole("region", { name: "Dokumen Pesanan" });
  await expect(papers.getByRole("link", { name: "BAST Pengiriman 1 (Word)" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    papers.getByRole("link", { name: "Surat Pesanan (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Template_spk.pdf");
  const text = (await run("pdftotext", [await download.path(), "-"])).stdout;
  expect(text).toContain("SURAT PESANAN");
  expect(text).toContain(`${invoice}/SP`);
});
