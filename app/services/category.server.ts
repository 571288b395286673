import type { Category, Subcategory } from "@contract/category";
import { endpoints } from "@contract/endpoints";
import { cached } from "~/utils/cache.server";
import { getApi } from "./api-client.server";

const TTL_MS = 60_000;

export function listCategories(request: Request): Promise<Category[]> {
  return cached("categories", TTL_MS, () => getApi(request).call(endpoints.listCategories, { auth: false }));
}

export function listSubcategories(request: Request): Promise<Subcategory[]> {
  return cached("subcategories", TTL_MS, () => getApi(request).call(endpoints.listSubcategories, { auth: false }));
}
