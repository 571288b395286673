// The seller's sign-in and the order status call. Spread into `endpoints` (endpoints.ts).
import { messageResponse } from "./auth";
import type { Endpoint } from "./endpoint";
import { sellerIdentity, sellerIdentityResponse } from "./seller-identity";
import {
  orderUpdateBody,
  orderUpdateParams,
  orderUpdateResponse,
  sellerLoginForm,
  sellerLoginResponse,
  sellerResponse,
} from "./seller";

export const sellerEndpoints = {
  sellerGetIdentity: {
    method: "GET",
    path: "admin/setting/identity",
    summary: "The seller as its order papers name it: legal name, NIB, NPWP/NITKU, bank account, signatory",
    auth: "seller",
    response: sellerIdentityResponse,
  },
  sellerSaveIdentity: {
    method: "POST",
    path: "admin/setting/identity",
    summary: "Saves the seller's identity for the papers made from now on (form; every field required)",
    auth: "seller",
    encoding: "form",
    body: sellerIdentity,
    response: sellerIdentityResponse,
  },
  sellerLogin: {
    method: "POST",
    path: "admin/login",
    summary: "A seller signs in with username and password; answers a Bearer token for seller routes only",
    encoding: "form",
    body: sellerLoginForm,
    response: sellerLoginResponse,
  },
  sellerLogout: {
    method: "POST",
    path: "admin/logout",
    summary: "Revoke the seller's current token",
    auth: "seller",
    response: messageResponse,
  },
  getSeller: {
    method: "GET",
    path: "admin/me",
    summary: "The signed-in seller",
    auth: "seller",
    response: sellerResponse,
  },
  updateOrderStatus: {
    method: "PUT",
    path: "admin-transaction/update/:id",
    summary:
      "The buyer accepts a negotiated deal on their own order: status=Process (multipart or form, also POST with _method=PUT) moves it confirmed → process (another buyer's is a 404). Every other move has its own command: any other status, and any seller, is a 409 that changes nothing",
    auth: ["buyer", "seller"],
    encoding: "multipart",
    params: orderUpdateParams,
    body: orderUpdateBody,
    response: orderUpdateResponse,
  },
} satisfies Record<string, Endpoint>;
