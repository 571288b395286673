import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { buyers, loginAs, type Buyer } from "./support/login";
import { loginSeller } from "./support/seller";

// /profil/chat and the Chat entry's unread badge, JavaScript on (demo, seeded with a conversation)
// and off (pembeli2). The admin's side answers through the API's seller-side call.

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const buyer = (): Buyer => (jsOn() ? buyers.js : buyers["no-js"]);
const tag = () => (jsOn() ? "JS" : "NoJS");
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;
const STAMP = /^[A-Z][a-z]{2} \d{2}, \d{4} \| \d{2}:\d{2}$/;

type Message = { id: number; message: string; is_user: boolean; created_at: string };

/** The buyer's and the admin's side of the chat, through the API under test. */
async function chatApi(request: APIRequestContext, who: Buyer) {
  const login = await request.post(`${apiURL}/customer/login`, {
    form: { email: who.username, password: who.password },
  });
  expect(login.ok()).toBe(true);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { id: number } } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const seller = await loginSeller(request);
  return {
    async buyerSays(message: string): Promise<Message> {
      const response = await request.post(`${apiURL}/usermanagement/chat/reply`, { headers, form: { message } });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: Message }).data;
    },
    async adminSays(message: string): Promise<Message> {
      const response = await request.post(`${apiURL}/admin/chat/reply/${user.id}`, {
        headers: seller.headers,
        form: { message },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: Message }).data;
    },
    async unread(): Promise<number> {
      const response = await request.get(`${apiURL}/usermanagement/chat/unread`, { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: { unread: number } }).data.unread;
    },
  };
}

const log = (page: Page) => page.getByRole("log", { name: "Percakapan dengan Admin" });
const bubble = (page: Page, text: string) => log(page).getByRole("listitem").filter({ hasText: text });
const menu = (page: Page) => page.getByRole("navigation", { name: "Menu profil" });

/** 'MMM DD, YYYY | HH:mm' in WITA: the hour and minute a buyer in Makassar reads. */
function witaTime(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Makassar",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

test("the conversation with stamps, sides and the unread badge that clears once read", async ({ page, request }) => {
  const api = await chatApi(request, buyer());
  const question = await api.buyerSays(`Pertanyaan ${tag()} ${Date.now()}`);
  const answer = await api.adminSays(`Jawaban admin ${tag()} ${Date.now()}`);
  const unread = await api.unread();
  expect(unread).toBeGreaterThanOrEqual(1);

  await loginAs(page, buyer(), "/profil/beranda");
  const chatLink = menu(page).getByRole("link", { name: "Chat", exact: true });
  await expect(chatLink).toHaveAccessibleDescription(`${unread} pesan belum dibaca`);
  await expect(menu(page).locator(".chat-badge")).toHaveText(new RegExp(`^${unread}`));
  await expectNoA11yViolations(page);
  await chatLink.click();
  await expect(page).toHaveURL(/\/profil\/chat$/);
  await expect(page.getByRole("heading", { level: 2, name: "Admin" })).toBeVisible();

  if (jsOn()) await expect(bubble(page, "Selamat siang, apakah kertas HVS A4 tersedia untuk 200 rim?")).toBeVisible();
  const mine = bubble(page, question.message);
  const theirs = bubble(page, answer.message);
  await expect(mine).toContainText("Anda");
  await expect(theirs).toContainText("Admin");
  for (const [item, message] of [
    [mine, question],
    [theirs, answer],
  ] as const) {
    const stamp = item.locator("time");
    await expect(stamp).toHaveText(STAMP);
    await expect(stamp).toHaveAttribute("datetime", message.created_at);
    await expect(stamp).toContainText(`| ${witaTime(message.created_at)}`);
  }
  // The buyer on the left, the admin on the right; the newest message is in view.
  const [left, right] = [await mine.boundingBox(), await theirs.boundingBox()];
  expect(left && right && left.x < right.x && left.x + left.width < right.x + right.width).toBe(true);
  await expect(theirs).toBeInViewport();
  await expect(chatLink).toHaveAccessibleDescription("");
  await expectNoA11yViolations(page);

  // Read: the badge is gone on the next page, and the API agrees.
  await menu(page).getByRole("link", { name: "Beranda" }).click();
  await expect(page).toHaveURL(/\/profil\/beranda$/);
  await expect(chatLink).toHaveAccessibleDescription("");
  await expect(menu(page).locator(".chat-badge")).toHaveCount(0);
  expect(await api.unread()).toBe(0);
});

test("send by keyboard: the invoice prefill, 'Pesan Wajib Diisi' for an empty box, then the message appears", async ({
  page,
}) => {
  const invoice = jsOn() ? "INV/20260930/0016" : "INV/20260930/0017";
  await loginAs(page, buyer(), `/profil/chat?invoice=${encodeURIComponent(invoice)}`);
  const box = page.getByRole("textbox", { name: "Pesan", exact: true });
  await expect(box).toHaveValue(`Halo Admin, saya ingin bertanya tentang pesanan ${invoice}`);
  await expect(page.getByRole("link", { name: "Muat ulang" })).toHaveCount(jsOn() ? 0 : 1);

  // Keyboard only: empty the box, then Tab to 'Kirim pesan' and press Enter.
  await box.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Kirim pesan" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(box).toHaveAccessibleDescription("Pesan Wajib Diisi");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);

  const text = `Halo Admin, saya ingin bertanya tentang pesanan ${invoice} (${tag()} ${Date.now()})`;
  await box.focus();
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
  // With JavaScript the button is disabled while the post is on its way (held here until checked).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  if (jsOn()) {
    await page.route(
      (url) => url.pathname === "/profil/chat",
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
  }
  await page.keyboard.press("Enter");
  if (jsOn()) {
    await expect(page.getByRole("button", { name: "Kirim pesan" })).toBeDisabled();
    release();
  }
  const sent = bubble(page, text);
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("Anda");
  await expect(sent.locator("time")).toHaveText(STAMP);
  await expect(sent).toHaveCount(1);
  await expect(box).toHaveValue("");
  await expect(box).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/profil\/chat$/);
});

test("an admin's new message arrives: by the 3 s poll with JavaScript, by 'Muat ulang' without", async ({
  page,
  request,
}) => {
  const api = await chatApi(request, buyer());
  await loginAs(page, buyer(), "/profil/chat");
  await expect(log(page)).toBeVisible();
  const text = `Pesan baru dari admin ${tag()} ${Date.now()}`;
  await api.adminSays(text);

  if (jsOn()) {
    // No reload: the poll brings it, once, and the box is scrolled to it.
    await expect(bubble(page, text)).toBeVisible({ timeout: 10_000 });
    const isPoll = (response: { url(): string }) => response.url().includes("/profil/chat/pesan");
    await page.waitForResponse(isPoll);
    await page.waitForResponse(isPoll);
    await expect(bubble(page, text)).toHaveCount(1);
    await expect(bubble(page, text)).toBeInViewport();
  } else {
    await expect(bubble(page, text)).toHaveCount(0);
    await page.getByRole("link", { name: "Muat ulang" }).click();
    await expect(bubble(page, text)).toBeVisible();
  }
  expect(await api.unread()).toBe(0);
});
