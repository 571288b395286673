import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type ScanOptions = {
  /** Selectors left out of the scan, e.g. third-party frames that cannot load offline. */
  exclude?: string[];
};

/** Runs axe with the WCAG 2.2 AA tags and fails with one readable entry per offending node. */
export async function expectNoA11yViolations(page: Page, options: ScanOptions = {}): Promise<void> {
  const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false;
  if (javaScriptEnabled) {
    await scan(page, options);
    return;
  }
  // axe runs inside the page, which a JavaScript-less page cannot do. The same DOM (as the
  // server sent it, plus any state the test gave it, such as an opened <details>) is loaded
  // into a scripted page whose own scripts are blocked, so nothing hydrates or changes.
  const html = await page.content();
  const viewport = page.viewportSize();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to scan the page with");
  const context = await browser.newContext({ viewport, javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === copy.mainFrame()) {
        await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      } else if (request.resourceType() === "script" || request.isNavigationRequest()) {
        await route.abort();
      } else {
        await route.continue();
      }
    });
    await copy.goto(page.url());
    await scan(copy, options);
  } finally {
    await context.close();
  }
}

async function scan(page: Page, options: ScanOptions): Promise<void> {
  // axe places a sticky element (our navbar) where it sits on screen, so on a scrolled page it
  // "obscures" whatever is beneath it (axe-core#3720). Scanning from the top measures the layout.
  await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
  expect(violations.length, `axe found ${violations.length} violation(s) on ${page.url()}:\n${report}`).toBe(0);
}
