// The seller's sign-in and the order status call. Spread into `endpoints` (endpoints.ts).
import { messageResponse } from "./auth";
import type { Endpoint } from "./endpoint";
import {
  orderUpdateBody,
  orderUpdateParams,
  orderUpdateResponse,
  sellerLoginForm,
  sellerLoginResponse,
  sellerResponse,
} from "./seller";

export const sellerEndpoints = {
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
      "Moves an order to `status` (multipart or form, also POST with _method=PUT) as the order lifecycle allows: a seller any seller move on any order; a buyer only confirmed → process on their own (another buyer's is a 404); 409 otherwise",
    auth: ["buyer", "seller"],
    encoding: "multipart",
    params: orderUpdateParams,
    body: orderUpdateBody,
    response: orderUpdateResponse,
  },
} satisfies Record<string, Endpoint>;
