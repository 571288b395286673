// The seller's sign-in against the API (`/api/admin/login`); the pages keep the token in `__admin`.
import { endpoints } from "@contract/endpoints";
import type { Seller, SellerLoginForm } from "@contract/seller";
import { getApi, type ApiData } from "./api-client.server";

export function sellerLogin(request: Request, input: SellerLoginForm): Promise<ApiData<typeof endpoints.sellerLogin>> {
  return getApi(request, "seller").call(endpoints.sellerLogin, { body: input, auth: false });
}

export async function sellerLogout(request: Request): Promise<void> {
  await getApi(request, "seller").call(endpoints.sellerLogout);
}

export function getSeller(request: Request): Promise<Seller> {
  return getApi(request, "seller").call(endpoints.getSeller);
}
