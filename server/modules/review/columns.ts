import { reviews } from "../../db/schema";

/** A review's own fields as the buyer's pages read them (their order's reviews, their review list). */
export const reviewColumns = {
  id: reviews.id,
  star: reviews.star,
  notes: reviews.notes,
  responNotes: reviews.responNotes,
  createdAt: reviews.createdAt,
};
