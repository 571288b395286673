// The seller console's orders, payments and shipments (issue #11). Spread into `endpoints` (endpoints.ts).
// Every action moves the order through the lifecycle (409 with an Indonesian message when its status
// does not allow it, nothing changed) and writes a timeline entry.
import type { Endpoint } from "./endpoint";
import {
  sellerCancelBody,
  sellerDispatchBody,
  sellerNegotiateBody,
  sellerOrderActionResponse,
  sellerOrderListQuery,
  sellerOrderListResponse,
  sellerOrderParams,
  sellerOrderResponse,
  sellerPaymentParams,
  sellerPaymentProofParams,
  sellerPaymentProofResponse,
  sellerRejectPaymentBody,
  sellerWaitingOrdersResponse,
} from "./seller-orders";

export const sellerOrderEndpoints = {
  sellerListOrders: {
    method: "GET",
    path: "admin/order",
    summary:
      "Every buyer's orders, newest first, filtered by status, searched by invoice or buyer name/e-mail and paged; `waiting`: how many wait for the seller (pending, or a proof under review)",
    auth: "seller",
    query: sellerOrderListQuery,
    response: sellerOrderListResponse,
  },
  sellerWaitingOrders: {
    method: "GET",
    path: "admin/order/waiting",
    summary: "How many orders wait for the seller (the console's badge): the table's `waiting` without a page of rows",
    auth: "seller",
    response: sellerWaitingOrdersResponse,
  },
  sellerGetOrder: {
    method: "GET",
    path: "admin/order/:id",
    summary:
      "One order with lines, buyer, delivery block, SPK, rounds (valid_until, expired), payments with proof ids, shipments, receipts, timeline and the `actions` its status allows",
    auth: "seller",
    params: sellerOrderParams,
    response: sellerOrderResponse,
  },
  sellerConfirmOrder: {
    method: "POST",
    path: "admin/order/:id/confirm",
    summary: "Confirms the order as it stands (pending → confirmed; empty form body); mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerOrderParams,
    response: sellerOrderActionResponse,
  },
  sellerNegotiate: {
    method: "POST",
    path: "admin/order/:id/negotiate",
    summary:
      "The seller's negotiation round (form: lines[i][transaction_detail_id], lines[i][new_price], shipping_cost, note, valid_until YYYY-MM-DD → end of that day WITA) on a pending order; mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerOrderParams,
    body: sellerNegotiateBody,
    response: sellerOrderActionResponse,
  },
  sellerCancelOrder: {
    method: "POST",
    path: "admin/order/:id/cancel",
    summary:
      "Cancels the order before its first dispatch (pending, confirmed, process, processed; form: reason, required); releases its reserved stock and mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerOrderParams,
    body: sellerCancelBody,
    response: sellerOrderActionResponse,
  },
  sellerAcceptPayment: {
    method: "POST",
    path: "admin/payment/:paymentId/accept",
    summary:
      "Accepts a bank-transfer proof under review (empty form body): payment success, order paid; mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerPaymentParams,
    response: sellerOrderActionResponse,
  },
  sellerRejectPayment: {
    method: "POST",
    path: "admin/payment/:paymentId/reject",
    summary:
      "Rejects a bank-transfer proof under review (form: note, required): payment failed, the buyer may upload again; mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerPaymentParams,
    body: sellerRejectPaymentBody,
    response: sellerOrderActionResponse,
  },
  sellerGetPaymentProof: {
    method: "GET",
    path: "admin/payment-proof/:proofId",
    summary: "The bytes of a payment proof (binary stream, seller only; private, never a public URL)",
    auth: "seller",
    params: sellerPaymentProofParams,
    response: sellerPaymentProofResponse,
  },
  sellerProcessOrder: {
    method: "POST",
    path: "admin/order/:id/process",
    summary: "Starts preparing the goods of an order whose SPK is saved (process → processed; empty form body)",
    auth: "seller",
    encoding: "form",
    params: sellerOrderParams,
    response: sellerOrderActionResponse,
  },
  sellerDispatchShipment: {
    method: "POST",
    path: "admin/order/:id/dispatch",
    summary:
      "Dispatches one delivery batch (form: partial_id, courier, no_airwaybill, date_delivery YYYY-MM-DD): the order is `partial delivery` until every batch is dispatched, then `shipped`; mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerOrderParams,
    body: sellerDispatchBody,
    response: sellerOrderActionResponse,
  },
} satisfies Record<string, Endpoint>;
