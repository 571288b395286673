import type { Banner } from "@contract/banner";
import { endpoints } from "@contract/endpoints";
import { cached } from "~/utils/cache.server";
import { getApi } from "./api-client.server";

const TTL_MS = 60_000;

export function listBanners(request: Request): Promise<Banner[]> {
  return cached("banners", TTL_MS, () => getApi(request).call(endpoints.listBanners, { auth: false }));
}
