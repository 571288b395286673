import { endpoints } from "@contract/endpoints";
import type { Courier } from "@contract/expedition";
import { apiRequest } from "./api-client.server";

/** The couriers a buyer may choose: the enabled ones. */
export async function listCouriers(request: Request): Promise<Courier[]> {
  const couriers = await apiRequest(request, endpoints.listCouriers, { auth: false });
  return couriers.filter((c) => c.status === "enabled");
}
