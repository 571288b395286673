// The seller console's answers to buyers (reviews, complaints, chat) and its products (issue #11).
// Spread into `endpoints` (endpoints.ts).
import { chatReplyForm, chatReplyResponse } from "./chat";
import { complaintMediaParams, complaintMediaResponse } from "./complaint";
import type { Endpoint } from "./endpoint";
import {
  sellerProductListQuery,
  sellerProductListResponse,
  sellerProductParams,
  sellerProductResponse,
  sellerUpdateProductBody,
} from "./seller-products";
import {
  sellerChatListResponse,
  sellerChatParams,
  sellerChatResponse,
  sellerComplaintListQuery,
  sellerComplaintListResponse,
  sellerComplaintParams,
  sellerComplaintResponse,
  sellerReplyComplaintBody,
  sellerReplyReviewBody,
  sellerReviewListQuery,
  sellerReviewListResponse,
  sellerReviewParams,
  sellerReviewResponse,
} from "./seller-replies";

export const sellerReplyEndpoints = {
  sellerListReviews: {
    method: "GET",
    path: "admin/review",
    summary: "Every review, newest first, searched (product, buyer, text), filtered by answered (sudah|belum), paged",
    auth: "seller",
    query: sellerReviewListQuery,
    response: sellerReviewListResponse,
  },
  sellerReplyReview: {
    method: "POST",
    path: "admin/review/:reviewId/reply",
    summary: "Answers a review (form: respon_notes); a second answer replaces the first; mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerReviewParams,
    body: sellerReplyReviewBody,
    response: sellerReviewResponse,
  },
  sellerListComplaints: {
    method: "GET",
    path: "admin/complaint",
    summary:
      "Every complaint, newest first, searched (description, product, invoice, buyer), filtered by answered (sudah|belum), paged",
    auth: "seller",
    query: sellerComplaintListQuery,
    response: sellerComplaintListResponse,
  },
  sellerGetComplaint: {
    method: "GET",
    path: "admin/complaint/:complaintId",
    summary: "One complaint with its proofs' ids and types and the seller's answer",
    auth: "seller",
    params: sellerComplaintParams,
    response: sellerComplaintResponse,
  },
  sellerGetComplaintMedia: {
    method: "GET",
    path: "admin/complaint/media/:mediaId",
    summary:
      "The bytes of one complaint proof (private, never cached; ranges for a video), as the buyer's own route sends it",
    auth: "seller",
    params: complaintMediaParams,
    response: complaintMediaResponse,
  },
  sellerReplyComplaint: {
    method: "POST",
    path: "admin/complaint/:complaintId/reply",
    summary: "Answers a complaint (form: respon_admin, shown as 'Tanggapan Admin'); mails the buyer",
    auth: "seller",
    encoding: "form",
    params: sellerComplaintParams,
    body: sellerReplyComplaintBody,
    response: sellerComplaintResponse,
  },
  sellerListChats: {
    method: "GET",
    path: "admin/chat",
    summary: "The chat inbox: one row per buyer with their unread count and last message, latest first",
    auth: "seller",
    response: sellerChatListResponse,
  },
  sellerGetChat: {
    method: "GET",
    path: "admin/chat/:customerId",
    summary: "A buyer's conversation, oldest first; reading it marks the buyer's messages read",
    auth: "seller",
    params: sellerChatParams,
    response: sellerChatResponse,
  },
  sellerSendChat: {
    method: "POST",
    path: "admin/chat/reply/:customerId",
    summary:
      "The seller answers a buyer (form: message, trimmed, 1 to 1000 characters); the buyer is mailed when it stays unread 10 minutes",
    auth: "seller",
    encoding: "form",
    params: sellerChatParams,
    body: chatReplyForm,
    response: chatReplyResponse,
  },
  sellerListProducts: {
    method: "GET",
    path: "admin/product",
    summary: "Every product (disabled ones too), newest first, searched by name and paged",
    auth: "seller",
    query: sellerProductListQuery,
    response: sellerProductListResponse,
  },
  sellerUpdateProduct: {
    method: "PUT",
    path: "admin/product/:id",
    summary:
      "Sets a product's price, stock and status active|disabled (form, also POST with _method=PUT); the catalogue cache is dropped",
    auth: "seller",
    encoding: "form",
    params: sellerProductParams,
    body: sellerUpdateProductBody,
    response: sellerProductResponse,
  },
} satisfies Record<string, Endpoint>;
