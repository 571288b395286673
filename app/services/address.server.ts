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

/** One of the buyer's addresses; an unknown or another buyer's id is the 404 page. */
export function getAddress(request: Request, addressId: number): Promise<AddressEntry> {
  return apiRequest(request, endpoints.getAddress, { params: { addressId } });
}

/** As the spec sends it: `POST` with `_method=PUT` and the create fields. */
export async function updateAddress(
  request: Request,
  userId: number,
  addressId: number,
  input: NewAddress,
): Promise<AddressEntry> {
  const form = toFormBody({ _method: "PUT", ...input, customer_id: userId });
  return apiRequest(request, { ...endpoints.updateAddress, method: "POST" }, { params: { addressId }, form });
}

export async function deleteAddress(request: Request, addressId: number): Promise<void> {
  await apiRequest(request, endpoints.deleteAddress, { params: { addressId } });
}
