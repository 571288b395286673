import { endpoints } from "@contract/endpoints";
import type { District, Province, SubDistrict } from "@contract/region";
import { cached } from "~/utils/cache.server";
import { getApi } from "./api-client.server";

// The same for everyone and needed without a session (register page). Only the province
// list is cached: keys made from ids in the URL would let anyone grow the cache.
const TTL_MS = 10 * 60_000;

export function listProvinces(request: Request): Promise<Province[]> {
  return cached("provinces", TTL_MS, () => getApi(request).call(endpoints.listProvinces, { auth: false }));
}

export function listDistricts(request: Request, provinceId: number): Promise<District[]> {
  return getApi(request).call(endpoints.listDistricts, { params: { id: provinceId }, auth: false });
}

export function listSubDistricts(request: Request, districtId: number): Promise<SubDistrict[]> {
  return getApi(request).call(endpoints.listSubDistricts, { params: { id: districtId }, auth: false });
}
