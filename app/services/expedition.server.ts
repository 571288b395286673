import { endpoints } from "@contract/endpoints";
import type { Courier } from "@contract/expedition";
import { getApi } from "./api-client.server";

/** The couriers a buyer may choose: the enabled ones. */
export async function listCouriers(request: Request): Promise<Courier[]> {
  const couriers = await getApi(request).call(endpoints.listCouriers, { auth: false });
  return couriers.filter((c) => c.status === "enabled");
}
