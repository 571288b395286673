import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { TransactionLogEntry } from "../server/contract/order";
import { statusLabel as transactionStatusLabel } from "../server/contract/order-status";
import type { TransactionAnswer } from "../server/contract/transaction";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { buyers, loginAs, type Buyer } from "./support/login";

// The order detail page (/profil/detailtransaksi), JavaScript on (buyer demo) and off (buyer pembeli2).
// Seeded orders (server/db/seed/orders.ts): demo's paid INV/20260903/0001 (discount, notes, a review and
// a complaint) and negotiated INV/20260910/0003; pembeli2's paid INV/20260930/0017 and pending
// INV/20260923/0009. Other specs may add reviews or complaints to paid orders while this one runs.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = (): Buyer => (jsOn() ? buyers.js : buyers["no-js"]);
const paidInvoice = () => (jsOn() ? "INV/20260903/0001" : "INV/20260930/0017");
const unpaidInvoice = () => (jsOn() ? "INV/20260910/0003" : "INV/20260923/0009");

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

type ApiOrder = { id: number; answer: TransactionAnswer; log: TransactionLogEntry[] };

/** One of the buyer's orders as the API answers it, found by invoice, with its log. */
async function apiOrder(request: APIRequestContext, who: Buyer, invoice: string): Promise<ApiOrder> {
  const login = await request.post(`${apiURL}/customer/login`, {
    form: { email: who.username, password: who.password },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${apiURL}/${path}`, { headers });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const list = await get<{ data: { id: number; invoice: string }[] }>(
    `transaction/list-transaction/${user.id}?${new URLSearchParams({ search: invoice })}`,
  );
  const id = list.data.find((item) => item.invoice === invoice)?.id;
  expect(id, `${invoice} is the buyer's`).toBeDefined();
  const [answer, { log }] = await Promise.all([
    get<TransactionAnswer>(`transaction/${id}`),
    get<{ log: TransactionLogEntry[] }>(`transaction/log/${id}`),
  ]);
  return { id: id!, answer, log };
}

const rupiah = (amount: number) => `Rp. ${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 }).format(amount)}`;
const months = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];
/** "03 September 2026" in WITA, as the page shows an ISO time. */
function witaDate(iso: string): string {
  const local = new Date(Date.parse(iso) + 8 * 3_600_000);
  return `${String(local.getUTCDate()).padStart(2, "0")} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Tab transaksi" });
const tab = (page: Page, name: string) => tabs(page).getByRole("link", { name, exact: true });

async function openTab(page: Page, name: string, param: string) {
  await tab(page, name).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("tab") === param);
  await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
}

/** Presses Tab until the locator has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, buyer(), "/profil/beranda");
  await expect(page).toHaveURL(/\/profil\/beranda$/);
});

test("an order opened from the dashboard shows Detail Pesanan with the API's lines and totals", async ({
  page,
  request,
}) => {
  const invoice = paidInvoice();
  const { id, answer } = await apiOrder(request, buyer(), invoice);
  const order = answer.data;

  // From the dashboard's table: search the invoice, follow its link.
  const table = page.locator("section.transaction-table");
  await table.getByRole("searchbox", { name: "Cari transaksi" }).fill(invoice);
  await table.getByRole("button", { name: "Cari", exact: true }).click();
  await table.getByRole("link", { name: invoice }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/profil/detailtransaksi" && url.searchParams.get("id_transaksi") === String(id),
  );
  await expect(page.getByRole("heading", { level: 1, name: "Detail Transaksi" })).toBeVisible();
  await expect(tab(page, "Detail Pesanan")).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("navigation", { name: "Menu profil" }).getByRole("link", { name: "Daftar Transaksi" }),
  ).toHaveAttribute("aria-current", "true");

  const panel = page.getByRole("region", { name: "Detail Pesanan", exact: true });
  await expect(panel.getByTestId("order-invoice")).toHaveText(invoice);
  await expect(panel.getByTestId("order-date")).toHaveText(witaDate(order.created_at));
  await expect(panel.locator(".order-facts .status-badge")).toHaveText(transactionStatusLabel(order.status));
  const buyerBlock = panel.getByRole("region", { name: "Informasi Pembeli", exact: true });
  await expect(buyerBlock).toContainText(order.customer.instance_name);
  await expect(buyerBlock).toContainText(order.customer.email);
  if (order.customer_address) await expect(buyerBlock).toContainText(order.customer_address.postal_code);
  const shipping = panel.getByRole("region", { name: "Informasi Pengiriman", exact: true });
  await expect(shipping).toContainText(answer.address.name_receipt);
  await expect(shipping).toContainText(answer.address.shipping_service);

  const lines = panel.getByTestId("order-line");
  await expect(lines).toHaveCount(order.transaction_detail.length);
  for (const [index, line] of order.transaction_detail.entries()) {
    const row = lines.nth(index);
    await expect(row.getByRole("rowheader")).toHaveText(line.name_product);
    await expect(row.getByTestId("line-qty")).toHaveText(`${line.qty} ${line.unit}`);
    await expect(row.getByTestId("line-price")).toHaveText(rupiah(line.price_after_discount));
    await expect(row.getByTestId("line-subtotal")).toHaveText(rupiah(line.subtotal));
    if (line.discount > 0) {
      await expect(row.locator("del")).toContainText(rupiah(line.price));
      await expect(row.locator(".order-discount")).toContainText(`${line.discount}%`);
    } else {
      await expect(row.locator("del")).toHaveCount(0);
    }
    if (line.notes) await expect(row).toContainText(line.notes);
  }
  // No negotiated line: no negotiated columns.
  await expect(panel.getByRole("columnheader", { name: "Harga Nego" })).toHaveCount(0);
  await expect(panel.getByTestId("order-shipping")).toHaveText(rupiah(order.shipping_cost));
  await expect(panel.getByTestId("order-ppn")).toHaveText(rupiah(order.total_ppn));
  await expect(panel.getByTestId("order-price")).toHaveText(rupiah(order.total_price));
  await expect(panel.getByTestId("order-grand-total")).toHaveText(rupiah(order.grand_total));
  await expect(page.getByRole("link", { name: "Chat Admin" })).toHaveAttribute(
    "href",
    `/profil/chat?${new URLSearchParams({ invoice })}`,
  );

  await page.screenshot({ path: test.info().outputPath("detail-pesanan.png"), fullPage: true });
  await expectNoA11yViolations(page);
});

test("a paid order has Komplain and Ulasan tabs with the order's complaints and reviews", async ({ page, request }) => {
  // Three pages and two axe scans (a JavaScript-less scan renders the page twice).
  test.slow();
  const { id, answer } = await apiOrder(request, buyer(), paidInvoice());
  await page.goto(`/profil/detailtransaksi?id_transaksi=${id}`);
  const expected = [
    "Detail Pesanan",
    ...(answer.negotiations.length > 0 ? ["Negosiasi"] : []),
    "Penerimaan",
    "Pembayaran",
    "Timeline",
    "Komplain",
    "Ulasan",
  ];
  await expect(tabs(page).getByRole("link")).toHaveText(expected);

  await openTab(page, "Ulasan", "ulasan");
  const reviews = page.getByRole("region", { name: "Ulasan", exact: true });
  // It opens the add form in a dialog (e2e/profile-order-feedback.spec.ts).
  await expect(reviews.getByRole("link", { name: "Tambah Ulasan" })).toHaveAttribute(
    "href",
    `/profil/detailtransaksi?id_transaksi=${id}&tab=ulasan&dialog=ulasan`,
  );
  if (jsOn()) {
    // The seeded review of line 1, with the seller's answer.
    const seeded = reviews
      .getByTestId("order-review")
      .filter({ hasText: "Kertas tebal dan rapi, pengiriman tepat waktu." });
    await expect(seeded.getByRole("heading", { level: 3 })).toHaveText("Kertas HVS A4 70 gsm");
    await expect(seeded.getByRole("img", { name: "Rating 5 dari 5" })).toBeVisible();
    await expect(seeded).toContainText("Terima kasih atas kepercayaannya.");
  } else {
    await expect(
      reviews.getByTestId("order-review").or(reviews.getByText("Anda belum memilliki Ulasan")).first(),
    ).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await openTab(page, "Komplain", "komplain");
  const complaints = page.getByRole("region", { name: "Komplain", exact: true });
  await expect(complaints.getByRole("link", { name: "Tambah Komplain" })).toHaveAttribute(
    "href",
    `/profil/detailtransaksi?id_transaksi=${id}&tab=komplain&dialog=komplain`,
  );
  if (jsOn()) {
    const seeded = complaints
      .getByTestId("order-complaint")
      .filter({ hasText: "Dua pulpen dalam satu pak tidak keluar tintanya." });
    await expect(seeded.getByRole("heading", { level: 3 })).toHaveText("Pulpen Gel 0,5 mm Hitam");
    await expect(seeded).toContainText("Tanggapan Admin");
    await expect(seeded.getByRole("link", { name: /^Lihat Detail/ })).toHaveAttribute(
      "href",
      `/profil/detailkomplain?id_complain=${answer.complaint[0].id}`,
    );
  } else {
    await expect(
      complaints.getByTestId("order-complaint").or(complaints.getByText("Anda belum memilliki Komplain")).first(),
    ).toBeVisible();
  }
  await expectNoA11yViolations(page);
});

test("an unpaid order has no Komplain or Ulasan tab; its negotiation rounds and timeline show", async ({
  page,
  request,
}) => {
  // Three pages and (with rounds) two axe scans.
  test.slow();
  const { id, answer, log } = await apiOrder(request, buyer(), unpaidInvoice());
  await page.goto(`/profil/detailtransaksi?id_transaksi=${id}&tab=ulasan`);
  // An unavailable tab shows Detail Pesanan.
  await expect(tab(page, "Detail Pesanan")).toHaveAttribute("aria-current", "page");
  await expect(tab(page, "Ulasan")).toHaveCount(0);
  await expect(tab(page, "Komplain")).toHaveCount(0);
  await expect(tab(page, "Negosiasi")).toHaveCount(answer.negotiations.length > 0 ? 1 : 0);

  if (answer.negotiations.length > 0) {
    // Detail Pesanan: the negotiated columns and figures.
    const panel = page.getByRole("region", { name: "Detail Pesanan", exact: true });
    const lines = panel.getByTestId("order-line");
    for (const [index, line] of answer.data.transaction_detail.entries()) {
      await expect(lines.nth(index).getByTestId("line-price-nego")).toHaveText(
        line.price_nego === null ? "-" : rupiah(line.price_nego),
      );
    }
    await expect(panel.getByTestId("order-shipping")).toContainText(
      rupiah(answer.data.shipping_cost_nego ?? answer.data.shipping_cost),
    );
    await expect(panel.getByTestId("order-price")).toContainText(
      rupiah(answer.data.total_price_nego ?? answer.data.total_price),
    );
    await page.screenshot({ path: test.info().outputPath("detail-nego.png"), fullPage: true });

    await openTab(page, "Negosiasi", "negosiasi");
    const rounds = page.getByTestId("nego-round");
    await expect(rounds).toHaveCount(answer.negotiations.length);
    for (const [index, round] of answer.negotiations.entries()) {
      const batch = rounds.nth(index);
      await expect(batch.getByRole("heading", { level: 3 })).toHaveText(`Negosiasi ke-${round.nego_step}`);
      for (const item of round.product_negotiation) {
        await expect(batch.getByRole("row", { name: new RegExp(item.name_product) })).toContainText(
          `${rupiah(item.old_price)}${rupiah(item.new_price)}`,
        );
      }
      if (round.shipping_cost_negotiation) {
        await expect(batch.getByRole("row", { name: /Ongkos Kirim/ })).toContainText(
          rupiah(round.shipping_cost_negotiation.new_price),
        );
      }
      await expect(batch.locator(".nego-round__note")).toHaveText(`Catatan: ${round.note ?? "Tidak ada catatan"}`);
    }
    await expectNoA11yViolations(page);
  }

  await openTab(page, "Timeline", "timeline");
  const entries = page.getByTestId("log-entry");
  await expect(entries).toHaveCount(log.length);
  for (const [index, entry] of log.entries()) {
    const time = entries.nth(index).locator("time");
    await expect(time).toHaveText(new RegExp(`^${witaDate(entry.created_at)} \\d{2}:\\d{2} WITA$`));
    await expect(entries.nth(index)).toContainText(entry.name_section_change);
  }
  await expectNoA11yViolations(page);
});

test("the tabs are reached and opened by keyboard; another buyer's or a malformed id is the 404 page", async ({
  page,
  request,
}) => {
  const { id } = await apiOrder(request, buyer(), unpaidInvoice());
  await page.goto(`/profil/detailtransaksi?id_transaksi=${id}`);
  await waitForChrome(page, jsOn());
  const links = tabs(page).getByRole("link");
  await tabTo(page, links.first());
  await expect(links.first()).toHaveText("Detail Pesanan");
  await page.keyboard.press("Tab");
  const next = links.nth(1);
  await expect(next).toBeFocused();
  const name = (await next.textContent())!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("tab") !== null);
  await expect(tab(page, name)).toHaveAttribute("aria-current", "page");
  await expect(tab(page, "Detail Pesanan")).not.toHaveAttribute("aria-current");
  if (jsOn()) {
    // With JavaScript the panel swaps in place and the focus stays on the tab.
    await expect(tab(page, name)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
  } else {
    await tabTo(page, tab(page, "Detail Pesanan"));
  }
  await expect(tab(page, "Detail Pesanan")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.searchParams.get("tab") === null);
  await expect(tab(page, "Detail Pesanan")).toHaveAttribute("aria-current", "page");

  // Another buyer's order and a malformed id are the bare 404 page.
  const others = await apiOrder(
    request,
    jsOn() ? buyers["no-js"] : buyers.js,
    jsOn() ? "INV/20260923/0009" : "INV/20260910/0003",
  );
  for (const url of [
    `/profil/detailtransaksi?id_transaksi=${others.id}`,
    "/profil/detailtransaksi?id_transaksi=abc",
    "/profil/detailtransaksi",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  }
});
