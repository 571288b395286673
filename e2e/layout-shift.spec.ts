import type { Page } from "@playwright/test";
import { expect, test } from "./support/buyer-fixture";
import { launchOptions } from "./playwright.config";
import { waitForChrome } from "./support/hydration";
import { upstream } from "./support/upstream";

// Nothing on a page may move under the reader while it loads (issue 29, decision 126): the layout
// shifts the browser itself records (those not caused by input), summed over the load, stay at or
// under Google's "good" 0.1 at a desktop and a phone viewport. With JavaScript the page's own
// PerformanceObserver collects them (hydration and Swiper included); without it, where no page
// script runs, the browser's performance timeline reports the same entries over the DevTools
// protocol.

const GOOD = 0.1;
// Lighthouse's desktop window and its phone (Moto G Power).
const VIEWPORTS = {
  desktop: { width: 1350, height: 940 },
  phone: { width: 412, height: 823 },
} as const;

// Headless Chromium hides scrollbars by default; a desktop browser shows them, and their arrival is
// one of the things that moved a page.
test.use({ launchOptions: { ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] } });

type Shift = { value: number; sources: string[] };

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Starts recording before the page's first byte; the returned function reads what was recorded. */
async function recordShifts(page: Page, javaScriptEnabled: boolean): Promise<() => Promise<Shift[]>> {
  if (javaScriptEnabled) {
    await page.addInitScript(() => {
      type LayoutShift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")}`
          : String(node?.nodeName);
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      window.__layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          if (entry.hadRecentInput) continue;
          window.__layoutShifts!.push({
            value: entry.value,
            sources: entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    return async () => {
      // Entries reach the observer after the frame that made them: two frames flush the last ones.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
      return page.evaluate(() => window.__layoutShifts ?? []);
    };
  }
  const cdp = await page.context().newCDPSession(page);
  const shifts: Shift[] = [];
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => {
    const details = event.layoutShiftDetails;
    if (!details || details.hadRecentInput) return;
    shifts.push({ value: details.value, sources: details.sources.map((s) => `node ${s.nodeId ?? "?"}`) });
  });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["layout-shift"] });
  return async () => shifts;
}

/** Loads `path` (JavaScript: until hydrated and every carousel's Swiper has started) and sums its shifts. */
async function shiftsWhileLoading(page: Page, path: string, javaScriptEnabled: boolean) {
  const read = await recordShifts(page, javaScriptEnabled);
  await page.goto(path, { waitUntil: "load" });
  if (javaScriptEnabled) {
    await waitForChrome(page, true);
    await expect(page.locator(".carousel:not(.swiper-initialized)")).toHaveCount(0);
  }
  const shifts = await read();
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  test.info().annotations.push({ type: "layout shift", description: `${path}: ${total.toFixed(4)}` });
  return { total, shifts };
}

function report(shifts: Shift[]): string {
  return shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(" | ")}`).join("\n");
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    for (const path of ["/", "/produk?page=1"]) {
      test(`${path} does not move while it loads`, async ({ page, javaScriptEnabled }) => {
        const { total, shifts } = await shiftsWhileLoading(page, path, javaScriptEnabled);
        expect(total, report(shifts)).toBeLessThanOrEqual(GOOD);
      });
    }

    test("a product's page does not move while it loads", async ({ page, request, javaScriptEnabled }) => {
      const [product] = await upstream.products(request, 1);
      const { total, shifts } = await shiftsWhileLoading(
        page,
        `/produk-detail?id_produk=${product.id}`,
        javaScriptEnabled,
      );
      expect(total, report(shifts)).toBeLessThanOrEqual(GOOD);
    });

    test("the cart does not move while it loads", async ({ buyerPage, javaScriptEnabled }) => {
      const { total, shifts } = await shiftsWhileLoading(buyerPage, "/keranjang-belanja", javaScriptEnabled);
      expect(total, report(shifts)).toBeLessThanOrEqual(GOOD);
    });
  });
}
