import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { buyerApi } from "./support/buyer-api";
import { buyers, loginAs, type Buyer } from "./support/login";

// Details of the profile area a browser is needed for (profile-area §2, §9): the brand colour, the
// complaint chooser's empty text and the address form's way back, the chat's scroll-to-bottom
// control, and the bank page's purchase date. JavaScript on and off. The address-book buyers
// (alamat1/alamat2) have no orders; nothing here changes what other specs read of them: their chat
// is used by no other spec, and the bank page is only read.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const emptyBuyer = (): Buyer => ({ username: jsOn() ? "alamat1" : "alamat2", password: "rahasia123" });
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

// Logging in hashes a password on a busy 2-core machine.
test.beforeEach(() => test.slow());

test("brand button colour #a71313; 'Mohon Maaf Belum Ada Data.' in an empty complaint chooser; 'Kembali' to /profil/alamat", async ({
  page,
}) => {
  await loginAs(page, emptyBuyer(), "/profil/alamat");
  await page.goto("/profil/alamat");
  const add = page.getByRole("link", { name: "Tambah Alamat" });
  await expect(add).toHaveCSS("background-color", "rgb(167, 19, 19)");

  await add.click();
  await expect(page).toHaveURL(/\/profil\/tambah-alamat$/);
  await expect(page.getByRole("button", { name: "Simpan", exact: true })).toHaveCSS(
    "background-color",
    "rgb(167, 19, 19)",
  );
  await page.getByRole("link", { name: "Kembali", exact: true }).click();
  await expect(page).toHaveURL(/\/profil\/alamat$/);
  await expect(page.getByRole("heading", { name: "Daftar Alamat", level: 1 })).toBeVisible();

  // A buyer without paid orders has nothing to complain about yet.
  await page.goto("/profil/addkomplain");
  await expect(page.getByRole("heading", { name: "Tambah Komplain", level: 1 })).toBeVisible();
  await expect(page.getByText("Mohon Maaf Belum Ada Data.", { exact: true })).toBeVisible();
});

/** The buyer's side of the chat through the API under test. */
async function buyerSays(request: APIRequestContext, buyer: Buyer, messages: string[]) {
  const login = await request.post(`${apiURL}/customer/login`, {
    form: { email: buyer.username, password: buyer.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (const message of messages) {
    const response = await request.post(`${apiURL}/usermanagement/chat/reply`, {
      headers: { Authorization: `Bearer ${token}` },
      form: { message },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

function bubble(page: Page, text: string) {
  return page.getByRole("log", { name: "Percakapan dengan Admin" }).getByRole("listitem").filter({ hasText: text });
}

test("a scroll-to-bottom button brings the newest message back into view", async ({ page, request }) => {
  const run = `${test.info().project.name}-${Date.now().toString(36)}`;
  // Enough messages that the conversation scrolls; each tagged so a rerun finds its own.
  const messages = Array.from({ length: 24 }, (_, index) => `Pesan uji gulir ${index + 1} (${run})`);
  await buyerSays(request, emptyBuyer(), messages);
  const first = messages[0] ?? "";
  const newest = messages.at(-1) ?? "";

  await loginAs(page, emptyBuyer(), "/profil/chat");
  await page.goto("/profil/chat");
  const toBottom = jsOn()
    ? page.getByRole("button", { name: "Gulir ke pesan terbaru" })
    : page.getByRole("link", { name: "Gulir ke pesan terbaru" });
  // With JS the button only exists once the page is hydrated.
  await expect(toBottom).toBeVisible();
  await expect(bubble(page, newest)).toBeInViewport();

  // Scroll the conversation back to its oldest message.
  await page.getByRole("log", { name: "Percakapan dengan Admin" }).hover();
  await expect(async () => {
    await page.mouse.wheel(0, -4000);
    await expect(bubble(page, first)).toBeInViewport({ timeout: 500 });
  }).toPass();
  await expect(bubble(page, newest)).not.toBeInViewport();

  await toBottom.click();
  await expect(bubble(page, newest)).toBeInViewport();
  await expect(bubble(page, first)).not.toBeInViewport();
});

test("Purchase date 'DD MMMM YYYY' on the bank page", async ({ page, request }) => {
  const buyer = jsOn() ? buyers.js : buyers["no-js"];
  const api = await buyerApi(request, buyer);
  await loginAs(page, buyer, "/profil/beranda");
  // A seeded order paid by bank transfer has the page; any other is sent to its Pembayaran tab.
  let orderId: number | undefined;
  for (const candidate of await api.listOrders()) {
    const answer = await page.request.get(`/example/bpd-payment?id_transaksi=${candidate.id}`, { maxRedirects: 0 });
    if (answer.status() === 200) {
      orderId = candidate.id;
      break;
    }
  }
  if (orderId === undefined) throw new Error("the seeded buyer has no order paid by bank transfer");
  const order = await api.getTransaction(orderId);
  // Day with two digits, the full Indonesian month, the year; in WITA like every date of the shop.
  const expected = new Intl.DateTimeFormat("id-ID", {
    day: "2-digit",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Makassar",
  }).format(new Date(order.created_at));
  expect(expected).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}$/);

  await page.goto(`/example/bpd-payment?id_transaksi=${orderId}`);
  await expect(page.getByRole("heading", { name: "Pembayaran Transfer Bank", level: 1 })).toBeVisible();
  const date = page
    .getByTestId("bpd-facts")
    .locator("div")
    .filter({ has: page.getByText("Tanggal Pembelian") });
  await expect(date.locator("dd")).toHaveText(expected);
});

// English words a shop's controls would use; none of them is also an Indonesian UI word here
// ("Password", "Email", "Status", "Total", "Invoice" and "Chat" are, so they are not listed).
const ENGLISH =
  /\b(log ?in|log ?out|sign (in|up)|submit|cancel|search|loading|next|previous|home|cart|settings|profile|error|sorry|please|save|delete|edit|close|send|upload|download|price|quantity|orders?|messages?|reviews?|complaints?|address|remove|view|show|hide|yes)\b/i;

/** Every label a control or heading of the page gives: its text and its accessible attributes. */
function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const selector = "button, label, legend, summary, th, h1, h2, h3, nav a, footer a, [role=dialog] p";
    for (const element of document.querySelectorAll<HTMLElement>(selector)) texts.push(element.innerText);
    for (const element of document.querySelectorAll("[placeholder], [aria-label], [title]")) {
      for (const name of ["placeholder", "aria-label", "title"]) texts.push(element.getAttribute(name) ?? "");
    }
    texts.push(document.title);
    return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
}

test("All texts are in Indonesian: the controls, headings and labels of the shop's and the profile's pages", async ({
  page,
}) => {
  const buyer = jsOn() ? buyers.js : buyers["no-js"];
  const visitorPages = ["/", "/produk?page=1", "/login", "/register", "/lupa-password", "/faq", "/hubungi-kami"];
  const buyerPages = [
    "/keranjang-belanja",
    "/profil/beranda",
    "/profil/sunting-profil",
    "/profil/transaksi",
    "/profil/alamat",
    "/profil/tambah-alamat",
    "/profil/chat",
    "/profil/komplain",
    "/profil/ulasan",
  ];
  const english: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    const texts = await interfaceTexts(page);
    // The page's own controls were read, not an empty shell.
    expect(texts.length, path).toBeGreaterThan(5);
    for (const text of texts) if (ENGLISH.test(text)) english.push(`${path}: ${text}`);
  };
  for (const path of visitorPages) await check(path);
  await loginAs(page, buyer, "/profil/beranda");
  for (const path of buyerPages) await check(path);
  expect(english).toEqual([]);
});
