// The seller as its order papers name it (issue #24), read and saved in the console.
import { endpoints } from "@contract/endpoints";
import type { SellerIdentityBody, SellerIdentityRecord } from "@contract/seller-identity";
import { getApi } from "./api-client.server";

export function getSellerIdentity(request: Request): Promise<SellerIdentityRecord> {
  return getApi(request, "seller").call(endpoints.sellerGetIdentity);
}

export function saveSellerIdentity(request: Request, body: SellerIdentityBody) {
  return getApi(request, "seller").call(endpoints.sellerSaveIdentity, { body });
}
