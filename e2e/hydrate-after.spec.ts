import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { waitForChrome } from "./support/hydration";

// A page's own bytes come first, its scripts after (issue 29, decision 160): Remix's module script
// loads no module until the page has painted and its high-priority images (the largest paint) have
// loaded. Before, ~35 module preloads raced the first paint and the banner for the phone's six
// connections. Without JavaScript no script is fetched at all.
const PAGES = ["/", "/produk?page=1", "/produk-detail?id_produk=1"];
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

type Timing = { paint: number | null; firstScript: number; scripts: number; images: (number | null)[] };

for (const path of PAGES) {
  test(`${path} paints and loads its largest images before it fetches a script`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path);
    await waitForChrome(page, jsOn());
    if (!jsOn()) {
      expect(scripts, "no script is fetched with JavaScript off").toEqual([]);
      return;
    }
    const timing: Timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => r.initiatorType !== "img" && new URL(r.name).pathname.endsWith(".js"));
      const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
        (img) => resources.find((r) => r.name === img.currentSrc)?.responseEnd ?? null,
      );
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
        scripts: scripts.length,
        images,
      };
    });
    expect(timing.scripts, "the page hydrated from its modules").toBeGreaterThan(0);
    expect(timing.paint, "the page painted").not.toBeNull();
    expect(timing.firstScript, "no script before the first paint").toBeGreaterThanOrEqual(timing.paint!);
    expect(timing.images.length, "the page marks its largest images").toBeGreaterThan(0);
    for (const loaded of timing.images) {
      expect(loaded, "each high-priority image was fetched").not.toBeNull();
      expect(timing.firstScript, "no script before the largest images are in").toBeGreaterThanOrEqual(loaded!);
    }
  });
}

// A reader who scrolled down before the scripts ran keeps what they aimed at under the pointer: the
// page is as tall, and its footer where it was, once React has hydrated and every carousel's Swiper
// has started. The footer used to move up 64 px (the no-JS "Kembali ke atas" link gave way to the
// floating button) and the product rows 3 px each, so a click on one footer link landed on the next.
type Foot = { height: number; scrollY: number; footerTop: number };

// Reading a box lays the page out first: this is what the reader sees.
const foot = (page: Page): Promise<Foot> =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    scrollY: Math.round(window.scrollY),
    footerTop: Math.round(document.querySelector("footer")!.getBoundingClientRect().top),
  }));

for (const path of ["/", "/produk-detail?id_produk=1"]) {
  test(`${path} stays under a reader scrolled to its footer while it hydrates`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // With JavaScript the entry module waits until the reader has scrolled down and the footer is measured.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const entryAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/build\/entry\.client-[^/]+\.js$/, async (route) => {
      asked();
      await gate;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    if (jsOn()) await entryAsked;
    else await page.waitForLoadState("load");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const before = await foot(page);
    expect(before.scrollY, "the reader is down at the footer").toBeGreaterThan(0);

    release();
    await waitForChrome(page, jsOn());
    if (jsOn()) await expect(page.locator(".carousel:not(.swiper-initialized)")).toHaveCount(0);
    else expect(scripts, "no script is fetched with JavaScript off").toEqual([]);
    expect(await foot(page)).toEqual(before);
  });
}
