// STAND-IN for the seller endpoints of `server/contract/` (issue #11), which the wt-seller-api branch
// had not committed when these pages were written. Keys, paths and shapes are what the pages need;
// when the contract lands, the services import `endpoints.<key>` from `@contract/endpoints` instead
// and this file goes. Nothing here is sent anywhere the contract does not describe.
import type { Endpoint } from "@contract/endpoint";
import { envelope, idParam } from "@contract/envelope";
import { chatMessage, chatReplyForm } from "@contract/chat";
import { transactionAnswer } from "@contract/transaction";
import { transactionLogEntry } from "@contract/order";
import * as z from "zod";

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });

const listQuery = z.object({
  search: z.string().optional(),
  status: z.string().optional(),
  page: z.number().int().optional(),
  per_page: z.number().int().optional(),
});

export const SELLER_ACTIONS = [
  "confirm",
  "negotiate",
  "cancel",
  "accept_payment",
  "reject_payment",
  "process",
  "dispatch",
] as const;
export type SellerAction = (typeof SELLER_ACTIONS)[number];

export const sellerOrderRow = z.object({
  id: z.number().int(),
  invoice: z.string(),
  created_at: z.string(),
  status: z.string(),
  customer_name: z.string(),
  grand_total: z.number().int(),
});

export const sellerPayment = z.object({
  id: z.number().int(),
  service: z.string(),
  status: z.string(),
  amount: z.number().int(),
  has_proof: z.boolean(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const sellerShipment = z.object({
  partial_id: z.number().int(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
});

export const sellerOrder = transactionAnswer.extend({
  payments: z.array(sellerPayment),
  shipments: z.array(sellerShipment),
  spk: z.object({ number: z.string(), date: z.string(), official: z.string() }).nullable(),
  log: z.array(transactionLogEntry),
  actions: z.array(z.enum(SELLER_ACTIONS)),
});
export type SellerOrder = z.infer<typeof sellerOrder>;

const orderParams = z.object({ id: idParam });
const paymentParams = z.object({ id: idParam, paymentId: idParam });
const done = envelope(z.object({ id: z.number().int(), status: z.string() }));

export const sellerReview = z.object({
  id: z.number().int(),
  star: z.number().int(),
  notes: z.string(),
  respon_notes: z.string().nullable(),
  created_at: z.string(),
  customer_name: z.string(),
  name_product: z.string(),
  invoice: z.string(),
});

export const sellerComplaint = z.object({
  id: z.number().int(),
  description_complaint: z.string(),
  respon_admin: z.string().nullable(),
  created_at: z.string(),
  customer_name: z.string(),
  name_product: z.string(),
  invoice: z.string(),
  transaction_id: z.number().int(),
  media: z.array(z.object({ id: z.number().int(), type: z.string() })),
});

export const sellerChatThread = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  unread: z.number().int(),
  last_message: z.string().nullable(),
  last_at: z.string().nullable(),
});

export const sellerProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  status: z.enum(["enabled", "disabled"]),
  unit: z.string(),
});

export const sellerEndpoints = {
  sellerListOrders: {
    method: "GET",
    path: "admin/orders",
    summary: "Orders, newest first; `waiting`: how many wait for the seller",
    auth: "seller",
    query: listQuery,
    response: envelope(page(sellerOrderRow).extend({ waiting: z.number().int() })),
  },
  sellerGetOrder: {
    method: "GET",
    path: "admin/orders/:id",
    summary: "One order with payments, shipments, timeline and the actions its status allows",
    auth: "seller",
    params: orderParams,
    response: envelope(sellerOrder),
  },
  sellerConfirmOrder: {
    method: "POST",
    path: "admin/orders/:id/confirm",
    summary: "pending → confirmed",
    auth: "seller",
    encoding: "form",
    params: orderParams,
    body: z.object({}),
    response: done,
  },
  sellerNegotiate: {
    method: "POST",
    path: "admin/orders/:id/negotiation",
    summary: "The seller's round (is_admin)",
    auth: "seller",
    encoding: "json",
    params: orderParams,
    body: z.object({
      lines: z.array(z.object({ transaction_detail_id: z.number().int(), new_price: z.number().int() })),
      shipping_cost: z.number().int(),
      note: z.string().optional(),
      valid_until: z.string(),
    }),
    response: done,
  },
  sellerCancelOrder: {
    method: "POST",
    path: "admin/orders/:id/cancel",
    summary: "Cancel before payment, with a reason",
    auth: "seller",
    encoding: "form",
    params: orderParams,
    body: z.object({ reason: z.string() }),
    response: done,
  },
  sellerAcceptPayment: {
    method: "POST",
    path: "admin/orders/:id/payments/:paymentId/accept",
    summary: "Proof accepted: payment success, order paid",
    auth: "seller",
    encoding: "form",
    params: paymentParams,
    body: z.object({}),
    response: done,
  },
  sellerRejectPayment: {
    method: "POST",
    path: "admin/orders/:id/payments/:paymentId/reject",
    summary: "Proof rejected with a note: payment failed",
    auth: "seller",
    encoding: "form",
    params: paymentParams,
    body: z.object({ note: z.string() }),
    response: done,
  },
  sellerGetPaymentProof: {
    method: "GET",
    path: "admin/orders/:id/payments/:paymentId/proof",
    summary: "The proof file's bytes",
    auth: "seller",
    params: paymentParams,
    response: z.unknown(),
  },
  sellerProcessOrder: {
    method: "POST",
    path: "admin/orders/:id/process",
    summary: "paid → processed",
    auth: "seller",
    encoding: "form",
    params: orderParams,
    body: z.object({}),
    response: done,
  },
  sellerDispatchShipment: {
    method: "POST",
    path: "admin/orders/:id/shipments/:partialId",
    summary: "One batch dispatched with courier, air waybill and date",
    auth: "seller",
    encoding: "form",
    params: z.object({ id: idParam, partialId: idParam }),
    body: z.object({ courier: z.string(), awb: z.string(), shipped_at: z.string() }),
    response: done,
  },
  sellerListReviews: {
    method: "GET",
    path: "admin/reviews",
    summary: "Reviews, newest first",
    auth: "seller",
    query: listQuery,
    response: envelope(page(sellerReview)),
  },
  sellerReplyReview: {
    method: "POST",
    path: "admin/reviews/:id/reply",
    summary: "The seller's reply (respon_notes)",
    auth: "seller",
    encoding: "form",
    params: orderParams,
    body: z.object({ respon_notes: z.string() }),
    response: envelope(sellerReview),
  },
  sellerListComplaints: {
    method: "GET",
    path: "admin/complaints",
    summary: "Complaints, newest first",
    auth: "seller",
    query: listQuery,
    response: envelope(page(sellerComplaint)),
  },
  sellerGetComplaint: {
    method: "GET",
    path: "admin/complaints/:id",
    summary: "One complaint",
    auth: "seller",
    params: orderParams,
    response: envelope(sellerComplaint),
  },
  sellerReplyComplaint: {
    method: "POST",
    path: "admin/complaints/:id/reply",
    summary: "The seller's reply (respon_admin)",
    auth: "seller",
    encoding: "form",
    params: orderParams,
    body: z.object({ respon_admin: z.string() }),
    response: envelope(sellerComplaint),
  },
  sellerListChats: {
    method: "GET",
    path: "admin/chats",
    summary: "One thread per buyer with the unread count",
    auth: "seller",
    response: envelope(z.array(sellerChatThread)),
  },
  sellerGetChat: {
    method: "GET",
    path: "admin/chats/:id",
    summary: "One buyer's conversation (reading it marks it read)",
    auth: "seller",
    params: orderParams,
    response: envelope(z.object({ customer_name: z.string(), messages: z.array(chatMessage) })),
  },
  sellerSendChat: {
    method: "POST",
    path: "admin/chats/:id",
    summary: "The seller's message to a buyer",
    auth: "seller",
    encoding: "form",
    params: orderParams,
    body: chatReplyForm,
    response: envelope(chatMessage),
  },
  sellerListProducts: {
    method: "GET",
    path: "admin/products",
    summary: "Products with search",
    auth: "seller",
    query: listQuery,
    response: envelope(page(sellerProduct)),
  },
  sellerUpdateProduct: {
    method: "PUT",
    path: "admin/products/:id",
    summary: "Price, stock and status",
    auth: "seller",
    encoding: "form",
    params: orderParams,
    body: z.object({ price: z.number().int(), stock: z.number().int(), status: z.enum(["enabled", "disabled"]) }),
    response: envelope(sellerProduct),
  },
} satisfies Record<string, Endpoint>;
