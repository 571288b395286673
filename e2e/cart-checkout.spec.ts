import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi, type BuyerApi } from "./support/buyer-api";
import { buyers, loginAs } from "./support/login";
import { loginSeller } from "./support/seller";
import { checkoutMessages } from "../server/contract/checkout";

// Cart → checkout → purchase request → confirmation (issue #5), JavaScript on and off. Each project
// has its own buyer and its own products, so the two runs never share a cart or a stock figure.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = () => (jsOn() ? buyers.js : buyers["no-js"]);
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;
const rupiah = (amount: number) => `Rp. ${new Intl.NumberFormat("id-ID").format(amount)}`;

type Picked = { id: number; name: string; unit?: string };

/** Three products no other test buys: well stocked, deep in the list, a different set per project. */
async function pickProducts(api: BuyerApi): Promise<[Picked, Picked, Picked]> {
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 50);
  const offset = jsOn() ? 40 : 50;
  const [a, b, c] = products.slice(offset, offset + 3);
  if (!a || !b || !c) throw new Error("the seed has too few well-stocked products");
  return [a, b, c].map(({ id, name }) => ({ id, name })) as [Picked, Picked, Picked];
}

function lineRow(page: Page, name: string): Locator {
  return page.locator("tr.cart-line").filter({ has: page.getByRole("rowheader", { name }) });
}

function checkoutLine(page: Page, name: string): Locator {
  return page.locator("li.checkout-line").filter({ has: page.getByRole("heading", { name }) });
}

/** Chooses a province, its first district and first sub-district: by fetcher with JS, with "Pilih" without. */
async function chooseRegion(scope: Page) {
  const province = scope.getByLabel("Provinsi", { exact: true });
  const district = scope.getByLabel("Kabupaten/Kota", { exact: true });
  const subDistrict = scope.getByLabel("Kecamatan", { exact: true });
  await province.selectOption({ label: "Sulawesi Selatan" });
  if (!jsOn()) await scope.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(district.locator("option")).not.toHaveCount(1);
  await district.selectOption({ index: 1 });
  if (!jsOn()) await scope.getByRole("button", { name: "Pilih", exact: true }).click();
  await expect(subDistrict.locator("option")).not.toHaveCount(1);
  await subDistrict.selectOption({ index: 1 });
}

/** A refusal also opens the error modal (spec), with JavaScript and without: read, then closed with "Oke". */
async function expectRefusal(page: Page, message: string) {
  const dialog = page.getByRole("alertdialog", { name: "Ooppsss" });
  await expect(dialog).toContainText(message);
  await dialog.getByRole("button", { name: "Oke" }).click();
  await expect(dialog).toBeHidden();
}

/** Opens a `<details>` by its summary (a no-op when it is open already). */
async function openDetails(summary: Locator) {
  const details = summary.locator("xpath=..");
  if ((await details.getAttribute("open")) === null) await summary.click();
}

test("cart, checkout with address, courier, negotiation and partials, then the confirmation", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await buyerApi(request, buyer());
  const [bulk, single, extra] = await pickProducts(api);
  // The line to delete later is set up through the API; the two others are added on their pages.
  await api.addToCart(extra.id, 1);
  await loginAs(page, buyer(), "/keranjang-belanja");
  await expect(page).toHaveURL(/\/keranjang-belanja$/);
  for (const [product, qty] of [
    [bulk, 5],
    [single, 1],
  ] as const) {
    await page.goto(`/produk-detail?id_produk=${product.id}`);
    if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });
    await page.getByLabel("Jumlah", { exact: true }).fill(String(qty));
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
    await expect(page.getByText("Produk berhasil ditambahkan ke keranjang")).toBeVisible();
  }
  await page.goto("/keranjang-belanja");
  await expect(page.getByRole("heading", { name: "Keranjang Belanja" })).toBeVisible();
  await expect(lineRow(page, bulk.name)).toBeVisible();
  await expectNoA11yViolations(page);

  // The navbar's cart: a link without JS, a dropdown with the newest lines with JS.
  const cartControl = page.getByRole(jsOn() ? "button" : "link", { name: /^Keranjang Saya \(\d+\)$/ });
  await expect(cartControl).toBeVisible();
  if (jsOn()) {
    await cartControl.click();
    const panel = page.locator(".cart-dropdown__panel");
    // Newest first: the last line added is among the 3 shown (another test of this buyer may add one).
    await expect(panel.locator(".cart-dropdown__item").filter({ hasText: single.name })).toHaveCount(1);
    await expect(panel.getByRole("link", { name: "Lihat Keranjang" })).toBeVisible();
    await page.keyboard.press("Escape");
  }

  // A note on the bulk line.
  const bulkRow = lineRow(page, bulk.name);
  await openDetails(bulkRow.getByText("Tulis catatan"));
  await bulkRow.getByLabel(`Catatan untuk ${bulk.name}`).fill("Kirim ke gudang belakang");
  await bulkRow.getByRole("button", { name: "Simpan catatan" }).click();
  await expect(page.getByText("Catatan berhasil disimpan")).toBeVisible();
  await expect(lineRow(page, bulk.name).getByText("Catatan: Kirim ke gudang belakang")).toBeVisible();

  // Quantity: negative is refused, zero asks to delete, 2 is taken.
  const singleQty = lineRow(page, single.name).getByLabel(`Jumlah ${single.name}`);
  await singleQty.fill("-1");
  await lineRow(page, single.name)
    .getByRole("button", { name: `Ubah jumlah ${single.name}` })
    .click();
  await expect(lineRow(page, single.name).getByText("QTY tidak boleh negatif!")).toBeVisible();
  await lineRow(page, single.name).getByLabel(`Jumlah ${single.name}`).fill("");
  await lineRow(page, single.name)
    .getByRole("button", { name: `Ubah jumlah ${single.name}` })
    .click();
  await expect(lineRow(page, single.name).getByText("QTY tidak boleh negatif!")).toBeHidden();
  await expect(lineRow(page, single.name).getByLabel(`Jumlah ${single.name}`)).toHaveValue("1");
  await lineRow(page, single.name).getByLabel(`Jumlah ${single.name}`).fill("0");
  await lineRow(page, single.name)
    .getByRole("button", { name: `Ubah jumlah ${single.name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Hapus produk?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(single.name);
  await dialog.getByRole("link", { name: "Batal" }).click();
  await expect(dialog).toBeHidden();
  // Cancelled: the box shows the line's real quantity again, not the 0 that asked.
  await expect(lineRow(page, single.name).getByLabel(`Jumlah ${single.name}`)).toHaveValue("1");
  await lineRow(page, single.name).getByLabel(`Jumlah ${single.name}`).fill("2");
  await lineRow(page, single.name)
    .getByRole("button", { name: `Ubah jumlah ${single.name}` })
    .click();
  await expect(lineRow(page, single.name).getByLabel(`Jumlah ${single.name}`)).toHaveValue("2");

  // Delete after confirmation.
  await lineRow(page, extra.name)
    .getByRole("link", { name: `Hapus ${extra.name}` })
    .click();
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Ya, hapus" }).click();
  await expect(page.getByText("Produk berhasil dihapus dari keranjang")).toBeVisible();
  await expect(lineRow(page, extra.name)).toHaveCount(0);

  // Nothing ticked.
  await page.getByRole("button", { name: "Checkout", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Silahkan Pilih Produk!" })).toBeVisible();

  // Tick both lines; the summary follows (without JS after "Hitung ulang").
  await page.getByLabel(`Pilih ${bulk.name}`).check();
  await page.getByLabel(`Pilih ${single.name}`).check();
  if (!jsOn()) await page.getByRole("button", { name: "Hitung ulang ringkasan" }).click();
  await expect(page.getByTestId("cart-total-items")).toHaveText("7");
  await page.getByRole("button", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  const checkoutId = Number(await page.locator('input[name="checkout_id"]').inputValue());
  await expectNoA11yViolations(page);

  // A new address: every message first, then the cascaded regions.
  await openDetails(page.getByText("Tambah alamat baru"));
  await page.getByRole("button", { name: "Simpan alamat" }).click();
  for (const message of [
    "Satuan kerja tidak boleh kosong",
    "Nama penerima tidak boleh kosong",
    "No telepon tidak boleh kosong",
    "Alamat tidak boleh kosong",
    "Silahkan pilih provinsi",
    "Silahkan pilih kabupaten",
    "Silahkan pilih kecamatan",
  ]) {
    await expect(page.locator(".field__error").filter({ hasText: message })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  const satker = `Satker Uji ${test.info().project.name} ${Date.now().toString(36)}`;
  await page.getByLabel("Satuan kerja (Satker)").fill(satker);
  await page.getByLabel("Nama penerima").fill("Penerima Uji");
  await page.getByLabel("No telepon penerima").fill("0812abc");
  await page.getByLabel("Alamat", { exact: true }).fill("Jl. Pengujian No. 5");
  await chooseRegion(page);
  await page.getByRole("button", { name: "Simpan alamat" }).click();
  await expect(
    page.locator(".field__error").filter({ hasText: "Pastikan data yang diinput berupa angka" }),
  ).toBeVisible();
  await page.getByLabel("No telepon penerima").fill("081234500011");
  await page.getByRole("button", { name: "Simpan alamat" }).click();
  await expect(page.getByText("Alamat berhasil ditambahkan")).toBeVisible();
  await expect(page.locator(".address-option").filter({ hasText: satker })).toContainText("(dipakai)");

  // Negotiation before a courier and service: refused with the spec's messages.
  await page.getByLabel("Nego ongkos kirim").fill("10000");
  await page.getByRole("button", { name: "Ajukan nego ongkir" }).click();
  await expectRefusal(page, "Silahkan pilih kurir terlebih dahulu");
  await expect(page.locator(".checkout-summary .nego-form .field__error")).toHaveText(
    "Silahkan pilih kurir terlebih dahulu",
  );
  await checkoutLine(page, single.name)
    .getByLabel(/Nego harga per/)
    .fill("1000");
  await checkoutLine(page, single.name)
    .getByRole("button", { name: `Ajukan nego harga ${single.name}` })
    .click();
  const courierFirst = "Silahkan pilih kurir dan layanan ekspedisi terlebih dahulu sebelum melakukan negosiasi harga.";
  await expectRefusal(page, courierFirst);
  await expect(checkoutLine(page, single.name).locator(".nego-form .field__error")).toHaveText(courierFirst);

  // Partial delivery of the 5: one partial of everything is an error; 2 + 3 is stored.
  const bulkLine = checkoutLine(page, bulk.name);
  await openDetails(bulkLine.getByText("Kirim sebagian (partial)"));
  await bulkLine.getByLabel("Pengiriman 1").fill("5");
  await bulkLine.getByRole("button", { name: `Simpan partial ${bulk.name}` }).click();
  await expect(
    checkoutLine(page, bulk.name).getByText(
      "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan",
    ),
  ).toBeVisible();
  // While the line is in error the purchase request is blocked, and what was typed stays.
  await page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }).click();
  await expect(page.locator(".checkout-summary .form-alert")).toHaveText(
    /Pastikan jumlah partial sesuai dengan jumlah produk/,
  );
  await expect(checkoutLine(page, bulk.name).getByLabel("Pengiriman 1")).toHaveValue("5");
  await expect(
    checkoutLine(page, bulk.name).getByText(
      "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan",
    ),
  ).toBeVisible();
  await checkoutLine(page, bulk.name).getByLabel("Pengiriman 1").fill("2");
  await checkoutLine(page, bulk.name).getByLabel("Pengiriman 2").fill("3");
  await checkoutLine(page, bulk.name)
    .getByRole("button", { name: `Simpan partial ${bulk.name}` })
    .click();
  await expect(checkoutLine(page, bulk.name).locator(".checkout-line__partials")).toContainText("Pengiriman 1: 2");
  await expect(checkoutLine(page, bulk.name).locator(".checkout-line__partials")).toContainText("Pengiriman 2: 3");

  // "Batalkan partial" makes the line travel whole again; then the split comes back.
  await checkoutLine(page, bulk.name)
    .getByRole("button", { name: `Batalkan partial ${bulk.name}` })
    .click();
  await expect(checkoutLine(page, bulk.name).locator(".checkout-line__partials")).toHaveCount(0);
  await openDetails(checkoutLine(page, bulk.name).getByText("Kirim sebagian (partial)"));
  await checkoutLine(page, bulk.name).getByLabel("Pengiriman 1").fill("2");
  await checkoutLine(page, bulk.name).getByLabel("Pengiriman 2").fill("3");
  await checkoutLine(page, bulk.name)
    .getByRole("button", { name: `Simpan partial ${bulk.name}` })
    .click();
  await expect(checkoutLine(page, bulk.name).locator(".checkout-line__partials")).toContainText("Pengiriman 2: 3");
  if (jsOn()) {
    // Typed wrong and sent at once, the field never losing focus: still blocked, the warning beside it.
    await checkoutLine(page, bulk.name).getByLabel("Pengiriman 1").fill("4");
    await page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }).dispatchEvent("click");
    await expect(page.locator(".checkout-summary .form-alert")).toHaveText(
      /Pastikan jumlah partial sesuai dengan jumlah produk/,
    );
    await expect(
      checkoutLine(page, bulk.name).getByText(
        "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await checkoutLine(page, bulk.name).getByLabel("Pengiriman 1").fill("2");
    await checkoutLine(page, bulk.name).getByLabel("Pengiriman 1").blur();
  }

  // Submitting without a service is refused.
  await page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Silahkan pilih layanan ekspedisi terlebih dahulu" }),
  ).toBeVisible();

  // Courier, then the quote per batch, then a service: with JavaScript each choice applies at once.
  await page.getByLabel("Kurir", { exact: true }).selectOption("jne");
  if (!jsOn()) await page.getByRole("button", { name: "Cek ongkos kirim" }).click();
  await expect(page).toHaveURL(/kurir=jne/);
  await expect(page.locator(".service-option").first()).toBeVisible();
  await expect(page.locator(".service-option").first()).toContainText("Pengiriman 2");
  await page.locator(".service-option input").first().check();
  if (!jsOn()) await page.getByRole("button", { name: "Pilih layanan" }).click();
  await expect(page.locator(".shipping-current")).toContainText("Dipilih:");

  // Price negotiation of the single line: digits only, then a price.
  const singleLine = checkoutLine(page, single.name);
  await singleLine.getByLabel(/Nego harga per/).fill("12ab");
  await singleLine.getByRole("button", { name: `Ajukan nego harga ${single.name}` }).click();
  await expect(checkoutLine(page, single.name).getByText("Pastikan data yang diinput berupa angka")).toBeVisible();
  const before = await api.getCheckout(checkoutId);
  const singleDetail = before.checkout_detail.find((line) => line.product_id === single.id);
  if (!singleDetail) throw new Error("the single line is not in the checkout");
  const priceNego = Math.max(1, Math.floor(singleDetail.price * 0.9));
  await checkoutLine(page, single.name)
    .getByLabel(/Nego harga per/)
    .fill(String(priceNego));
  await checkoutLine(page, single.name)
    .getByRole("button", { name: `Ajukan nego harga ${single.name}` })
    .click();
  await expect(checkoutLine(page, single.name).locator(".checkout-line__nego")).toContainText(rupiah(priceNego));

  // The spec's typing limits: the shipping amount box takes 8 characters, a price box 10.
  await expect(page.getByLabel("Nego ongkos kirim")).toHaveAttribute("maxlength", "8");
  await expect(checkoutLine(page, single.name).getByLabel(/Nego harga per/)).toHaveAttribute("maxlength", "10");
  // Shipping negotiation: more than 7 digits is too long, then an amount.
  await page.getByLabel("Nego ongkos kirim").fill("12345678");
  await page.getByRole("button", { name: "Ajukan nego ongkir" }).click();
  await expect(page.getByText("Data terlalu panjang!")).toBeVisible();
  await page.getByLabel("Nego ongkos kirim").fill("15000");
  await page.getByRole("button", { name: "Ajukan nego ongkir" }).click();
  await expect(page.locator(".checkout-summary .nego-badge")).toHaveText("Nego");

  // Every figure is the API's.
  const figures = (await api.getCheckout(checkoutId)).summary;
  expect(figures.shipping).toBe(15000);
  await expect(page.getByTestId("summary-ppn")).toHaveText(rupiah(figures.total_ppn));
  await expect(page.getByTestId("summary-shipping")).toContainText(rupiah(figures.shipping));
  await expect(page.getByTestId("summary-grand-total")).toHaveText(rupiah(figures.grand_total));
  await expectNoA11yViolations(page);

  // Submit (twice with JS: a double click); exactly one purchase request takes the stock.
  const stockBefore = (await api.getProduct(bulk.id)).stock;
  const resubmission = await page
    .locator("form.submit-form")
    .evaluate((form) =>
      Array.from(new FormData(form as HTMLFormElement).entries()).map(([name, value]) => [name, String(value)]),
    );
  const submit = page.getByRole("button", { name: "Ajukan Permintaan Pembelian" });
  if (jsOn()) await submit.dblclick();
  else await submit.click();
  await expect(page).toHaveURL(/\/confirmation-order$/);
  const invoice = (await page.getByTestId("invoice").textContent()) ?? "";
  expect(invoice).toMatch(/^INV\/\d{8}\/\d+$/);

  // Without JS: the same form posted again (back + resubmit) leads to the same purchase request.
  if (!jsOn()) {
    // The very body the browser sent, repeated names and all.
    const body = new URLSearchParams(resubmission);
    body.set("intent", "submit");
    const again = await page.request.post("/checkout", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: body.toString(),
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe("/confirmation-order");
    await page.reload();
    await expect(page.getByTestId("invoice")).toHaveText(invoice);
  }
  expect((await api.getProduct(bulk.id)).stock).toBe(stockBefore - 5);

  const transaction = await api.getTransaction(Number(invoice.split("/").at(-1)));
  await expect(page.getByTestId("confirmation-ppn")).toHaveText(rupiah(transaction.total_ppn));
  await expect(page.getByTestId("confirmation-shipping")).toContainText(rupiah(15000));
  await expect(page.getByTestId("confirmation-grand-total")).toHaveText(rupiah(transaction.grand_total));
  expect(transaction.total_ppn).toBe(figures.total_ppn);
  expect(transaction.grand_total).toBe(figures.grand_total);
  const bulkConfirmed = page.getByTestId("confirmation-line").filter({ hasText: bulk.name });
  await expect(bulkConfirmed).toContainText("Pengiriman 1: 2");
  await expect(bulkConfirmed).toContainText("Pengiriman 2: 3");
  await expect(page.getByTestId("confirmation-line").filter({ hasText: single.name })).toContainText(
    `Harga nego: ${rupiah(priceNego)}`,
  );
  await expect(page.locator(".confirmation__address")).toContainText(satker);
  await expectNoA11yViolations(page);

  // The checkout is gone: the page leads back to the cart.
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/keranjang-belanja$/);
});

/** Presses Tab until `target` has the focus (the keyboard alone moves through the page). */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test("the whole checkout by keyboard alone", async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await buyerApi(request, buyer());
  const product = await pickFourth(api);
  await api.addToCart(product.id, 1);
  await loginAs(page, buyer(), "/keranjang-belanja");
  await expect(page).toHaveURL(/\/keranjang-belanja$/);
  if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });

  await tabTo(page, page.getByLabel(`Pilih ${product.name}`));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Checkout", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });

  const courier = page.getByLabel("Kurir", { exact: true });
  await tabTo(page, courier);
  await page.keyboard.press("ArrowDown");
  // With JavaScript the choice fetches the quote itself; without, its button does.
  if (!jsOn()) {
    await expect(courier).not.toHaveValue("");
    await tabTo(page, page.getByRole("button", { name: "Cek ongkos kirim" }));
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/kurir=/);
  if (jsOn()) {
    // The quote came with the focus still on the select: the next arrow goes on to the next courier.
    await expect(courier).toBeFocused();
    const first = new URL(page.url()).searchParams.get("kurir");
    await page.keyboard.press("ArrowDown");
    await expect(page).not.toHaveURL(new RegExp(`kurir=${first}$`));
    await expect(courier).toBeFocused();
  }
  await tabTo(page, page.locator(".service-option input").first());
  await page.keyboard.press("Space");
  if (!jsOn()) {
    await tabTo(page, page.getByRole("button", { name: "Pilih layanan" }));
    await page.keyboard.press("Enter");
  }
  await expect(page.locator(".shipping-current")).toContainText("Dipilih:");
  await tabTo(page, page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/confirmation-order$/);
  await expect(page.getByTestId("confirmation-line").filter({ hasText: product.name })).toBeVisible();
});

test("a checkout the API refuses shows its message, in an error modal with JavaScript and without", async ({
  page,
  request,
}) => {
  const api = await buyerApi(request, buyer());
  // A small-stock product no other test buys (cart-add takes the first two of this list).
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 3 && product.stock <= 20);
  const product = products[jsOn() ? 2 : 3];
  if (!product) throw new Error("the seed has too few products with a small stock");
  const seller = await loginSeller(request);
  const setStock = async (stock: number) => {
    const response = await request.put(`${apiURL}/admin/product/${product.id}`, {
      headers: seller.headers,
      form: { price: product.price, stock, status: "active" },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await api.addToCart(product.id, 2);
  try {
    await loginAs(page, buyer(), "/keranjang-belanja");
    if (jsOn()) await page.locator("button.category-menu__button").waitFor({ state: "attached" });
    await page.getByLabel(`Pilih ${product.name}`).check();
    // The seller sells most of it while the buyer looks at the cart.
    await setStock(1);
    await page.getByRole("button", { name: "Checkout", exact: true }).click();
    const message = checkoutMessages.stockShort(product.name);
    // Without JavaScript too: the dialog comes open with the page and 'Oke' closes it natively.
    const dialog = page.getByRole("alertdialog", { name: "Ooppsss" });
    await expect(dialog).toContainText(message);
    await expectNoA11yViolations(page);
    await dialog.getByRole("button", { name: "Oke" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("#cart-error")).toHaveText(message);
    await expect(page).toHaveURL(/\/keranjang-belanja$/);
  } finally {
    await setStock(product.stock);
    await api.removeFromCart(product.id);
  }
});

/** One more product for the keyboard journey, after the three of the main one. */
async function pickFourth(api: BuyerApi): Promise<Picked> {
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 50);
  const found = products[(jsOn() ? 40 : 50) + 3];
  if (!found) throw new Error("the seed has too few well-stocked products");
  return { id: found.id, name: found.name };
}
