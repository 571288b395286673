// The buyer's reviews of bought products (profile area). Spread into `endpoints` (endpoints.ts).
import type { Endpoint } from "./endpoint";
import {
  createReviewBody,
  createReviewResponse,
  reviewOrderParams,
  reviewOrderResponse,
  userReviewListQuery,
  userReviewListResponse,
} from "./review";

export const reviewEndpoints = {
  getReviewOrder: {
    method: "GET",
    path: "review/:transactionId",
    summary:
      "One of the caller's orders with each line and its review (null when not reviewed); reviewable says whether it is paid",
    auth: "buyer",
    params: reviewOrderParams,
    response: reviewOrderResponse,
  },
  createReview: {
    method: "POST",
    path: "product/review",
    summary:
      "Reviews a line (transaction = transaction_detail id) of the caller's paid order, once per line; star, notes, up to 3 photos/videos (image[])",
    auth: "buyer",
    encoding: "multipart",
    body: createReviewBody,
    response: createReviewResponse,
  },
  listUserReviews: {
    method: "GET",
    path: "reviews/list/user",
    summary: "The caller's reviews, one per page, newest first",
    auth: "buyer",
    query: userReviewListQuery,
    response: userReviewListResponse,
  },
} satisfies Record<string, Endpoint>;
