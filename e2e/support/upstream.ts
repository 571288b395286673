import type { APIRequestContext } from "@playwright/test";
import type { Banner } from "../../server/contract/banner";
import type { Category } from "../../server/contract/category";
import type { ProductSummary } from "../../server/contract/product";
import type { Setting } from "../../server/contract/setting";

// The seeded API that the web app under test talks to; tests read the expected content from it.
const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4130}/api`;

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${apiURL}/${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: T }).data;
}

export const upstream = {
  setting: (request: APIRequestContext) => get<Setting>(request, "setting"),
  banners: (request: APIRequestContext) => get<Banner[]>(request, "banner"),
  categories: (request: APIRequestContext) => get<Category[]>(request, "category"),
  products: (request: APIRequestContext, limit: number) => get<ProductSummary[]>(request, `product?limit=${limit}`),
  recommended: (request: APIRequestContext) => get<ProductSummary[]>(request, "product/recomendation"),
};

/** The visible text of an HTML fragment's first paragraph, as a browser shows it. */
export function firstParagraphText(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html);
  if (!match) throw new Error("no paragraph in the settings text");
  return match[1]
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
