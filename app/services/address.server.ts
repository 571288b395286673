import type { AddressEntry, NewAddress } from "@contract/address";
import { endpoints } from "@contract/endpoints";
import { getApi } from "./api-client.server";

/** Oldest first: the first is the default delivery address. */
export function listAddresses(request: Request, userId: number): Promise<AddressEntry[]> {
  return getApi(request).call(endpoints.listAddresses, { params: { customerId: userId } });
}

export function createAddress(request: Request, userId: number, input: NewAddress): Promise<AddressEntry> {
  return getApi(request).call(endpoints.createAddress, { body: { ...input, customer_id: userId } });
}

/** One of the buyer's addresses; an unknown or another buyer's id is the 404 page. */
export function getAddress(request: Request, addressId: number): Promise<AddressEntry> {
  return getApi(request).call(endpoints.getAddress, { params: { addressId } });
}

/** As the spec sends it: `POST` with `_method=PUT` and the create fields. */
export async function updateAddress(
  request: Request,
  userId: number,
  addressId: number,
  input: NewAddress,
): Promise<AddressEntry> {
  return getApi(request).call(endpoints.updateAddress, {
    params: { addressId },
    body: { ...input, customer_id: userId },
  });
}

export async function deleteAddress(request: Request, addressId: number): Promise<void> {
  await getApi(request).call(endpoints.deleteAddress, { params: { addressId } });
}
