// Every buyer's reviews for the seller, and the seller's answer (`respon_notes`), which the product
// page and the buyer's own review show.
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { SellerReview } from "../../contract/seller-replies";
import type { Db, Tx } from "../../db/client";
import { customers, products, reviewMedia, reviews, transactionDetails, transactions } from "../../db/schema";
import { notFound } from "../../http/errors";
import { mediaType } from "../review/media";
import { likePattern } from "../../db/like-pattern";

const joined = (db: Db | Tx) =>
  db
    .select({
      review: reviews,
      productName: products.name,
      buyerName: customers.name,
      buyerEmail: customers.email,
      transactionId: transactions.id,
      invoice: transactions.invoice,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(transactionDetails, eq(transactionDetails.id, reviews.transactionDetailId))
    .leftJoin(transactions, eq(transactions.id, transactionDetails.transactionId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>["where"]>>[number];

async function withMedia(db: Db | Tx, rows: Row[]): Promise<SellerReview[]> {
  const media =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(reviewMedia)
          .where(
            inArray(
              reviewMedia.reviewId,
              rows.map((row) => row.review.id),
            ),
          );
  return rows.map((row) => ({
    id: row.review.id,
    star: row.review.star,
    notes: row.review.notes,
    respon_notes: row.review.responNotes,
    responded_at: row.review.respondedAt?.toISOString() ?? null,
    created_at: row.review.createdAt.toISOString(),
    image: media
      .filter((item) => item.reviewId === row.review.id)
      .map((item) => ({ image: item.image, webp: item.webp, type: mediaType(item.image) })),
    product: { id: row.review.productId, name: row.productName },
    buyer: { id: row.review.customerId, name: row.buyerName, email: row.buyerEmail },
    transaction:
      row.transactionId === null || row.invoice === null ? null : { id: row.transactionId, invoice: row.invoice },
  }));
}

export type ReplyListInput = { search?: string; answered?: "sudah" | "belum"; page: number; per_page: number };

export async function listSellerReviews(db: Db, input: ReplyListInput) {
  const filters: SQL[] = [];
  if (input.search) {
    const pattern = likePattern(input.search);
    filters.push(
      or(
        ilike(products.name, pattern),
        ilike(customers.name, pattern),
        ilike(reviews.notes, pattern),
        ilike(transactions.invoice, pattern),
      )!,
    );
  }
  if (input.answered === "sudah") filters.push(isNotNull(reviews.responNotes));
  if (input.answered === "belum") filters.push(isNull(reviews.responNotes));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .leftJoin(transactionDetails, eq(transactionDetails.id, reviews.transactionDetailId))
      .leftJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
      .where(where),
    joined(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
  ]);
  return {
    data: await withMedia(db, rows),
    current_page: input.page,
    per_page: input.per_page,
    total,
    last_page: Math.ceil(total / input.per_page),
  };
}

/** Stores the seller's answer (a second one replaces the first). */
/** Stores the seller's answer; `db` may be the transaction that also writes the buyer's mail. */
export async function replyToReview(
  db: Db | Tx,
  reviewId: number,
  text: string,
  now = new Date(),
): Promise<SellerReview> {
  const [updated] = await db
    .update(reviews)
    .set({ responNotes: text, respondedAt: now })
    .where(eq(reviews.id, reviewId))
    .returning({ id: reviews.id });
  if (!updated) throw notFound();
  const rows = await joined(db).where(eq(reviews.id, reviewId));
  const [review] = await withMedia(db, rows);
  return review;
}
