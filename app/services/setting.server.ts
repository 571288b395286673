import { endpoints } from "@contract/endpoints";
import type { Setting } from "@contract/setting";
import { cached } from "~/utils/cache.server";
import { getApi } from "./api-client.server";

const TTL_MS = 60_000;

export function getSetting(request: Request): Promise<Setting> {
  return cached("setting", TTL_MS, () => getApi(request).call(endpoints.getSetting, { auth: false }));
}
