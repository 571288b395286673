// Spec storefront §4: three cookies set at start for recommendation paging. The shop sets them in the
// browser (as the original app did at start) and pages with the same window; the server never varies a
// page on them, so the visitors' catalogue pages stay shareable (decision 0062).

export const RECOMMENDATION_PAGING = {
  dariTampilRekomendasi: 0,
  jumlahTampilRekomendasi: 20,
  sampaiTampilRekomendasi: 20,
} as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sets each paging cookie the browser does not have yet, keeping any it has. */
export function setRecommendationPagingCookies(doc: Pick<Document, "cookie"> = document): void {
  const present = new Set(doc.cookie.split(";").map((part) => part.split("=")[0].trim()));
  for (const [name, value] of Object.entries(RECOMMENDATION_PAGING)) {
    if (!present.has(name)) doc.cookie = `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  }
}

/** The products the recommendations list shows: the paging window's slice. */
export const recommendationWindow = <T>(products: T[]): T[] =>
  products.slice(RECOMMENDATION_PAGING.dariTampilRekomendasi, RECOMMENDATION_PAGING.sampaiTampilRekomendasi);
