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
