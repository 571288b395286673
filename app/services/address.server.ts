import type { AddressEntry } from "@contract/address";
import { endpoints } from "@contract/endpoints";
import { apiRequest } from "./api-client.server";
import { toFormBody } from "./cart.server";

/** Oldest first: the first is the default delivery address. */
export function listAddresses(request: Request, userId: number): Promise<AddressEntry[]> {
  return apiRequest(request, endpoints.listAddresses, { params: { customerId: userId } });
}

export type NewAddress = {
  receipt_name: string;
  receipt_phone_number: string;
  address: string;
  name: string;
  province_id: number;
  district_id: number;
  sub_district_id: number;
};

export function createAddress(request: Request, userId: number, input: NewAddress): Promise<AddressEntry> {
  return apiRequest(request, endpoints.createAddress, { form: toFormBody({ ...input, customer_id: userId }) });
}
