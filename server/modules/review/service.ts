import { orderVisibleTo } from "../team/membership";
import { isPaid } from "../../contract/order-status";
// The buyer's reviews: the lines of a paid order with their reviews, writing one review per line, and
// the buyer's own list. A new review recomputes the product's rating (as the seed does).
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  buyerReviewMessages,
  USER_REVIEW_PAGE_SIZE,
  type CreateReviewBody,
  type OwnReview,
  type ReviewOrder,
  type UserReviewList,
} from "../../contract/review";
import type { Db } from "../../db/client";
import { products, reviewMedia, reviews, transactionDetails, transactions } from "../../db/schema";
import { notFound, unprocessable } from "../../http/errors";
import type { Storage } from "../../providers/storage";
import { checkMedia, mediaType, removeMedia, storeMedia } from "./media";
import { reviewColumns } from "./columns";

type ReviewRow = { id: number; star: number; notes: string | null; responNotes: string | null; createdAt: Date };

async function mediaOf(db: Db, reviewIds: number[]) {
  if (reviewIds.length === 0) return new Map<number, OwnReview["image"]>();
  const rows = await db
    .select({ reviewId: reviewMedia.reviewId, image: reviewMedia.image, webp: reviewMedia.webp })
    .from(reviewMedia)
    .where(inArray(reviewMedia.reviewId, reviewIds))
    .orderBy(reviewMedia.id);
  const byReview = new Map<number, OwnReview["image"]>();
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push({ image: row.image, webp: row.webp, type: mediaType(row.image) });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

const toOwnReview = (row: ReviewRow, media: Map<number, OwnReview["image"]>): OwnReview => ({
  id: row.id,
  star: row.star,
  notes: row.notes,
  respon_notes: row.responNotes,
  image: media.get(row.id) ?? [],
  created_at: row.createdAt.toISOString(),
});

/** The caller's order with its lines and their reviews; another buyer's order is a 404. */
export async function getReviewOrder(db: Db, customerId: number, transactionId: number): Promise<ReviewOrder> {
  const [order] = await db
    .select({ id: transactions.id, invoice: transactions.invoice, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), orderVisibleTo(customerId)))
    .limit(1);
  if (!order) throw notFound();
  const lines = await db
    .select({
      id: transactionDetails.id,
      productId: transactionDetails.productId,
      nameProduct: transactionDetails.nameProduct,
      qty: transactionDetails.qty,
      unit: transactionDetails.unit,
      image: transactionDetails.image,
      webp: transactionDetails.webp,
      reviewId: reviews.id,
      star: reviews.star,
      notes: reviews.notes,
      responNotes: reviews.responNotes,
      createdAt: reviews.createdAt,
    })
    .from(transactionDetails)
    .leftJoin(reviews, eq(reviews.transactionDetailId, transactionDetails.id))
    .where(eq(transactionDetails.transactionId, order.id))
    .orderBy(transactionDetails.id);
  const media = await mediaOf(
    db,
    lines.flatMap((line) => (line.reviewId === null ? [] : [line.reviewId])),
  );
  return {
    id: order.id,
    invoice: order.invoice,
    status: order.status,
    reviewable: isPaid(order.status),
    transaction_detail: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name_product: line.nameProduct,
      qty: line.qty,
      unit: line.unit,
      image: line.image,
      webp: line.webp,
      review:
        line.reviewId === null || line.star === null || line.createdAt === null
          ? null
          : toOwnReview(
              {
                id: line.reviewId,
                star: line.star,
                notes: line.notes,
                responNotes: line.responNotes,
                createdAt: line.createdAt,
              },
              media,
            ),
    })),
  };
}

/** A unique violation, wherever the driver puts it (drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === "object" && current !== null && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === "23505") return true;
    current = candidate.cause;
  }
  return false;
}

const lineError = (message: string) => unprocessable(message, { transaction: [message] });

/**
 * Writes the caller's review of one line of their own paid order: a line of someone else's order is a
 * 404, an order that is not paid or a line reviewed before a 422. Files are checked before anything is
 * written; the product's rating and review count are recomputed in the same database transaction.
 */
export async function createReview(
  deps: { db: Db; storage: Storage },
  customerId: number,
  body: CreateReviewBody,
): Promise<number> {
  const { db, storage } = deps;
  const [line] = await db
    .select({
      id: transactionDetails.id,
      productId: transactionDetails.productId,
      status: transactions.status,
      reviewId: reviews.id,
    })
    .from(transactionDetails)
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
    .leftJoin(reviews, eq(reviews.transactionDetailId, transactionDetails.id))
    .where(and(eq(transactionDetails.id, body.transaction), orderVisibleTo(customerId)))
    .limit(1);
  if (!line) throw notFound();
  if (!isPaid(line.status)) throw lineError(buyerReviewMessages.notPaid);
  if (line.reviewId !== null) throw lineError(buyerReviewMessages.alreadyReviewed);

  const checked = await checkMedia(body.image);
  const stored = await storeMedia(storage, customerId, checked);
  try {
    return await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(reviews)
        .values({
          productId: line.productId,
          customerId,
          transactionDetailId: line.id,
          star: body.star,
          notes: body.notes,
        })
        .returning({ id: reviews.id });
      if (stored.length > 0)
        await tx.insert(reviewMedia).values(stored.map((image) => ({ reviewId: saved.id, image, webp: null })));
      await tx.execute(sql`
        update products set
          star_review = coalesce((select round(avg(star)::numeric, 1)::real from reviews where product_id = ${line.productId}), 0),
          count_review = (select count(*)::int from reviews where product_id = ${line.productId})
        where id = ${line.productId}`);
      return saved.id;
    });
  } catch (error) {
    await removeMedia(storage, stored);
    // Two posts of the same line at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw lineError(buyerReviewMessages.alreadyReviewed);
    throw error;
  }
}

/** The caller's reviews, USER_REVIEW_PAGE_SIZE per page, newest first. */
export async function listUserReviews(db: Db, customerId: number, page: number): Promise<UserReviewList> {
  const mine = eq(reviews.customerId, customerId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(reviews).where(mine),
    db
      .select({
        ...reviewColumns,
        productId: products.id,
        productName: products.name,
        lineName: transactionDetails.nameProduct,
        lineImage: transactionDetails.image,
        lineWebp: transactionDetails.webp,
        transactionId: transactions.id,
        invoice: transactions.invoice,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(transactionDetails, eq(transactionDetails.id, reviews.transactionDetailId))
      .leftJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
      .where(mine)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(USER_REVIEW_PAGE_SIZE)
      .offset((page - 1) * USER_REVIEW_PAGE_SIZE),
  ]);
  const media = await mediaOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => ({
      ...toOwnReview(row, media),
      product: {
        id: row.productId,
        name: row.lineName ?? row.productName,
        image: row.lineImage ?? null,
        webp: row.lineWebp ?? null,
      },
      transaction:
        row.transactionId === null || row.invoice === null ? null : { id: row.transactionId, invoice: row.invoice },
    })),
    current_page: page,
    per_page: USER_REVIEW_PAGE_SIZE,
    total,
    last_page: Math.ceil(total / USER_REVIEW_PAGE_SIZE),
  };
}
