import type { Locator, Page } from "@playwright/test";
import { waitForChrome } from "./support/hydration";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyerApi, type BuyerApi } from "./support/buyer-api";
import { loginAs } from "./support/login";
import { registerBuyer } from "./support/new-buyer";

// Issue 28's checkout walk, as a new buyer would do it, JavaScript on and off: the registration's
// address is the checkout's default; saving partials after a service asks for the service again
// (no stale choice, a dropped shipping negotiation said); one negotiation form per line; the focus
// stays on the chosen service.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const rupiah = (amount: number) => `Rp. ${new Intl.NumberFormat("id-ID").format(amount)}`;

/** A well-stocked product no other spec buys (a different one per project and test). */
async function pickProduct(api: BuyerApi, slot: number) {
  // From the end of the first page: the other checkout specs take theirs from its start and middle.
  const products = (await api.listProducts(100)).filter((product) => product.stock >= 20);
  const product = products.at(-1 - (jsOn() ? 0 : 2) - slot);
  if (!product) throw new Error("the seed has too few stocked products");
  return product;
}

/** The cart's line ticked and checked out: the page is on /checkout. */
async function checkoutOf(page: Page, productName: string) {
  await page.goto("/keranjang-belanja");
  // A tick made before hydration is React's to reset (the box is controlled): tick after it.
  await waitForChrome(page, jsOn());
  await page.getByLabel(`Pilih ${productName}`).check();
  await page.getByRole("button", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function chooseCourierAndService(page: Page) {
  await page.getByLabel("Kurir", { exact: true }).selectOption("jne");
  if (!jsOn()) await page.getByRole("button", { name: "Cek ongkos kirim" }).click();
  await expect(page.locator(".service-option").first()).toBeVisible();
  await page.locator(".service-option input").first().check();
  if (!jsOn()) await page.getByRole("button", { name: "Pilih layanan" }).click();
  await expect(page.locator(".shipping-current")).toContainText("Dipilih:");
}

const line = (page: Page, name: string): Locator =>
  page.locator("li.checkout-line").filter({ has: page.getByRole("heading", { name }) });

test("a new buyer checks out to the registration's address; saving partials after a service asks for it again and says the dropped shipping negotiation", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await registerBuyer(request, `partial${jsOn() ? "js" : "nojs"}`);
  const api = await buyerApi(request, buyer);
  const product = await pickProduct(api, 0);
  await api.addToCart(product.id, 4);
  await loginAs(page, buyer, "/keranjang-belanja");
  await checkoutOf(page, product.name);

  // The first address book entry came from registration: checkout ships there without asking.
  await expect(page.getByText("Belum ada alamat pengiriman")).toHaveCount(0);
  await expect(page.locator(".address-option").filter({ hasText: "Bagian Umum" })).toContainText("(dipakai)");
  await expect(page.locator(".address-option").filter({ hasText: "Bagian Umum" })).toContainText("Jl. Sudirman No. 1");

  await chooseCourierAndService(page);
  await page.getByLabel("Nego ongkos kirim").fill("600000");
  await page.getByRole("button", { name: "Ajukan nego ongkir" }).click();
  await expect(page.locator(".checkout-summary .nego-badge")).toHaveText("Nego");

  // New batches: the service and the negotiation go, and the page says both.
  const bulk = line(page, product.name);
  const summary = bulk.getByText("Kirim sebagian (partial)");
  if ((await summary.locator("xpath=..").getAttribute("open")) === null) await summary.click();
  await bulk.getByLabel("Pengiriman 1").fill("2");
  await bulk.getByLabel("Pengiriman 2").fill("2");
  await bulk.getByRole("button", { name: `Simpan partial ${product.name}` }).click();
  await expect(line(page, product.name).locator(".checkout-line__partials")).toContainText("Pengiriman 2: 2");
  await expect(line(page, product.name).locator("form.nego-form")).toHaveCount(1);
  await expect(line(page, product.name).locator('form[id^="partial-"]')).toHaveCount(1);
  await expect(page.locator(".shipping-current")).toContainText("Silahkan pilih layanan ekspedisi kembali");
  // Said as a warning ("Perhatian"), not in the success style: the buyer's choice was undone.
  const dropped = page.getByRole("alert").filter({ hasText: `Nego ongkos kirim ${rupiah(600000)} dibatalkan` });
  await expect(dropped).toBeVisible();
  await expect(dropped).toHaveClass(/form-alert--warning/);
  await expect(dropped.getByText("Perhatian", { exact: true })).toBeVisible();
  await expect(page.locator(".checkout-summary .nego-badge")).toHaveCount(0);
  // No service looks chosen any more, and choosing the first again quotes it.
  const services = page.locator(".service-option input");
  await expect(services.first()).toBeVisible();
  for (const radio of await services.all()) await expect(radio).not.toBeChecked();
  await services.first().check();
  if (!jsOn()) await page.getByRole("button", { name: "Pilih layanan" }).click();
  await expect(page.locator(".shipping-current")).toContainText("Dipilih:");
  await expect(page.locator(".shipping-current")).toContainText("estimasi");
  const stored = (await api.listOrders()).length;
  await page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }).click();
  await expect(page).toHaveURL(/\/confirmation-order$/);
  expect((await api.listOrders()).length).toBe(stored + 1);
});

test("one price negotiation form per line after 'Ajukan nego harga', and the focus stays on the chosen service", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await registerBuyer(request, `nego${jsOn() ? "js" : "nojs"}`);
  const api = await buyerApi(request, buyer);
  const product = await pickProduct(api, 1);
  await api.addToCart(product.id, 2);
  await loginAs(page, buyer, "/keranjang-belanja");
  await checkoutOf(page, product.name);

  if (jsOn()) {
    // By keyboard: the courier, then a service by Space; the focus stays on that service.
    await page.getByLabel("Kurir", { exact: true }).selectOption("jne");
    const first = page.locator(".service-option input").first();
    await first.focus();
    await page.keyboard.press("Space");
    await expect(page.locator(".shipping-current")).toContainText("Dipilih:");
    await expect(page.locator(".service-option input").first()).toBeFocused();
    // "Pilih layanan" pressed from the keyboard keeps it there too, and the next Tab goes on from it.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Pilih layanan" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator(".service-option input:checked")).toBeFocused();
  } else {
    await chooseCourierAndService(page);
  }

  const price = Math.max(1, Math.floor(product.price * 0.9));
  const negoLine = line(page, product.name);
  await negoLine.getByLabel(/Nego harga per/).fill(String(price));
  await negoLine.getByRole("button", { name: `Ajukan nego harga ${product.name}` }).click();
  await expect(line(page, product.name).locator(".checkout-line__nego")).toContainText(rupiah(price));
  await expect(line(page, product.name).locator("form.nego-form")).toHaveCount(1);
  const ids = await page.locator("[id]").evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  await expectNoA11yViolations(page);
});

test("a cart line ticked before the page's scripts arrive stays ticked and checks out", async ({ page, request }) => {
  const buyer = await registerBuyer(request, `tick${jsOn() ? "js" : "nojs"}`);
  const api = await buyerApi(request, buyer);
  const product = await pickProduct(api, 4);
  await api.addToCart(product.id, 1);
  await loginAs(page, buyer, "/profil/beranda");
  // The scripts are held until the box is ticked: the buyer was quicker than hydration.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/keranjang-belanja");
  const box = page.getByLabel(`Pilih ${product.name}`);
  await box.check();
  release();
  await waitForChrome(page, jsOn());
  await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(line(page, product.name)).toBeVisible();
});

test("a cart quantity typed while the cart reloads is kept, and sent when the box is left", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const buyer = await registerBuyer(request, `qty${jsOn() ? "js" : "nojs"}`);
  const api = await buyerApi(request, buyer);
  const product = await pickProduct(api, 3);
  await api.addToCart(product.id, 2);
  await loginAs(page, buyer, "/keranjang-belanja");
  // The box sends itself when left only once the page has hydrated (after its first paint, decision 160).
  await waitForChrome(page, jsOn());
  const row = page.locator("tr.cart-line").filter({ has: page.getByRole("rowheader", { name: product.name }) });
  const box = row.getByLabel(`Jumlah ${product.name}`);
  const subtotal = row.locator(".cart-line__subtotal");
  const unitPrice = product.promo[0]?.price_promo ?? product.price;
  if (jsOn()) {
    // The change of 3 is held on its way, so the cart's reload comes while 5 is being typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/keranjang-belanja"),
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await box.fill("3");
    await page.keyboard.press("Tab");
    await box.focus();
    await box.fill("5");
    release();
    await expect(subtotal).toHaveText(rupiah(unitPrice * 3));
    await expect(box).toHaveValue("5");
    await expect(box).toBeFocused();
    await page.unroute((url) => url.pathname.startsWith("/keranjang-belanja"));
    await page.keyboard.press("Tab");
  } else {
    await box.fill("5");
    await row.getByRole("button", { name: `Ubah jumlah ${product.name}` }).click();
  }
  await expect(subtotal).toHaveText(rupiah(unitPrice * 5));
  await expect(row.getByLabel(`Jumlah ${product.name}`)).toHaveValue("5");
});

test("a split typed and not saved travels with the purchase request: wrong or unsaved, it blocks it and stays as typed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const buyer = await registerBuyer(request, `typed${jsOn() ? "js" : "nojs"}`);
  const api = await buyerApi(request, buyer);
  const product = await pickProduct(api, 3);
  await api.addToCart(product.id, 4);
  await loginAs(page, buyer, "/keranjang-belanja");
  await checkoutOf(page, product.name);
  await chooseCourierAndService(page);

  const split = line(page, product.name);
  await split.getByText("Kirim sebagian (partial)").click();
  await split.getByLabel("Pengiriman 1").fill("1");
  await split.getByLabel("Pengiriman 2").fill("2");
  const stored = (await api.listOrders()).length;
  await page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }).click();
  await expect(page.locator(".checkout-summary .form-alert")).toHaveText(
    /Pastikan jumlah partial sesuai dengan jumlah produk/,
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(line(page, product.name).getByLabel("Pengiriman 1")).toHaveValue("1");
  await expect(line(page, product.name).getByLabel("Pengiriman 2")).toHaveValue("2");
  await expect(
    line(page, product.name).getByText(
      "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan",
    ),
  ).toBeVisible();
  expect((await api.listOrders()).length).toBe(stored);

  // Put right (1 + 3) but not saved: still blocked, saying so, what was typed kept.
  await line(page, product.name).getByLabel("Pengiriman 2").fill("3");
  await page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }).click();
  await expect(page.locator(".checkout-summary .form-alert")).toContainText(
    'Jumlah partial yang Anda ketik belum disimpan. Tekan "Simpan partial" terlebih dahulu.',
  );
  await expect(line(page, product.name).getByLabel("Pengiriman 2")).toHaveValue("3");
  expect((await api.listOrders()).length).toBe(stored);

  // Saved: the order goes in two batches.
  await line(page, product.name)
    .getByRole("button", { name: `Simpan partial ${product.name}` })
    .click();
  await expect(line(page, product.name).locator(".checkout-line__partials")).toContainText("Pengiriman 2: 3");
  await chooseCourierAndService(page);
  await page.getByRole("button", { name: "Ajukan Permintaan Pembelian" }).click();
  await expect(page).toHaveURL(/\/confirmation-order$/);
  expect((await api.listOrders()).length).toBe(stored + 1);
});
