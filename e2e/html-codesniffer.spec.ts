import { createRequire } from "node:module";
import { expect, test } from "./support/test";

// HTML_CodeSniffer at WCAG 2 AA, the checker pa11y's default runner uses, on the pages a visitor
// sees (hydrated, JavaScript on): no errors. Runs once, in the "markup" project.

const htmlcsScript = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");

const PAGES = [
  "/",
  "/produk?page=1",
  "/produk/promo?page=1",
  "/produk/rekomendasi",
  "/tentang-kami",
  "/hubungi-kami",
  "/faq",
  "/term-condition",
  "/privacy-police",
  "/cara-pembayaran",
  "/login",
  "/register",
  "/lupa-password",
  "/halaman-yang-tidak-ada",
];

type Issue = { code: string; msg: string; element: string };

test("visitor pages have no WCAG 2 AA errors in HTML_CodeSniffer (pa11y's runner)", async ({ browser }) => {
  test.setTimeout(120_000);
  // HTMLCS is injected as a script, which the shop's CSP would rightly refuse.
  const context = await browser.newContext({ javaScriptEnabled: true, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto("/produk?page=1");
    const product = await page.locator('a[href^="/produk-detail?id_produk="]').first().getAttribute("href");
    expect(product).toBeTruthy();
    const found: string[] = [];
    for (const url of [...PAGES, product!]) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page.addScriptTag({ path: htmlcsScript });
      const issues = await page.evaluate(
        () =>
          new Promise<Issue[]>((resolve) => {
            const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
            htmlcs.process("WCAG2AA", document, () => {
              resolve(
                htmlcs
                  .getMessages()
                  .filter((message) => message.type === 1)
                  .map((message) => ({
                    code: message.code,
                    msg: message.msg,
                    element: message.element?.outerHTML?.slice(0, 160) ?? "",
                  })),
              );
            });
          }),
      );
      found.push(...issues.map((issue) => `${url}: ${issue.code} ${issue.msg} ${issue.element}`));
    }
    expect(found).toEqual([]);
  } finally {
    await context.close();
  }
});

type HtmlCs = {
  process(standard: string, element: Document, done: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element?: Element }[];
};
