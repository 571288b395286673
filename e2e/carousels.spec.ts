import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoA11yViolations } from "./support/a11y";
import { waitForChrome } from "./support/hydration";
import { buyers, loginAs } from "./support/login";
import { upstream } from "./support/upstream";

// With JavaScript Swiper takes over the carousels once the page is idle; without it they are
// the same lists as scrollable rows. Each test asserts what its project should see.
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

const BANNER = "Banner promosi";
const HOME_ROWS = ["Kategori", "Produk Terlaris", "Produk Promo", "Rekomendasi untuk Anda"];
// 4 slides per view (768–991 px): every home row has more slides than that.
const TABLET = { width: 800, height: 900 };

const carousel = (page: Page, label: string) => page.getByRole("list", { name: label, exact: true });
/** The element Swiper runs on: the list's parent, marked once Swiper has started. */
const frameOf = (list: Locator) => list.locator("xpath=..");
const activeSlide = (list: Locator) => list.locator(":scope > .swiper-slide-active");

async function waitForSwiper(list: Locator) {
  await expect(frameOf(list)).toHaveClass(/\bswiper-initialized\b/);
}

/**
 * Under a paused clock the page's timers stand still, and so do its hydration (which waits a frame
 * or two after the first paint, decision 160) and Swiper's start (idle time): move the clock on in
 * small steps until Swiper has started, so its autoplay starts less than one step before the test's.
 */
async function runClockUntilSwiper(page: Page, list: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return frameOf(list).evaluate((el) => el.classList.contains("swiper-initialized"));
    })
    .toBe(true);
}

/** Swiper has finished moving (its autoplay resumes only then). */
async function settled(list: Locator) {
  await expect
    .poll(() =>
      frameOf(list).evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating),
    )
    .toBe(false);
}

async function expectScrollableRow(list: Locator, slides: number) {
  await expect(list.getByRole("listitem")).toHaveCount(slides);
  await expect(list).toHaveCSS("overflow-x", "auto");
  await expect(frameOf(list)).not.toHaveClass(/swiper/);
}

/** How many of the list's slides are wholly in view: the row stands at its first slide. */
function slidesInView(list: Locator): Promise<number> {
  return list.evaluate((ul) => {
    const frame = ul.getBoundingClientRect();
    return [...ul.children].filter((li) => {
      const box = li.getBoundingClientRect();
      return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

/** A finger drag across `target` from 80% to 20% of its width (or back), through Chromium's touch input. */
async function swipe(page: Page, target: Locator, direction: "left" | "right") {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe");
  const [from, to] = direction === "left" ? [0.8, 0.2] : [0.2, 0.8];
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: box.x + box.width * from, y }] });
  for (let step = 1; step <= 10; step += 1) {
    const x = box.x + box.width * (from + ((to - from) * step) / 10);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("home carousels", () => {
  test("the banner advances by itself every 4 s, loops, keeps going after a click and pauses", async ({
    page,
    request,
  }) => {
    const slides = (await upstream.banners(request)).filter((banner) => banner.position === "Slider").length;
    expect(slides).toBeGreaterThan(2);
    const banner = carousel(page, BANNER);
    if (!jsOn()) {
      await page.goto("/");
      await expectScrollableRow(banner, slides);
      await expect(page.getByRole("button", { name: /slide otomatis/ })).toHaveCount(0);
      return;
    }
    // Swiper's autoplay runs on the page's timers: they stand still, and the test moves time on.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto("/");
    await runClockUntilSwiper(page, banner);
    await expect(activeSlide(banner)).toHaveAttribute("aria-label", `1 dari ${slides}`);

    await page.clock.runFor(3500);
    await expect(activeSlide(banner)).toHaveAttribute("aria-label", `1 dari ${slides}`);
    await page.clock.runFor(600);
    await expect(activeSlide(banner)).toHaveAttribute("aria-label", `2 dari ${slides}`);
    await settled(banner);

    // A click moves it and does not stop the autoplay, which loops from the last slide to the first.
    for (let index = 3; index <= slides; index += 1) {
      await page.getByRole("button", { name: `Berikutnya: ${BANNER}` }).click();
      await expect(activeSlide(banner)).toHaveAttribute("aria-label", `${index} dari ${slides}`);
      await settled(banner);
    }
    await page.clock.runFor(4100);
    await expect(activeSlide(banner)).toHaveAttribute("aria-label", `1 dari ${slides}`);
    await settled(banner);

    await page.getByRole("button", { name: "Jeda slide otomatis" }).click();
    await page.clock.runFor(12_000);
    await expect(activeSlide(banner)).toHaveAttribute("aria-label", `1 dari ${slides}`);
    await page.getByRole("button", { name: "Putar slide otomatis" }).click();
    await page.clock.runFor(4100);
    await expect(activeSlide(banner)).toHaveAttribute("aria-label", `2 dari ${slides}`);
  });

  test("the previous and next buttons and the arrow keys move every carousel", async ({ page }) => {
    await page.setViewportSize(TABLET);
    await page.goto("/");
    if (!jsOn()) {
      for (const label of [BANNER, ...HOME_ROWS]) {
        await expect(carousel(page, label).getByRole("listitem").first()).toBeVisible();
        await expect(carousel(page, label)).toHaveCSS("overflow-x", "auto");
      }
      await expect(page.getByRole("button", { name: /^(Berikutnya|Sebelumnya):/ })).toHaveCount(0);
      return;
    }
    const banner = carousel(page, BANNER);
    await waitForSwiper(banner);
    // Stopped, so only the buttons and keys move it here.
    await page.getByRole("button", { name: "Jeda slide otomatis" }).click();

    for (const label of [BANNER, ...HOME_ROWS]) {
      const list = carousel(page, label);
      await waitForSwiper(list);
      const count = await list.getByRole("listitem").count();
      // A looping Swiper ignores a move while it is still sliding, so each step waits for the last.
      const at = async (index: number) => {
        await expect(activeSlide(list)).toHaveAttribute("aria-label", `${index} dari ${count}`);
        await settled(list);
      };
      await at(1);
      await page.getByRole("button", { name: `Berikutnya: ${label}` }).click();
      await at(2);
      await page.getByRole("button", { name: `Sebelumnya: ${label}` }).click();
      await at(1);
      // The banner row takes focus itself; the other rows through their slides' links.
      await (label === BANNER ? list : list.getByRole("link").first()).focus();
      await page.keyboard.press("ArrowRight");
      await at(2);
      await page.keyboard.press("ArrowLeft");
      await at(1);
      // Only the carousel holding the focus moves.
      await expect(activeSlide(carousel(page, HOME_ROWS[label === BANNER ? 0 : 1]))).toHaveAttribute(
        "aria-label",
        /^1 dari/,
      );
    }
  });

  test("the keyboard alone reaches every slide's link", async ({ page }) => {
    await page.setViewportSize(TABLET);
    await page.goto("/");
    await waitForChrome(page, jsOn());
    const carousels = page.locator(".carousel");
    if (jsOn()) {
      await expect(page.locator(".carousel.swiper-initialized")).toHaveCount(await carousels.count());
    }
    const links = await page
      .locator(".carousel__item a")
      .evaluateAll((anchors) => anchors.map((anchor, index) => anchor.setAttribute("data-slide-link", String(index))));
    expect(links.length).toBeGreaterThan(20);

    const reached = new Set<string>();
    for (let presses = 0; presses < 250; presses += 1) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      const slide = await focused.getAttribute("data-slide-link");
      if (slide !== null) {
        reached.add(slide);
        // Swiper brings a focused slide into view (the banner may move on by itself, so not there).
        if (!(await focused.evaluate((el) => el.closest(".carousel--banner")))) await expect(focused).toBeInViewport();
      }
      if (await focused.evaluate((el) => el.closest(".bottom-banners, footer") !== null)) break;
    }
    expect(reached.size).toBe(links.length);
  });

  test("carousel breakpoints: 2 slides from 325 px up to 6 from 992 px; categories 10, or as many as exist", async ({
    page,
  }) => {
    const widths: [number, number][] = [
      [320, 1],
      [325, 2],
      [576, 3],
      [768, 4],
      [992, 6],
    ];
    for (const [width, perView] of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const row = carousel(page, "Produk Terlaris");
      if (jsOn()) await waitForSwiper(row);
      expect(await slidesInView(row), `${width} px`).toBe(perView);
    }
    const categories = carousel(page, "Kategori");
    if (jsOn()) await waitForSwiper(categories);
    const count = await categories.getByRole("listitem").count();
    expect(count).toBeGreaterThan(0);
    expect(await slidesInView(categories)).toBe(Math.min(10, count));
  });

  test("has no accessibility violations with the carousels running", async ({ page }) => {
    await page.goto("/");
    await waitForChrome(page, jsOn());
    if (jsOn()) {
      await expect(page.locator(".carousel.swiper-initialized")).toHaveCount(await page.locator(".carousel").count());
    }
    await expectNoA11yViolations(page);
  });
});

test.describe("product detail", () => {
  test.use({ hasTouch: true });

  test("the full-screen preview swipes, and without JavaScript every image is a link", async ({ page, request }) => {
    const product = (await upstream.products(request, 20)).find((item) => item.image.length > 1);
    if (!product) throw new Error("the seed has no product with several images");
    const images = product.image.length;
    await page.goto(`/produk-detail?id_produk=${product.id}`);
    await waitForChrome(page, jsOn());
    if (!jsOn()) {
      const thumbs = page.getByRole("list", { name: "Gambar produk" }).getByRole("link");
      await expect(thumbs).toHaveCount(images);
      for (const thumb of await thumbs.all()) await expect(thumb).toHaveAttribute("href", /^\/storage\//);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      return;
    }
    await page.getByRole("button", { name: "Lihat gambar layar penuh" }).click();
    const preview = page.getByRole("dialog", { name: `Gambar ${product.name}` });
    const row = preview.getByRole("list");
    await waitForSwiper(row);
    const at = async (index: number) => {
      await expect(preview.getByText(`${index} / ${images}`)).toBeVisible();
      await expect(activeSlide(row)).toHaveAttribute("aria-label", `${index} dari ${images}`);
      await settled(row);
    };
    await at(1);

    await swipe(page, frameOf(row), "left");
    await at(2);
    await swipe(page, frameOf(row), "right");
    await at(1);

    // The arrow keys and buttons too; the buttons wrap around at either end.
    await page.keyboard.press("ArrowRight");
    await at(2);
    await page.keyboard.press("ArrowLeft");
    await at(1);
    await preview.getByRole("button", { name: "Gambar sebelumnya" }).click();
    await at(images);
    await preview.getByRole("button", { name: "Gambar berikutnya" }).click();
    await at(1);
    await expectNoA11yViolations(page);
  });

  test("has no accessibility violations with the related products carousel running", async ({ page, request }) => {
    const [product] = await upstream.products(request, 1);
    await page.goto(`/produk-detail?id_produk=${product.id}`);
    await waitForChrome(page, jsOn());
    const related = carousel(page, "Produk Terkait");
    if (jsOn()) await waitForSwiper(related);
    else await expect(related).toHaveCSS("overflow-x", "auto");
    await expectNoA11yViolations(page);
  });
});

test("the cart's recommendations are a carousel too", async ({ page }, testInfo) => {
  await page.setViewportSize(TABLET);
  await loginAs(page, buyers[testInfo.project.name as keyof typeof buyers], "/keranjang-belanja");
  const row = carousel(page, "Rekomendasi untuk Anda");
  if (!jsOn()) {
    await expectScrollableRow(row, 6);
    return;
  }
  await waitForSwiper(row);
  await page.getByRole("button", { name: "Berikutnya: Rekomendasi untuk Anda" }).click();
  await expect(activeSlide(row)).toHaveAttribute("aria-label", "2 dari 6");
});
