// The seller's replies: reviews (respon_notes), complaints (respon_admin) and the chat inbox.
import { endpoints } from "@contract/endpoints";
import type { SellerPagingQuery } from "@contract/seller-fields";
import { getApi } from "./api-client.server";

const seller = (request: Request) => getApi(request, "seller");

export function listSellerReviews(request: Request, query: SellerPagingQuery) {
  return seller(request).call(endpoints.sellerListReviews, { query });
}

export function replyReview(request: Request, reviewId: number, reply: string) {
  return seller(request).call(endpoints.sellerReplyReview, { params: { reviewId }, body: { respon_notes: reply } });
}

export function listSellerComplaints(request: Request, query: SellerPagingQuery) {
  return seller(request).call(endpoints.sellerListComplaints, { query });
}

export function getSellerComplaint(request: Request, complaintId: number) {
  return seller(request).call(endpoints.sellerGetComplaint, { params: { complaintId } });
}

export function replyComplaint(request: Request, complaintId: number, reply: string) {
  return seller(request).call(endpoints.sellerReplyComplaint, {
    params: { complaintId },
    body: { respon_admin: reply },
  });
}

export function listChats(request: Request) {
  return seller(request).call(endpoints.sellerListChats);
}

export function getChat(request: Request, customerId: number) {
  return seller(request).call(endpoints.sellerGetChat, { params: { customerId } });
}

export function sendChat(request: Request, customerId: number, message: string) {
  return seller(request).call(endpoints.sellerSendChat, { params: { customerId }, body: { message } });
}

/** A complaint proof (image or video), streamed to the seller only: private, ranges passed on. */
export function streamComplaintMedia(request: Request, mediaId: number) {
  return seller(request).stream(
    { endpoint: endpoints.sellerGetComplaintMedia, params: { mediaId } },
    { headers: { "Cache-Control": "private, no-store" }, fallbackHeaders: { "Content-Disposition": "inline" } },
  );
}
