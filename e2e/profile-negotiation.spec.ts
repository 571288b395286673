import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi } from "./support/buyer-api";
import { buyers, loginAs } from "./support/login";
import { sellerConfirm, sellerRound } from "./support/order-setup";
import { loginSeller, loginSellerPage } from "./support/seller";

// The buyer's side of a negotiation (issue #12), JavaScript on and off, each project with its own
// buyer and order: 'Konfirmasi Transaksi' before the SPK can be filled, two rounds (the buyer's
// counter-offer by keyboard, its empty-form message first, and the shipping-cost dialog), the buyer
// accepting the seller's confirmed deal, then the SPK with each of its messages before it is saved.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = () => (jsOn() ? buyers.js : buyers["no-js"]);

const orderUrl = (id: number, tab?: string) => `/profil/detailtransaksi?id_transaksi=${id}${tab ? `&tab=${tab}` : ""}`;

async function openTab(page: Page, id: number, tab: string) {
  await page.goto(orderUrl(id, tab));
  await expect(page.getByRole("heading", { level: 1, name: "Detail Transaksi" })).toBeVisible();
}

/** A link, button or choice used by keyboard: focused, then Enter (or Space for a radio). */
async function press(target: Locator, key: "Enter" | "Space" = "Enter") {
  await target.focus();
  await target.page().keyboard.press(key);
}

/** A field typed into by keyboard, replacing what it held. */
async function typeIn(target: Locator, text: string) {
  await target.focus();
  await target.page().keyboard.press("ControlOrMeta+a");
  await target.page().keyboard.type(text);
}

test("two rounds of negotiation end with the buyer accepting, then the SPK is saved", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const api = await buyerApi(request, buyer());
  const seller = await loginSeller(request);
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 50);
  const product = products[jsOn() ? 62 : 72];
  if (!product) throw new Error("the seed has too few well-stocked products");
  const price = (await api.getProduct(product.id)) as unknown as { price: number };
  const order = await api.submitPurchaseRequest({ productId: product.id, qty: 3, priceNego: price.price - 1000 });
  const line = (await api.getTransaction(order.id)).transaction_detail[0];
  if (!line) throw new Error("the order has no line");

  // Round 1: the seller's answer.
  const sellerPrice = price.price - 500;
  await sellerRound(request, seller, order.id, {
    lines: [{ id: line.id, price: sellerPrice }],
    shipping: 20_000,
    note: "Penawaran pertama",
  });

  await loginAs(page, buyer(), orderUrl(order.id, "pembayaran"));
  await expect(page.getByText("Anda belum bisa melakukan pembayaran")).toBeVisible();
  await expect(page.getByRole("button", { name: "Bayar Sekarang" })).toHaveCount(0);
  await page.goto(orderUrl(order.id));
  // Pressed while the SPK cannot be filled yet: the warning.
  await press(page.getByRole("link", { name: "Konfirmasi Transaksi" }));
  const warning = page.getByRole("alertdialog", { name: "Konfirmasi Transaksi" });
  await expect(warning).toContainText("mohon untuk mengisi data terlebih dahulu");
  // And what the order waits for: the seller's offer is answered on the Negosiasi tab.
  await expect(warning).toHaveAccessibleDescription(/lihat dan tanggapi di tab Negosiasi/);
  await expect(warning.getByRole("link", { name: "Buka tab Negosiasi" })).toBeVisible();
  await expectNoA11yViolations(page);
  await press(warning.getByRole("link", { name: "Oke" }));
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The counter-offer by keyboard: nothing changed first, then a new price and note.
  await openTab(page, order.id, "negosiasi");
  await expectNoA11yViolations(page);
  const box = page.getByLabel(`Harga Nego / Unit: ${product.name}`);
  await box.focus();
  await page.keyboard.press("Enter");
  const empty = page.getByRole("alertdialog", { name: "Peringatan !" });
  await expect(empty).toContainText("mohon untuk mengisi data terlebih dahulu");
  await expectNoA11yViolations(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  const counter = sellerPrice - 300;
  await box.focus();
  await page.keyboard.type(String(counter));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Mohon harga terbaik");
  await box.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya"),
  ).toBeVisible();
  const rounds = page.getByTestId("nego-round");
  await expect(rounds.last()).toContainText("Pengajuan Anda");
  await expect(rounds.last()).toContainText("Mohon harga terbaik");
  // The last round is the buyer's: no second counter-offer until the seller answers.
  await expect(page.getByRole("button", { name: "Ajukan Negosiasi" })).toHaveCount(0);

  // Round 2: the seller answers, and the buyer proposes a shipping cost in its dialog.
  await sellerRound(request, seller, order.id, {
    lines: [{ id: line.id, price: counter + 100 }],
    shipping: 18_000,
    note: "Penawaran terakhir",
  });
  await openTab(page, order.id, "negosiasi");
  await press(page.getByRole("link", { name: "Pengajuan Harga Ongkir" }));
  const shipping = page.getByRole("dialog", { name: "Pengajuan Harga Ongkir" });
  await expect(shipping).toBeVisible();
  await expectNoA11yViolations(page);
  await press(shipping.getByRole("button", { name: "Ajukan" }));
  await expect(
    page.getByRole("dialog", { name: "Pengajuan Harga Ongkir" }).getByLabel("Harga yang diajukan"),
  ).toHaveAccessibleDescription(/mohon untuk mengisi data terlebih dahulu/);
  await press(page.getByRole("dialog", { name: "Pengajuan Harga Ongkir" }).getByRole("link", { name: "Batal" }));
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The seller confirms the last round: until the buyer accepts, the order's prices read as the
  // seller's offer, and 'Konfirmasi Transaksi' says to accept it first.
  await sellerConfirm(request, seller, order.id);
  await page.goto(orderUrl(order.id));
  await expect(page.getByText("Total Harga (Penawaran Penjual)")).toBeVisible();
  await press(page.getByRole("link", { name: "Konfirmasi Transaksi" }));
  await expect(page.getByRole("alertdialog", { name: "Konfirmasi Transaksi" })).toHaveAccessibleDescription(
    /setujui negosiasi di tab Negosiasi terlebih dahulu/,
  );
  await openTab(page, order.id, "negosiasi");
  await press(page.getByRole("button", { name: "Setujui Negosiasi" }));
  await expect(page.getByText(/Negosiasi disetujui/)).toBeVisible();
  await expect(page.getByText("process", { exact: true }).first()).toBeVisible();
  // Accepted: the negotiated prices are the order's.
  await page.goto(orderUrl(order.id));
  await expect(page.getByText("Total Harga (Nego)")).toBeVisible();

  // The SPK: every required message, then the §8 text for the officials, then saved.
  await press(page.getByRole("link", { name: "Konfirmasi Transaksi" }));
  const spk = page.getByRole("dialog", { name: "Konfirmasi Transaksi" });
  await expect(spk.getByLabel("Nama Satuan Kerja")).toBeVisible();
  await expectNoA11yViolations(page);
  // Every control has its own id (the three radios of a choice block once shared one).
  const ids = await spk
    .locator("input, textarea, select")
    .evaluateAll((controls) => controls.map((control) => control.id).filter(Boolean));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  await expect(spk.getByRole("radio", { name: "Kuasa Pengguna Anggaran" })).toHaveAttribute(
    "id",
    /kuasa_pengguna_anggaran$/,
  );
  await expect(spk.getByLabel("Tahun Anggaran")).toHaveAttribute("maxlength", "9");
  await expect(spk.getByLabel("Pagu Anggaran")).toHaveAttribute("maxlength", "9");
  await press(spk.getByRole("button", { name: "Simpan" }));
  const form = page.getByRole("dialog", { name: "Konfirmasi Transaksi" });
  for (const message of [
    "Nama Satuan Kerja Wajib Diisi",
    "Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi",
    "Nama Paket Pekerjaan Wajib Diisi",
    "Tahun Anggaran Wajib Diisi",
    "Sumber Dana Wajib Diisi",
    "Kode Rekening Anggaran Wajib Diisi",
    "Pagu Anggaran Wajib Diisi",
  ])
    await expect(form.getByText(message).first()).toBeVisible();
  await expectNoA11yViolations(page);

  await typeIn(form.getByLabel("Nama Satuan Kerja"), "Dinas Pendidikan");
  await typeIn(form.getByLabel("Nama Kementerian/Lembaga/Pemerintahan"), "Pemerintah Provinsi Bali");
  await typeIn(form.getByLabel("Nama Paket Pekerjaan"), "Pengadaan Perlengkapan Kantor");
  await typeIn(form.getByLabel("Tahun Anggaran"), "2026");
  await typeIn(form.getByLabel("Sumber Dana"), "APBD");
  await typeIn(form.getByLabel("Kode Rekening Anggaran"), "5221");
  await typeIn(form.getByLabel("Pagu Anggaran"), "90000000");
  await press(form.getByRole("button", { name: "Simpan" }));
  const again = page.getByRole("dialog", { name: "Konfirmasi Transaksi" });
  await expect(again.getByText("Mohon Lengkapi data anda terlebih dahulu")).toBeVisible();
  await expect(again.getByLabel("Nama Satuan Kerja")).toHaveValue("Dinas Pendidikan");

  // Switching the official's choice clears the block's name and NIP (with JavaScript; without it the
  // choice and the fields are sent as typed).
  await typeIn(again.getByLabel("Nama Pejabat"), "Nama Sementara");
  await press(again.getByLabel("Kuasa Pengguna Anggaran"), "Space");
  await expect(again.getByLabel("Nama Pejabat")).toHaveValue(jsOn() ? "" : "Nama Sementara");
  // The rest by keyboard: each field typed, and Enter in the last one sends the form.
  await typeIn(again.getByLabel("Nama Pejabat"), "I Made Wirawan");
  await typeIn(again.getByLabel("NIP Pejabat"), "1978010120031210xx01");
  // Digits only, at most 18 of them (with JavaScript the box refuses the letters as they are typed).
  if (jsOn()) await expect(again.getByLabel("NIP Pejabat")).toHaveValue("197801012003121001");
  else await typeIn(again.getByLabel("NIP Pejabat"), "197801012003121001");
  await typeIn(again.getByLabel("Nama Bendahara"), "Ni Luh Sari");
  await typeIn(again.getByLabel("NIP Bendahara"), "198202022006042002");
  await page.keyboard.press("Enter");
  const saved = page.getByRole("dialog", { name: "Berhasil" });
  await expect(saved).toContainText("Data anda telah berhasil disimpan");
  await expectNoA11yViolations(page);
  await press(saved.getByRole("button", { name: "Oke" }));
  await expect(page.getByRole("link", { name: "Konfirmasi Transaksi" })).toHaveCount(0);
  // The SPK of a negotiated order changes no status: the seller prepares the goods next (decision 0120).
  expect((await api.getTransaction(order.id)).status).toBe("process");

  // The seller reads the whole SPK, Lembaga and Kode Rekening included.
  const console = await browser.newContext();
  try {
    const sellerPage = await console.newPage();
    await loginSellerPage(sellerPage, `/admin/pesanan/${order.id}`);
    const block = sellerPage.getByRole("region", { name: "SPK" });
    for (const [term, value] of [
      ["Satuan Kerja", "Dinas Pendidikan"],
      ["Kementerian/Lembaga/Pemerintahan", "Pemerintah Provinsi Bali"],
      ["Paket Pekerjaan", "Pengadaan Perlengkapan Kantor"],
      ["Kode Rekening Anggaran", "5221"],
    ] as const)
      await expect(
        block
          .locator("dt")
          .filter({ hasText: new RegExp(`^${term}$`) })
          .locator("xpath=following-sibling::dd[1]"),
      ).toHaveText(value);
  } finally {
    await console.close();
  }
});
