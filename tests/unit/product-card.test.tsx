import type { ProductSummary } from "@contract/product";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ProductCard } from "~/components/product-card";

// Only the fields the card reads.
const product = {
  id: 7,
  name: "Kursi Kerja",
  price: 850_000,
  star_review: 4,
  total_sold: 12,
  promo: [],
  image: [{ image: "products/kursi.jpg", webp: "products/kursi.webp", default_image: true }],
} as unknown as ProductSummary;

describe("ProductCard picture", () => {
  it("offers the WebP twin first and is valid HTML: no sizes without width descriptors", () => {
    const html = renderToString(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*products\/kursi\.webp"\/>/);
    expect(html).toMatch(/<img src="[^"]*products\/kursi\.jpg"/);
    expect(html).not.toContain("sizes=");
  });
});
