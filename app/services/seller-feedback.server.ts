// The seller's replies: reviews (respon_notes), complaints (respon_admin) and the chat inbox.
import type { AdminListQuery } from "~/schemas/admin";
import { getApi } from "./api-client.server";
import { sellerEndpoints as endpoints } from "./seller-endpoints.server";

const seller = (request: Request) => getApi(request, "seller");
const listQuery = (query: AdminListQuery) => ({
  search: query.search || undefined,
  page: query.page,
  per_page: query.per_page,
});

export function listSellerReviews(request: Request, query: AdminListQuery) {
  return seller(request).call(endpoints.sellerListReviews, { query: listQuery(query) });
}

export function replyReview(request: Request, id: number, reply: string) {
  return seller(request).call(endpoints.sellerReplyReview, { params: { id }, body: { respon_notes: reply } });
}

export function listSellerComplaints(request: Request, query: AdminListQuery) {
  return seller(request).call(endpoints.sellerListComplaints, { query: listQuery(query) });
}

export function getSellerComplaint(request: Request, id: number) {
  return seller(request).call(endpoints.sellerGetComplaint, { params: { id } });
}

export function replyComplaint(request: Request, id: number, reply: string) {
  return seller(request).call(endpoints.sellerReplyComplaint, { params: { id }, body: { respon_admin: reply } });
}

export function listChats(request: Request) {
  return seller(request).call(endpoints.sellerListChats);
}

export function getChat(request: Request, customerId: number) {
  return seller(request).call(endpoints.sellerGetChat, { params: { id: customerId } });
}

export function sendChat(request: Request, customerId: number, message: string) {
  return seller(request).call(endpoints.sellerSendChat, { params: { id: customerId }, body: { message } });
}
