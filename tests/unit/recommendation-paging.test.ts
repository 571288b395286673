import { describe, expect, it } from "vitest";
import { recommendationWindow, setRecommendationPagingCookies } from "~/utils/recommendation-paging";

/** A document.cookie stand-in: reading gives "a=1; b=2", writing sets one cookie. */
function fakeDocument(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    jar,
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair] = line.split(";");
      const [name, value] = pair.split("=");
      jar.set(name, value);
    },
  };
}

describe("recommendation paging cookies", () => {
  it("sets the spec's three cookies with 0, 20 and 20 for the whole site", () => {
    const doc = fakeDocument();
    setRecommendationPagingCookies(doc);
    expect(Object.fromEntries(doc.jar)).toEqual({
      dariTampilRekomendasi: "0",
      jumlahTampilRekomendasi: "20",
      sampaiTampilRekomendasi: "20",
    });
    expect(doc.writes.every((line) => line.includes("Path=/") && line.includes("SameSite=Lax"))).toBe(true);
  });

  it("keeps a cookie the browser already has", () => {
    const doc = fakeDocument({ dariTampilRekomendasi: "20", token: "x" });
    setRecommendationPagingCookies(doc);
    expect(doc.jar.get("dariTampilRekomendasi")).toBe("20");
    expect(doc.writes).toHaveLength(2);
  });

  it("the list shows the first 20 recommendations", () => {
    const products = Array.from({ length: 25 }, (_, index) => index);
    expect(recommendationWindow(products)).toEqual(products.slice(0, 20));
  });
});
