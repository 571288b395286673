// The buyer's reviews: an order's lines with their reviews, writing a review (multipart, with up to
// three photos or videos) and the buyer's own list.
import { endpoints } from "@contract/endpoints";
import type { ReviewOrder, UserReviewList } from "@contract/review";
import { apiRequest } from "./api-client.server";

export function getReviewOrder(request: Request, transactionId: number): Promise<ReviewOrder> {
  return apiRequest(request, endpoints.getReviewOrder, { params: { transactionId } });
}

export type NewReview = { transaction: number; star: number; notes: string; image: File[] };

/** The spec's payload: transaction (the order line), star, notes, image[]. */
export async function createReview(request: Request, review: NewReview): Promise<number> {
  const form = new FormData();
  form.set("transaction", String(review.transaction));
  form.set("star", String(review.star));
  form.set("notes", review.notes);
  for (const file of review.image) form.append("image[]", file, file.name || "media");
  return (await apiRequest(request, endpoints.createReview, { form })).id;
}

/** One page of the buyer's reviews (one per page), newest first. */
export function listUserReviews(request: Request, page: number): Promise<UserReviewList> {
  return apiRequest(request, endpoints.listUserReviews, { query: { page } });
}
