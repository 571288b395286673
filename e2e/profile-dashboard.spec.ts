import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { statusLabel as transactionStatusLabel } from "../server/contract/order-status";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { buyers, loginAs, type Buyer } from "./support/login";

// The profile area's frame, the dashboard (/profil/beranda) and the transaction list (/profil/transaksi),
// JavaScript on (buyer demo) and off (buyer pembeli2). Both buyers have seeded orders; other specs may
// add orders while this one runs, so counts are checked as bounds, not exact figures.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = (): Buyer => (jsOn() ? buyers.js : buyers["no-js"]);
/** A seeded order of each buyer (server/db/seed/orders.ts). */
const seededInvoice = () => (jsOn() ? "INV/20260912/0004" : "INV/20260923/0009");
const email = () => `${buyer().username}@pengadaan.test`;

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

type ListItem = { id: number; invoice: string; created_at: string; status: string };

/** The buyer's transactions straight from the API (all of them, newest first). */
async function apiTransactions(request: APIRequestContext, who: Buyer): Promise<ListItem[]> {
  const login = await request.post(`${apiURL}/customer/login`, {
    form: { email: who.username, password: who.password },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const list = await request.get(`${apiURL}/transaction/list-transaction/${user.id}?per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.ok()).toBe(true);
  return ((await list.json()) as { data: { data: ListItem[] } }).data.data;
}

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

/** "03 September 2026" → a sortable number (20260903); fails on any other shape. */
function shownDate(text: string): number {
  const match = /^(\d{2}) (\p{L}+) (\d{4})$/u.exec(text.trim());
  expect(match, `date "${text}" reads day, full Indonesian month, year`).not.toBeNull();
  const month = months.indexOf(match![2]);
  expect(month, `month of "${text}"`).toBeGreaterThanOrEqual(0);
  return Number(match![3]) * 10_000 + (month + 1) * 100 + Number(match![1]);
}

const table = (page: Page) => page.locator("table.transaction-table__table");
const rows = (page: Page) => table(page).locator("tbody tr.transaction-table__row");
const menu = (page: Page) => page.getByRole("navigation", { name: "Menu profil" });
const section = (page: Page) => page.locator("section.transaction-table");
const pageSize = (page: Page) => section(page).getByLabel("Tampilkan");
const searchBox = (page: Page) => section(page).getByRole("searchbox", { name: "Cari transaksi" });

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await section(page).getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === text);
  await expect(section(page).locator(".transaction-table__count")).toBeVisible();
}

async function choosePageSize(page: Page, size: number) {
  await pageSize(page).selectOption(String(size));
  await section(page).getByRole("button", { name: "Terapkan" }).click();
}

/** The invoices of the shown rows, in order. */
const shownInvoices = (page: Page) => rows(page).locator("th[scope=row]").allTextContents();

async function expectNewestFirst(page: Page) {
  const dates = (await rows(page).locator("time").allTextContents()).map(shownDate);
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
}

/** Presses Tab until the locator has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 30) {
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

test("the dashboard shows the profile block, then the transaction table newest first", async ({ page }) => {
  const summary = page.locator(".profile-summary");
  await expect(summary.getByRole("heading", { level: 1 })).toContainText("Halo, ");
  await expect(summary.getByRole("img", { name: /^Foto profil/ })).toBeVisible();
  for (const label of ["Nama Instansi", "Email", "No. Telepon", "NIP", "Nama PP", "Nama PPK"]) {
    await expect(summary.locator("dt", { hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  }
  await expect(summary.locator("dd", { hasText: email() })).toBeVisible();
  // The seeded buyers have an address, so its row shows.
  await expect(summary.locator("dt", { hasText: /^Alamat$/ })).toHaveCount(1);

  await expect(page.getByRole("heading", { level: 2, name: "Daftar Transaksi" })).toBeVisible();
  await expect(pageSize(page)).toHaveValue("5");
  await expect(rows(page)).toHaveCount(5);
  await expect(table(page).locator("thead th")).toHaveText(["ID", "No. Invoice", "Tanggal", "Status"]);
  await expectNewestFirst(page);
  // More than one page: the pager leads to the next one.
  const pager = page.getByRole("navigation", { name: "Halaman daftar transaksi" });
  await expect(pager.getByRole("link", { name: "Halaman 1" })).toHaveAttribute("aria-current", "page");
  const firstPage = await shownInvoices(page);
  await pager.getByRole("link", { name: "Halaman berikutnya" }).click();
  await expect(page).toHaveURL(/\/profil\/beranda\?page=2$/);
  await expect(pager.getByRole("link", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await shownInvoices(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.some((invoice) => firstPage.includes(invoice))).toBe(false);
  await pager.getByRole("link", { name: "Halaman sebelumnya" }).click();
  await expect(page).toHaveURL(/\/profil\/beranda$/);

  await expect(menu(page).getByRole("link", { name: "Beranda" })).toHaveAttribute("aria-current", "page");
  await page.screenshot({ path: test.info().outputPath("beranda.png"), fullPage: true });
  await expectNoA11yViolations(page);
});

test("search by an invoice narrows the table to it; nonsense finds nothing", async ({ page }) => {
  await search(page, seededInvoice());
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(seededInvoice())}`));
  await expect(rows(page)).toHaveCount(1);
  expect(await shownInvoices(page)).toEqual([seededInvoice()]);
  await expect(searchBox(page)).toHaveValue(seededInvoice());

  // By date as shown, lower case.
  const date = (await rows(page).locator("time").textContent())!.toLowerCase();
  await search(page, date);
  expect(await shownInvoices(page)).toContain(seededInvoice());

  await search(page, "bukan-invoice-apa-pun");
  await expect(rows(page)).toHaveCount(0);
  await expect(table(page).getByRole("cell", { name: "Data tidak ditemukan" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Halaman daftar transaksi" })).toHaveCount(0);
});

test("page size 10 shows more rows and keeps the search; the search keeps the page size", async ({ page }) => {
  await page.goto("/profil/transaksi");
  await expect(rows(page)).toHaveCount(5);
  await choosePageSize(page, 10);
  await expect(page).toHaveURL(/\/profil\/transaksi\?per_page=10$/);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
  expect(await rows(page).count()).toBeLessThanOrEqual(10);
  await expectNewestFirst(page);

  // The search form carries the page size ...
  await search(page, "INV/2026");
  await expect(page).toHaveURL(/per_page=10/);
  await expect(page).toHaveURL(/search=INV%2F2026/);
  await expect(pageSize(page)).toHaveValue("10");
  await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
  // ... and the page-size form carries the search.
  await search(page, "pending");
  await choosePageSize(page, 25);
  await expect(page).toHaveURL(/search=pending/);
  await expect(page).toHaveURL(/per_page=25/);
  await expect(searchBox(page)).toHaveValue("pending");
  await expect(pageSize(page)).toHaveValue("25");
  await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
  for (const badge of await rows(page).locator(".status-badge").allTextContents())
    expect(badge.toLowerCase()).toContain("pending");
});

test("every status badge reads its label in its colour", async ({ page, request }) => {
  await page.goto("/profil/transaksi?per_page=100");
  await expect(rows(page).first()).toBeVisible();
  const statuses = new Map((await apiTransactions(request, buyer())).map((item) => [item.invoice, item.status]));
  const tones: Record<string, string> = {
    pending: "warning",
    pending_payment: "warning",
    payment_expired: "warning",
    paid: "success",
    confirmed: "success",
    document: "yellow",
    process: "primary",
    payment_process: "primary",
    shipped: "secondary",
    "partial delivery": "secondary",
    cancel: "danger",
    payment_failed: "danger",
  };
  const seen = new Set<string>();
  for (const row of await rows(page).all()) {
    const invoice = (await row.locator("th").textContent())!;
    const status = statuses.get(invoice);
    expect(status, `status of ${invoice}`).toBeDefined();
    const badge = row.locator(".status-badge");
    await expect(badge).toHaveText(transactionStatusLabel(status!));
    await expect(badge).toHaveClass(new RegExp(`status-badge--${tones[status!.toLowerCase()] ?? "neutral"}`));
    seen.add(status!);
  }
  // The seed gives each buyer several stages, including labelled ones.
  expect(seen.size).toBeGreaterThanOrEqual(5);
  const labelled = jsOn()
    ? ["pending_payment", "payment_expired", "partial delivery"]
    : ["payment_process", "payment_failed"];
  for (const status of labelled) expect(seen.has(status), `a ${status} order is listed`).toBe(true);
  await expect(page.locator(".status-badge", { hasText: transactionStatusLabel(labelled[0]) }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the side menu lists the area's pages, marks the current one and asks before logging out", async ({ page }) => {
  const links = menu(page).getByRole("link");
  await expect(links).toHaveText([
    "Beranda",
    "Sunting Pengguna",
    "Daftar Transaksi",
    "Chat",
    "Alamat",
    "Tim Satuan Kerja",
  ]);
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
  expect(hrefs).toEqual([
    "/profil/beranda",
    "/profil/sunting-profil",
    "/profil/transaksi",
    "/profil/chat",
    "/profil/alamat",
    "/profil/tim",
  ]);

  await menu(page).getByRole("link", { name: "Daftar Transaksi" }).click();
  await expect(page).toHaveURL(/\/profil\/transaksi$/);
  await expect(page.getByRole("heading", { level: 1, name: "Daftar Transaksi" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Daftar Transaksi" })).toHaveAttribute("aria-current", "page");
  await expect(menu(page).getByRole("link", { name: "Beranda" })).not.toHaveAttribute("aria-current");
  await expect(page.locator(".profile-summary")).toHaveCount(0);
  await expect(rows(page)).toHaveCount(5);
  await page.screenshot({ path: test.info().outputPath("transaksi.png"), fullPage: true });
  await expectNoA11yViolations(page);

  await menu(page).getByRole("link", { name: "Beranda" }).click();
  await expect(page).toHaveURL(/\/profil\/beranda$/);
  await expect(page.locator(".profile-summary")).toBeVisible();

  // Keluar asks first; Batal keeps the buyer signed in.
  await menu(page).locator("summary", { hasText: "Keluar" }).click();
  await expect(menu(page).getByText("Anda yakin ingin keluar?")).toBeVisible();
  await expect(menu(page).getByRole("button", { name: "Keluar" })).toBeVisible();
  await menu(page).getByRole("link", { name: "Batal" }).click();
  await expect(page).toHaveURL(/\/profil\/beranda$/);
  await expect(page.locator(".profile-summary")).toBeVisible();
});

test("the page-size and search forms work by keyboard alone", async ({ page }) => {
  await page.goto("/profil/transaksi");
  await waitForChrome(page, jsOn());
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Langsung ke konten utama" })).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, pageSize(page));
  await page.keyboard.press("ArrowDown");
  await expect(pageSize(page)).toHaveValue("10");
  await tabTo(page, section(page).getByRole("button", { name: "Terapkan" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profil\/transaksi\?per_page=10$/);
  await expect.poll(() => rows(page).count()).toBeGreaterThan(5);

  await tabTo(page, searchBox(page), 80);
  await page.keyboard.type(seededInvoice());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`per_page=10&search=|search=.*per_page=10`));
  await expect(rows(page)).toHaveCount(1);
  expect(await shownInvoices(page)).toEqual([seededInvoice()]);
});

test("the profile pages are not cached and need a login", async ({ page }) => {
  for (const path of ["/profil/beranda", "/profil/transaksi"]) {
    const response = await page.goto(path);
    expect(response?.headers()["cache-control"]).toContain("no-store");
  }
  await page.context().clearCookies();
  await page.goto("/profil/transaksi?per_page=10");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Ftransaksi%3Fper_page%3D10$/);
});
