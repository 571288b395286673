import { gzipSync } from "node:zlib";
import { pageModuleRoots } from "../server/scripts/page-modules";
import { buyers, loginAs } from "./support/login";
import { byteProblem, expect, test, uncompressed } from "./support/test";

// Every page the suite opens is checked by the fixture in ./support/test; this is the page the
// problem was found on (issue 27): order 19's BPD payment page as the demo buyer had a NUL byte
// where the footer's © began, on every read, compressed or not (decision 127).
const BPD_PAGE = "/example/bpd-payment?id_transaksi=19";

test("order 19's BPD payment page is valid UTF-8 with no NUL, compressed and uncompressed", async ({ page }) => {
  await loginAs(page, buyers.js, BPD_PAGE);
  const response = await page.reload();
  expect(response?.headers()["content-encoding"], "the browser asked for compression and got it").toMatch(/br|gzip/);
  expect(byteProblem(await response!.body())).toBeNull();
  const plain = await uncompressed(page.context().request, page.url());
  expect(plain, "the page itself, not a redirect").not.toBeNull();
  expect(byteProblem(plain!)).toBeNull();
  await expect(page.getByRole("contentinfo").getByText(/^© 2022 Toko Pengadaan\./)).toBeVisible();
});

// Design §9: a storefront page sends at most 110 KB (gzip) of JavaScript. Counted as the bench
// counts it (server/scripts/bench.ts): the scripts the HTML names (pageModuleRoots) and their
// static imports, each file gzipped at level 9; chunks that code imports on demand (Swiper after
// hydration) apart. A contract module re-exported into a storefront helper once brought zod and its
// schemas to every page: 129 → 100 KB on the home page (decision 156).
const JS_BUDGET = 110 * 1024;
// The catalogue pages, as the bench measures them. The form pages (/login: 139 KB) carry zod and
// Conform for their forms and are over it: decision 156 leaves them to a follow-up.
const CATALOGUE = ["/", "/produk?page=1", "/produk-detail?id_produk=1"];
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

for (const path of CATALOGUE) {
  test(`${path} sends at most 110 KB of JavaScript (gzip) before it is usable`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const texts = new Map<string, string>();
    const sizes = new Map<string, number>();
    const closure = async (roots: Iterable<string>, seen: Set<string>) => {
      const added = new Set<string>();
      const queue = [...roots];
      while (queue.length > 0) {
        const src = queue.shift()!;
        if (seen.has(src) || added.has(src)) continue;
        added.add(src);
        if (!texts.has(src)) {
          const response = await request.get(src);
          expect(response.ok(), src).toBe(true);
          const body = await response.body();
          texts.set(src, body.toString("utf8"));
          sizes.set(src, gzipSync(body, { level: 9 }).length);
        }
        for (const m of texts.get(src)!.matchAll(STATIC_IMPORT)) queue.push(new URL(m[1], `http://x${src}`).pathname);
      }
      return added;
    };
    const initial = await closure(pageModuleRoots(html), new Set());
    const bytes = (files: Iterable<string>) => [...files].reduce((sum, src) => sum + sizes.get(src)!, 0);
    const lazy: string[] = [];
    for (const src of initial)
      for (const m of texts.get(src)!.matchAll(DYNAMIC_IMPORT)) {
        const chunk = new URL(m[1], `http://x${src}`).pathname;
        if (!initial.has(chunk))
          lazy.push(`${chunk}: ${(bytes(await closure([chunk], initial)) / 1024).toFixed(1)} KB`);
      }
    test.info().annotations.push({
      type: "javascript",
      description: `${(bytes(initial) / 1024).toFixed(1)} KB gzip in ${initial.size} files; on demand: ${lazy.join(", ") || "none"}`,
    });
    expect(initial.size, "the page loads its scripts").toBeGreaterThan(0);
    expect(bytes(initial), `JavaScript before interaction, bytes gzip`).toBeLessThanOrEqual(JS_BUDGET);
  });
}
