// GET /api/product/:id/review: 3 per page, newest first, star filter, counts per star, photos.
import { count, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { REVIEW_PAGE_SIZE, reviewListResponse, reviewMessages } from "../../server/contract/review";
import { customers, products, reviewMedia, reviews } from "../../server/db/schema";
import { call, expectError } from "./support";

const { api } = useApiSuite({ buyers: false });

const list = async (path: string) => {
  const { response, body } = await call(api.app, reviewListResponse, path);
  expect(response.statusCode, response.body).toBe(200);
  return body.data;
};

/** The product with the most reviews (several pages). */
async function busiestProduct() {
  const [row] = await api.handle.db
    .select({ id: reviews.productId, total: count() })
    .from(reviews)
    .groupBy(reviews.productId)
    .orderBy(desc(count()), reviews.productId)
    .limit(1);
  return row;
}

async function reviewsOf(productId: number) {
  const rows = await api.handle.db
    .select({ id: reviews.id, star: reviews.star, updatedAt: reviews.updatedAt })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
}

describe("GET /api/product/:id/review", () => {
  it("answers the newest three with the page count and the counts per star", async () => {
    const product = await busiestProduct();
    expect(product.total).toBeGreaterThan(REVIEW_PAGE_SIZE);
    const expected = await reviewsOf(product.id);
    const data = await list(`/api/product/${product.id}/review`);
    expect(data.reviews.map((r) => r.id)).toEqual(expected.slice(0, REVIEW_PAGE_SIZE).map((r) => r.id));
    expect(data.total).toBe(expected.length);
    expect(data.pageTotal).toBe(Math.ceil(expected.length / REVIEW_PAGE_SIZE));
    expect(data.page).toBe(1);
    const counts = { all: expected.length, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const review of expected) counts[review.star as 1 | 2 | 3 | 4 | 5] += 1;
    expect(data.counts).toEqual(counts);
    const second = await list(`/api/product/${product.id}/review?page=2`);
    expect(second.reviews.map((r) => r.id)).toEqual(
      expected.slice(REVIEW_PAGE_SIZE, 2 * REVIEW_PAGE_SIZE).map((r) => r.id),
    );
  });

  it("shows each review's stars, notes, seller response, ISO date and customer", async () => {
    const product = await busiestProduct();
    const data = await list(`/api/product/${product.id}/review`);
    const review = data.reviews[0];
    const [row] = await api.handle.db
      .select({
        notes: reviews.notes,
        respon: reviews.responNotes,
        updatedAt: reviews.updatedAt,
        name: customers.name,
        image: customers.image,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(eq(reviews.id, review.id));
    expect(review).toMatchObject({
      notes: row.notes,
      respon_notes: row.respon,
      updated_at: row.updatedAt.toISOString(),
      customer: { name: row.name, image: row.image },
    });
    expect(review.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("narrows to one star, with the total and pages of that star", async () => {
    const product = await busiestProduct();
    const expected = await reviewsOf(product.id);
    const star = expected[0].star;
    const data = await list(`/api/product/${product.id}/review?star=${star}`);
    const ofStar = expected.filter((r) => r.star === star);
    expect(data.reviews.map((r) => r.id)).toEqual(ofStar.slice(0, REVIEW_PAGE_SIZE).map((r) => r.id));
    expect(data.total).toBe(ofStar.length);
    expect(data.pageTotal).toBe(Math.ceil(ofStar.length / REVIEW_PAGE_SIZE));
    expect(data.counts.all).toBe(expected.length);
    expect((await list(`/api/product/${product.id}/review?star=`)).total).toBe(expected.length);
  });

  it("lists a review's photos as storage paths with their webp", async () => {
    const [withPhoto] = await api.handle.db
      .select({ productId: reviews.productId, reviewId: reviews.id, image: reviewMedia.image, webp: reviewMedia.webp })
      .from(reviewMedia)
      .innerJoin(reviews, eq(reviews.id, reviewMedia.reviewId))
      .limit(1);
    const expected = await reviewsOf(withPhoto.productId);
    const page = Math.floor(expected.findIndex((r) => r.id === withPhoto.reviewId) / REVIEW_PAGE_SIZE) + 1;
    const data = await list(`/api/product/${withPhoto.productId}/review?page=${page}`);
    const review = data.reviews.find((r) => r.id === withPhoto.reviewId);
    expect(review?.image).toEqual([{ image: withPhoto.image, webp: withPhoto.webp }]);
    expect(withPhoto.webp).toMatch(/\.webp$/);
  });

  it("answers an empty page for a product without reviews and beyond the last page", async () => {
    const [quiet] = await api.handle.db
      .select({ id: products.id })
      .from(products)
      .where(sql`not exists (select 1 from ${reviews} where ${reviews.productId} = ${products.id})`)
      .limit(1);
    const data = await list(`/api/product/${quiet.id}/review`);
    expect(data).toEqual({
      reviews: [],
      total: 0,
      pageTotal: 0,
      page: 1,
      counts: { all: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    const product = await busiestProduct();
    const beyond = await list(`/api/product/${product.id}/review?page=50`);
    expect(beyond.reviews).toEqual([]);
    expect(beyond.total).toBe(product.total);
  });

  it("clamps a page below 1 to the first page", async () => {
    const product = await busiestProduct();
    const data = await list(`/api/product/${product.id}/review?page=-2`);
    expect(data.page).toBe(1);
    expect(data.reviews).toHaveLength(REVIEW_PAGE_SIZE);
  });

  it("answers 404 'Produk tidak ditemukan ..' for an unknown product", async () => {
    const error = await expectError(api.app, "/api/product/999999/review", 404);
    expect(error).toEqual({ status: false, message: "Produk tidak ditemukan ..", data: null });
  });

  it("refuses a star outside 1 to 5 and a page that is no number", async () => {
    const product = await busiestProduct();
    for (const star of ["9", "0", "bintang"]) {
      const error = await expectError(api.app, `/api/product/${product.id}/review?star=${star}`, 400);
      expect(error.data?.star).toEqual([reviewMessages.star]);
    }
    const error = await expectError(api.app, `/api/product/${product.id}/review?page=dua`, 400);
    expect(error.data?.page).toEqual([reviewMessages.page]);
  });
});
