// The endpoint table: one row per call. The API registers its routes' schemas from here,
// the BFF's services parse answers with the same `response`, and openapi.json is generated from it.
import type { z } from "zod";
import { bannerListResponse } from "./banner";
import { categoryListResponse, subcategoryListResponse } from "./category";
import { courierListResponse } from "./expedition";
import { productDetailResponse, productIdParams, productListQuery, productListResponse } from "./product";
import { districtListResponse, provinceListResponse, regionParentParams, subDistrictListResponse } from "./region";
import { settingResponse } from "./setting";

export type Endpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Fastify path syntax, relative to `/api/`. */
  path: string;
  summary: string;
  auth?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `form` (urlencoded, `_method` allowed), `json` or `multipart`. */
  encoding?: "form" | "json" | "multipart";
  response: z.ZodType;
};

export const endpoints = {
  getSetting: { method: "GET", path: "setting", summary: "Store settings, FAQ and legal texts", response: settingResponse },
  listBanners: { method: "GET", path: "banner", summary: "Banners of every position", response: bannerListResponse },
  listCategories: { method: "GET", path: "category", summary: "Categories with their sub-categories", response: categoryListResponse },
  listSubcategories: { method: "GET", path: "subcategory", summary: "All sub-categories", response: subcategoryListResponse },
  listProducts: {
    method: "GET",
    path: "product",
    summary: "Enabled products by total_sold, optionally limited or narrowed to a category",
    query: productListQuery,
    response: productListResponse,
  },
  listRecommendedProducts: {
    method: "GET",
    path: "product/recomendation",
    summary: "Recommended products",
    response: productListResponse,
  },
  getProduct: {
    method: "GET",
    path: "product/:id",
    summary: "One product with images, specifications and promo",
    params: productIdParams,
    response: productDetailResponse,
  },
  listProvinces: { method: "GET", path: "customer/province", summary: "Provinces", response: provinceListResponse },
  listDistricts: {
    method: "GET",
    path: "customer/district/:id",
    summary: "Districts (kabupaten/kota) of a province",
    params: regionParentParams,
    response: districtListResponse,
  },
  listSubDistricts: {
    method: "GET",
    path: "customer/sub-district/:id",
    summary: "Sub-districts (kecamatan) of a district",
    params: regionParentParams,
    response: subDistrictListResponse,
  },
  listCouriers: { method: "GET", path: "expedition", summary: "Couriers", response: courierListResponse },
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
