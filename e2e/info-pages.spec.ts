import { expect, test } from "./support/test";
import type { Setting } from "../server/contract/setting";
import { expectNoA11yViolations } from "./support/a11y";
import { firstParagraphText, upstream } from "./support/upstream";

const htmlPages: { path: string; title: string; field: keyof Pick<Setting, "about" | "tac" | "pp"> }[] = [
  { path: "/tentang-kami", title: "Tentang Kami", field: "about" },
  { path: "/term-condition", title: "Syarat & Ketentuan", field: "tac" },
  { path: "/privacy-police", title: "Kebijakan Privasi", field: "pp" },
];

for (const { path, title, field } of htmlPages) {
  test(`${path} shows its title and the settings text`, async ({ page, request }) => {
    const setting = await upstream.setting(request);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").getByText(firstParagraphText(setting[field]))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expectNoA11yViolations(page);
  });
}

test("/cara-pembayaran is the static payment-instruction example with placeholders and a way to log in", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Cara Pembayaran" }).click();
  await expect(page).toHaveURL(/\/cara-pembayaran$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cara Pembayaran" })).toBeVisible();
  const sample = page.locator(".payment-sample");
  await expect(sample).toContainText("Nomor Virtual Account8808 0000 0000 0000");
  await expect(sample).toContainText("Jumlah tagihanRp. 0");
  await expect(sample).toContainText("Bayar sebelumDD MMMM YYYY, 23.59 WITA");
  await expect(page.getByRole("heading", { level: 2, name: "Pembayaran melalui ATM" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Masuk untuk membayar pesanan" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("/faq is the help centre with every question and its answer", async ({ page, request }) => {
  const setting = await upstream.setting(request);
  expect(setting.faq.length).toBeGreaterThan(0);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Pusat Bantuan" })).toBeVisible();
  for (const item of setting.faq) await expect(page.getByText(item.question, { exact: true })).toBeVisible();

  const [first] = setting.faq;
  const answer = page.getByText(firstParagraphText(first.answer));
  await expect(answer).toBeHidden();
  // A <details> disclosure: the keyboard opens it without JavaScript too.
  await page.getByText(first.question, { exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await expectNoA11yViolations(page);
});

test("/hubungi-kami shows the address, a WhatsApp link, a mailto link and the map", async ({ page, request }) => {
  const setting = await upstream.setting(request);
  await page.goto("/hubungi-kami");
  await expect(page.getByRole("heading", { level: 1, name: "Hubungi Kami" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(setting.address)).toBeVisible();

  const whatsapp = `https://wa.me/62${setting.phone.replace(/\D/g, "").replace(/^0/, "")}`;
  await expect(main.getByRole("link", { name: setting.phone })).toHaveAttribute("href", whatsapp);
  await expect(main.getByRole("link", { name: setting.email })).toHaveAttribute("href", `mailto:${setting.email}`);

  const map = main.locator("iframe");
  await expect(map).toHaveAttribute("title", /Peta lokasi/);
  await expect(map).toHaveAttribute("src", new RegExp(`q=${setting.lat}%2C${setting.long}`));
  // The map is a third-party frame that cannot load offline; its own page is not ours to scan.
  await expectNoA11yViolations(page, { exclude: [".contact__map iframe"] });
});
