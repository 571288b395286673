import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { buyers, loginAs } from "./support/login";
import { loginSellerPage } from "./support/seller";

// The Nu HTML checker (vnu.jar, on Debian's Java) over the HTML the server sends, byte for byte as
// a browser receives it: every route, anonymous, as a buyer and as the seller, and the error states
// of the public forms. Runs once, in the "markup" project (JavaScript off, so a form's answer is the
// server's own page). One vnu run for all pages: the JVM starts once.

const vnuJar: string = createRequire(import.meta.url)("vnu-jar");
const outDir = path.resolve("test-results", "markup");

type CheckedPage = { name: string; html: string };

/** Every distinct href on a page that matches `pattern`. */
async function links(request: APIRequestContext, url: string, pattern: RegExp): Promise<string[]> {
  const html = await (await request.get(url)).text();
  const found = new Set<string>();
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1].replaceAll("&amp;", "&");
    if (pattern.test(href)) found.add(href);
  }
  return [...found];
}

async function fetchAll(request: APIRequestContext, label: string, urls: string[]): Promise<CheckedPage[]> {
  const pages: CheckedPage[] = [];
  for (const url of urls) {
    const response = await request.get(url, { maxRedirects: 0 });
    // A redirect has no page of its own; its target is in the list where it matters.
    if (response.status() >= 300 && response.status() < 400) continue;
    expect(response.headers()["content-type"], url).toContain("text/html");
    pages.push({ name: `${label} ${url}`, html: await response.text() });
  }
  return pages;
}

/** Submits a form without JavaScript and keeps the server's answer (the page with its errors). */
async function submitted(page: Page, label: string, submit: () => Promise<void>): Promise<CheckedPage> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await submit();
  const response = await answer;
  return { name: `${label} (errors)`, html: await response.text() };
}

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

async function validate(pages: CheckedPage[]): Promise<string[]> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const names = new Map<string, string>();
  await Promise.all(
    pages.map(async (entry, index) => {
      const file = path.join(outDir, `${String(index).padStart(3, "0")}.html`);
      names.set(`file:${file}`, entry.name);
      await writeFile(file, entry.html);
    }),
  );
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--format", "json", "--errors-only", "--exit-zero-always", outDir],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => `${names.get(message.url) ?? message.url}: ${message.message} [${message.extract ?? ""}]`);
}

test("every page the server sends is valid HTML (Nu HTML checker)", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const pages: CheckedPage[] = [];
  const anonymous = page.context().request;

  const product = (await links(anonymous, "/produk?page=1", /^\/produk-detail\?id_produk=\d+$/))[0];
  expect(product, "a product in the catalogue").toBeTruthy();
  pages.push(
    ...(await fetchAll(anonymous, "visitor", [
      "/",
      "/produk?page=1",
      "/produk?page=1&search=zzzzzz",
      "/produk/promo?page=1",
      "/produk/rekomendasi",
      product,
      "/tentang-kami",
      "/hubungi-kami",
      "/faq",
      "/term-condition",
      "/privacy-police",
      "/cara-pembayaran",
      "/login",
      "/register",
      "/lupa-password",
      "/reset-password?token=tidak-sah",
      "/halaman-yang-tidak-ada",
      "/verifikasi-dokumen/Zz9Zz9Zz9Zz9",
      "/admin/login",
    ])),
  );

  await page.goto("/login");
  pages.push(
    await submitted(page, "/login", async () => {
      await page.getByLabel("Email atau Username").fill("tidak-ada-akun");
      await page.getByLabel("Kata Sandi", { exact: true }).fill("salah");
      await page.getByRole("button", { name: "Masuk", exact: true }).click();
    }),
  );
  await page.goto("/register");
  pages.push(
    await submitted(page, "/register", () => page.getByRole("button", { name: "Daftar", exact: true }).click()),
  );

  // As a buyer: the profile area, an order's every tab, the cart.
  await loginAs(page, buyers.js);
  const buyer = page.context().request;
  const orders = await links(buyer, "/profil/transaksi", /^\/profil\/detailtransaksi\?id_transaksi=\d+$/);
  expect(orders.length, "the demo buyer has orders").toBeGreaterThan(0);
  const tabs = (
    await Promise.all(orders.slice(0, 5).map((order) => links(buyer, order, /^\/profil\/detailtransaksi\?.*tab=/)))
  ).flat();
  const addresses = await links(buyer, "/profil/alamat", /^\/profil\/edit-alamat\?id_alamat=\d+$/);
  const complaints = await links(buyer, "/profil/komplain", /^\/profil\/detailkomplain\?id_complain=\d+$/);
  pages.push(
    ...(await fetchAll(buyer, "buyer", [
      "/",
      product,
      "/keranjang-belanja",
      "/profil/beranda",
      "/profil/transaksi",
      "/profil/sunting-profil",
      "/profil/alamat",
      "/profil/tambah-alamat",
      "/profil/komplain",
      "/profil/addkomplain",
      "/profil/ulasan",
      "/profil/addulasan",
      "/profil/chat",
      "/profil/tim",
      ...orders.slice(0, 5),
      ...new Set(tabs),
      ...addresses.slice(0, 1),
      ...complaints.slice(0, 1),
    ])),
  );
  // Pages the buyer's pages lead to: the payment pages and the order dialogs that are page states.
  const leadsTo = new Set<string>();
  for (const { html } of pages.filter((entry) => entry.name.startsWith("buyer ")))
    for (const match of html.matchAll(
      /href="((?:\/example\/|\/profil\/respon|\/profil\/detailtransaksi\?[^"]*dialog=)[^"]*)"/g,
    ))
      leadsTo.add(match[1].replaceAll("&amp;", "&"));
  pages.push(...(await fetchAll(buyer, "buyer", [...leadsTo].slice(0, 12))));
  // The Komplain and Ulasan tabs' add forms in their dialogs (page states), open and answering an
  // empty post, on the newest paid order among those listed.
  const feedbackDialog = (tab: string) => {
    const url = tabs.find((href) => href.endsWith(`&tab=${tab}`));
    expect(url, `an order with the ${tab} tab`).toBeDefined();
    return `${url}&dialog=${tab}`;
  };
  const feedbackDialogs: [string, string][] = [
    [feedbackDialog("komplain"), "Kirim Komplain"],
    [feedbackDialog("ulasan"), "Kirim Ulasan"],
  ];
  pages.push(
    ...(await fetchAll(
      buyer,
      "buyer",
      feedbackDialogs.map(([url]) => url),
    )),
  );
  for (const [url, button] of feedbackDialogs) {
    await page.goto(url);
    pages.push(await submitted(page, url, () => page.getByRole("button", { name: button }).click()));
  }

  await page.goto("/profil/tambah-alamat");
  pages.push(
    await submitted(page, "/profil/tambah-alamat", () => page.getByRole("button", { name: "Simpan" }).click()),
  );

  // As the seller, in a context of its own.
  const sellerContext = await browser.newContext({ javaScriptEnabled: false });
  try {
    const sellerPage = await sellerContext.newPage();
    await loginSellerPage(sellerPage);
    const seller = sellerContext.request;
    const sellerOrders = await links(seller, "/admin/pesanan", /^\/admin\/pesanan\/\d+$/);
    expect(sellerOrders.length, "orders in the console").toBeGreaterThan(0);
    pages.push(
      ...(await fetchAll(seller, "seller", [
        "/admin/pesanan",
        ...sellerOrders.slice(0, 3),
        "/admin/produk",
        "/admin/ulasan",
        "/admin/komplain",
        "/admin/chat",
        "/admin/identitas-dokumen",
      ])),
    );
  } finally {
    await sellerContext.close();
  }

  const errors = await validate(pages);
  expect(errors, `${pages.length} pages checked`).toEqual([]);
});
