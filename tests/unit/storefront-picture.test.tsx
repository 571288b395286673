import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "~/components/picture";

// Storefront §4 "Image choice: the webp image is preferred when the browser supports it and a webp
// exists; otherwise the normal image": the browser makes the choice from a typed <source>.

describe("<Picture>", () => {
  it("Image choice: webp preferred when supported and present: a WebP source ahead of the normal image", () => {
    const html = renderToStaticMarkup(
      <Picture src="products/kursi.jpg" webp="products/kursi.webp" alt="Kursi" width={300} height={300} />,
    );
    expect(html).toBe(
      '<picture><source type="image/webp" srcSet="/storage/products/kursi.webp"/>' +
        '<img src="/storage/products/kursi.jpg" alt="Kursi" width="300" height="300" decoding="async"/></picture>',
    );
  });

  it("Image choice: else the normal image: no WebP, no source, the normal file alone", () => {
    for (const webp of [null, undefined, ""]) {
      const html = renderToStaticMarkup(
        <Picture src="/banners/login.png" webp={webp} alt="" width={720} height={960} />,
      );
      expect(html).not.toContain("<source");
      expect(html).toContain('<img src="/storage/banners/login.png"');
    }
  });

  it("the page's largest paint is fetched first and decoded with its frame; the others decode apart", () => {
    const first = renderToStaticMarkup(<Picture src="products/a.jpg" alt="" width={480} height={480} priority />);
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('decoding="sync"');
    const rest = renderToStaticMarkup(<Picture src="products/b.jpg" alt="" width={480} height={480} lazy />);
    expect(rest).not.toContain("fetchpriority");
    expect(rest).toContain('loading="lazy"');
    expect(rest).toContain('decoding="async"');
  });
});
