// `GET product/:id/review`: one page of a product's reviews with the counts the star filter shows.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { REVIEW_PAGE_SIZE, type ReviewCounts, type ReviewListResult } from "../../contract/review";
import type { Db } from "../../db/client";
import { customers, products, reviewMedia, reviews } from "../../db/schema";

/** Null when the product does not exist (disabled products keep their reviews readable). */
export async function listProductReviews(
  db: Db,
  productId: number,
  options: { star?: number; page: number },
): Promise<ReviewListResult | null> {
  const where = and(
    eq(reviews.productId, productId),
    options.star === undefined ? undefined : eq(reviews.star, options.star),
  );
  const [productRows, countRows, pageRows] = await Promise.all([
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1),
    db
      .select({ star: reviews.star, total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .groupBy(reviews.star),
    db
      .select({
        id: reviews.id,
        star: reviews.star,
        notes: reviews.notes,
        responNotes: reviews.responNotes,
        updatedAt: reviews.updatedAt,
        customerName: customers.name,
        customerImage: customers.image,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(where)
      .orderBy(desc(reviews.updatedAt), desc(reviews.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((options.page - 1) * REVIEW_PAGE_SIZE),
  ]);
  if (productRows.length === 0) return null;

  const counts: ReviewCounts = { all: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of countRows) {
    if (row.star >= 1 && row.star <= 5) counts[row.star as 1 | 2 | 3 | 4 | 5] = row.total;
    counts.all += row.total;
  }
  const total = options.star === undefined ? counts.all : counts[options.star as 1 | 2 | 3 | 4 | 5];

  const ids = pageRows.map((row) => row.id);
  const media =
    ids.length === 0
      ? []
      : await db
          .select({ reviewId: reviewMedia.reviewId, image: reviewMedia.image, webp: reviewMedia.webp })
          .from(reviewMedia)
          .where(inArray(reviewMedia.reviewId, ids))
          .orderBy(reviewMedia.id);

  return {
    reviews: pageRows.map((row) => ({
      id: row.id,
      star: row.star,
      notes: row.notes,
      image: media.filter((item) => item.reviewId === row.id).map(({ image, webp }) => ({ image, webp })),
      respon_notes: row.responNotes,
      updated_at: row.updatedAt.toISOString(),
      customer: { name: row.customerName, image: row.customerImage },
    })),
    pageTotal: Math.ceil(total / REVIEW_PAGE_SIZE),
    total,
    page: options.page,
    counts,
  };
}
