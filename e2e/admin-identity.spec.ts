import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { loginSellerPage } from "./support/seller";

// The seller's identity on its papers (issue #24), JavaScript on and off, by keyboard: the console's
// "Identitas Dokumen" shows the seeded identity, a malformed NIB gets its message beside the field,
// and saving the identity as it stands answers the saved message (the values are kept, so the other
// specs' papers do not change under them).

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
