import type { AddressEntry, NewAddress } from "@contract/address";
import { endpoints } from "@contract/endpoints";
import { apiRequest } from "./api-client.server";
import { toFormBody } from "./cart.server";

/** Oldest first: the first is the default delivery address. */
export function listAddresses(request: Request, userId: number): Promise<AddressEntry[]> {
  return apiRequest(request, endpoints.listAddresses, { params: { customerId: userId } });
}


export function createAddress(request: Request, userId: number, input: NewAddress): Promise<AddressEntry> {
  return apiRequest(request, endpoints.createAddress, { form: toFormBody({ ...input, customer_id: userId }) });
}
