// The buyer's reviews: an order's lines with their reviews, writing a review (multipart, with up to
// three photos or videos) and the buyer's own list.
import { endpoints } from "@contract/endpoints";
import type { ReviewOrder, UserReviewList } from "@contract/review";
import { getApi } from "./api-client.server";

export function getReviewOrder(request: Request, transactionId: number): Promise<ReviewOrder> {
  return getApi(request).call(endpoints.getReviewOrder, { params: { transactionId } });
}

export type NewReview = { transaction: number; star: number; notes: string; image: File[] };

/** The spec's payload: transaction (the order line), star, notes, image[]. */
export async function createReview(request: Request, review: NewReview): Promise<number> {
  return (await getApi(request).upload(endpoints.createReview, { body: review })).id;
}

/** One page of the buyer's reviews (one per page), newest first. */
export function listUserReviews(request: Request, page: number): Promise<UserReviewList> {
  return getApi(request).call(endpoints.listUserReviews, { query: { page } });
}
