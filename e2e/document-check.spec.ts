import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { buyers, loginAs, type Buyer } from "./support/login";

// The public check of an order paper (issue #24), JavaScript on (buyer demo, paid INV/20260903/0001)
// and off (buyer pembeli2, paid INV/20260930/0017): the buyer downloads the Surat Tagihan from the
// Penerimaan tab, the link printed on it is opened in a browser that is not logged in, and the page
// says the shop issued that paper for that order; a forged code gets the Indonesian refusal (404).

const run = promisify(execFile);
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const invoice = () => (jsOn() ? "INV/20260903/0001" : "INV/20260930/0017");

const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

/** The order's id, read from the API as the buyer. */
async function orderId(request: APIRequestContext, who: Buyer): Promise<number> {
  const login = await request.post(`${apiURL}/customer/login`, {
    form: { email: who.username, password: who.password },
  });
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const list = await request.get(
    `${apiURL}/transaction/list-transaction/${user.id}?${new URLSearchParams({ search: invoice() })}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const rows = ((await list.json()) as { data: { data: { id: number; invoice: string }[] } }).data.data;
  return rows.find((row) => row.invoice === invoice())!.id;
}

async function paperLink(page: Page): Promise<string> {
  const who = jsOn() ? buyers.js : buyers["no-js"];
  const id = await orderId(page.request, who);
  await loginAs(page, who, `/profil/detailtransaksi?id_transaksi=${id}&tab=penerimaan`);
  const link = page
    .getByRole("region", { name: "Pengiriman 1", exact: true })
    .getByRole("link", { name: "Template_invoice.pdf Pengiriman 1" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = (await run("pdftotext", [await download.path(), "-"])).stdout;
  expect(text).toContain("SURAT TAGIHAN");
  const url = /https?:\/\/\S+\/verifikasi-dokumen\/[A-Za-z0-9_-]{12}/.exec(text)?.[0];
  expect(url, "the paper prints its check's link").toBeDefined();
  return url!;
}

test("a paper's printed link opens its public check without a login; a forged code is refused", async ({
  page,
  browser,
}) => {
  const url = await paperLink(page);
  // Someone else (a treasurer, an auditor) with no session opens the link.
  const context = await browser.newContext({ javaScriptEnabled: jsOn() });
  const visitor = await context.newPage();
  const response = await visitor.goto(url);
  expect(response?.status()).toBe(200);
  await waitForChrome(visitor, jsOn());
  await expect(visitor.getByRole("heading", { name: "Verifikasi Dokumen", level: 1 })).toBeVisible();
  await expect(visitor.locator(".document-check__status")).toHaveText(
    "Dokumen ini diterbitkan oleh toko dan masih berlaku.",
  );
  const facts = visitor.locator(".document-check__facts");
  await expect(facts).toContainText("SURAT TAGIHAN");
  await expect(facts).toContainText(`${invoice()}/TAG`);
  await expect(facts).toContainText(/Rp\. [\d.]+/);
  await expectNoA11yViolations(visitor);

  const forged = await visitor.goto(url.replace(/[A-Za-z0-9_-]{12}$/, "Zz9Zz9Zz9Zz9"));
  expect(forged?.status()).toBe(404);
  await expect(visitor.locator(".document-check__status")).toHaveText(
    "Kode verifikasi tidak dikenal: dokumen ini tidak diterbitkan oleh toko.",
  );
  await context.close();
});
