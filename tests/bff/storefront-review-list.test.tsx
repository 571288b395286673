import { reviewListResult } from "@contract/review";
import { describe, expect, it } from "vitest";
import { ReviewList } from "~/components/catalogue/review-list";
import { renderRoute } from "./storefront-render";

// Storefront §3 "Each review shows notes, images, the seller's response (display only), the
// customer's name and image", as the product page renders its review section.

const result = reviewListResult.parse({
  reviews: [
    {
      id: 1,
      star: 4,
      notes: "Kertasnya tebal dan rapi.",
      image: [
        { image: "reviews/1-a.jpg", webp: "reviews/1-a.webp" },
        { image: "reviews/1-b.mp4", webp: null },
      ],
      respon_notes: "Terima kasih atas ulasannya.",
      updated_at: "2026-10-01T02:00:00.000Z",
      customer: { name: "Budi Santoso", image: "customers/budi.jpg" },
    },
    {
      id: 2,
      star: 5,
      notes: null,
      image: [],
      respon_notes: null,
      updated_at: "2026-10-02T02:00:00.000Z",
      customer: { name: "siti Aminah", image: null },
    },
  ],
  counts: { all: 2, 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 },
  pageTotal: 1,
  total: 2,
  page: 1,
});

function Section() {
  return <ReviewList result={result} hrefFor={(star) => (star ? `?bintang=${star}` : "?")} />;
}

/** The markup of the one review written by `name`. */
function reviewHtml(html: string, name: string): string {
  const review = html.split('<article class="review">').find((part) => part.includes(`>${name}</p>`));
  if (!review) throw new Error(`no review by ${name}`);
  return review.slice(0, review.indexOf("</article>"));
}

describe("the product page's reviews", () => {
  it("Each review shows notes, images, the seller's response (display only), the customer's name and image", async () => {
    const html = await renderRoute({
      url: "http://web.test/produk-detail",
      id: "detail",
      Component: Section,
      loaderData: {},
    });
    const first = reviewHtml(html, "Budi Santoso");
    expect(first).toContain('<p class="review__name">Budi Santoso</p>');
    expect(first).toContain('src="/storage/customers/budi.jpg"');
    expect(first).toContain('<p class="review__notes">Kertasnya tebal dan rapi.</p>');
    expect(first).toContain('srcSet="/storage/reviews/1-a.webp"');
    expect(first).toContain('alt="Foto ulasan 1"');
    expect(first).toContain('<a href="/storage/reviews/1-b.mp4" class="review__video">Video ulasan 2</a>');
    // The seller's response is text to read: nothing to answer or edit it with.
    expect(first).toContain("Respon Penjual</p><p>Terima kasih atas ulasannya.</p>");
    expect(first).not.toMatch(/<(form|textarea|button)\b/);

    // Without a picture the customer's initial stands in; no notes, media or response, no empty boxes.
    const second = reviewHtml(html, "siti Aminah");
    expect(second).toContain('<span class="review__avatar review__avatar--initial" aria-hidden="true">S</span>');
    expect(second).not.toContain("review__notes");
    expect(second).not.toContain("Respon Penjual");
    expect(second).not.toContain("<img");
  });
});
