// The buyer's reviews: GET /api/review/:id (an order's lines with their reviews), POST /api/product/review
// (multipart; own paid order only, once per line, star/notes/media rules) and GET /api/reviews/list/user.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import {
  buyerReviewMessages,
  createReviewResponse,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_VIDEO_MAX_BYTES,
  reviewListResponse,
  reviewOrderResponse,
  userReviewListResponse,
} from "../../server/contract/review";
import { products, reviews, transactionDetails, transactions } from "../../server/db/schema";
import { getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other } = useApiSuite();

type Part = [string, string | Blob, string?];

/** A real multipart body, encoded the way browsers and undici do it. */
async function reviewPost(buyer: Buyer | null, parts: Part[]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, filename);
  }
  const encoded = new Response(form);
  return {
    method: "POST" as const,
    url: "/api/product/review",
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...buyer?.headers, "content-type": encoded.headers.get("content-type") ?? "" },
  };
}

async function orderLines(invoice: string) {
  const rows = await api.handle.db
    .select({
      transactionId: transactions.id,
      lineId: transactionDetails.id,
      productId: transactionDetails.productId,
      status: transactions.status,
    })
    .from(transactionDetails)
    .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
    .where(eq(transactions.invoice, invoice))
    .orderBy(transactionDetails.id);
  expect(rows.length, invoice).toBeGreaterThan(0);
  return rows;
}

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
/** The start of an MP4 (an `ftyp` box), which is what the type is read from. */
const mp4 = (size = 64) => {
  const bytes = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isommp41")]).copy(bytes);
  return bytes;
};
const text = (line: number, star: string, notes: string): Part[] => [
  ["transaction", String(line)],
  ["star", star],
  ["notes", notes],
];

describe("GET /api/review/:transactionId", () => {
  it("answers the caller's order with each line and its review; another buyer's order is a 404", async () => {
    const [first] = await orderLines("INV/20260903/0001");
    const { response, body } = await call(
      api.app,
      reviewOrderResponse,
      getRequest(demo, `/api/review/${first.transactionId}`),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.data.invoice).toBe("INV/20260903/0001");
    expect(body.data.reviewable).toBe(true);
    expect(body.data.transaction_detail).toHaveLength(2);
    expect(body.data.transaction_detail[0].review).toMatchObject({
      star: 5,
      respon_notes: "Terima kasih atas kepercayaannya.",
    });
    expect(body.data.transaction_detail[1].review).toBeNull();

    const error = await expectError(api.app, getRequest(other, `/api/review/${first.transactionId}`), 404);
    expect(error.message).toBeTruthy();
    await expectError(api.app, getRequest(null, `/api/review/${first.transactionId}`), 401);
  });

  it("says an unpaid order is not reviewable", async () => {
    const [pending] = await api.handle.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.customerId, demo.id), eq(transactions.status, "pending")))
      .limit(1);
    const { body } = await call(api.app, reviewOrderResponse, getRequest(demo, `/api/review/${pending.id}`));
    expect(body.data.reviewable).toBe(false);
  });
});

describe("POST /api/product/review", () => {
  it("stores a review with a photo and a video, recomputes the product's rating, and lists it first", async () => {
    const [line] = await orderLines("INV/20260930/0016");
    const [before] = await api.handle.db
      .select({ count: products.countReview })
      .from(products)
      .where(eq(products.id, line.productId));
    const { response, body } = await call(
      api.app,
      createReviewResponse,
      await reviewPost(demo, [
        ...text(line.lineId, "4", "  Barang sesuai pesanan.  "),
        ["image[]", new Blob([await png()], { type: "image/png" }), "foto.png"],
        ["image[]", new Blob([mp4()], { type: "video/mp4" }), "video.mp4"],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.message).toBe(buyerReviewMessages.saved);

    const [row] = await api.handle.db.select().from(reviews).where(eq(reviews.id, body.data.id));
    expect(row).toMatchObject({
      star: 4,
      notes: "Barang sesuai pesanan.",
      transactionDetailId: line.lineId,
      customerId: demo.id,
      productId: line.productId,
    });

    const [after] = await api.handle.db
      .select({ count: products.countReview, star: products.starReview })
      .from(products)
      .where(eq(products.id, line.productId));
    expect(after.count).toBe(before.count + 1);
    const stars = await api.handle.db
      .select({ star: reviews.star })
      .from(reviews)
      .where(eq(reviews.productId, line.productId));
    expect(after.star).toBeCloseTo(Math.round((stars.reduce((sum, r) => sum + r.star, 0) / stars.length) * 10) / 10, 5);

    // The buyer's list: newest first, one per page.
    const list = await call(api.app, userReviewListResponse, getRequest(demo, "/api/reviews/list/user"));
    expect(list.body.data.per_page).toBe(1);
    expect(list.body.data.data).toHaveLength(1);
    const mine = list.body.data.data[0];
    expect(mine.id).toBe(body.data.id);
    expect(mine.transaction?.invoice).toBe("INV/20260930/0016");
    expect(mine.image.map((media) => media.type)).toEqual(["image", "video"]);
    const stored = await readFile(path.join(api.publicDir, mine.image[0].image));
    expect((await sharp(stored).metadata()).format).toBe("png");
    const served = await api.app.inject(`/storage/${mine.image[0].image}`);
    expect(served.statusCode).toBe(200);
    const second = await call(api.app, userReviewListResponse, getRequest(demo, "/api/reviews/list/user?page=2"));
    expect(second.body.data.data[0].transaction?.invoice).toBe("INV/20260903/0001");
    expect(second.body.data.last_page).toBe(list.body.data.total);

    // The product page's list shows it too.
    const productList = await call(api.app, reviewListResponse, `/api/product/${line.productId}/review`);
    expect(productList.body.data.reviews[0].id).toBe(body.data.id);

    // Once per line.
    const again = await expectError(api.app, await reviewPost(demo, text(line.lineId, "5", "Sekali lagi ya")), 422);
    expect(again.data?.transaction).toEqual([buyerReviewMessages.alreadyReviewed]);
  });

  it("refuses another buyer's line (404) and a line of an unpaid order (422)", async () => {
    const [foreign] = await orderLines("INV/20260930/0017");
    const error = await expectError(
      api.app,
      await reviewPost(demo, text(foreign.lineId, "5", "Bukan pesanan saya")),
      404,
    );
    expect(error.message).toBeTruthy();

    const [pendingLine] = await api.handle.db
      .select({ id: transactionDetails.id })
      .from(transactionDetails)
      .innerJoin(transactions, eq(transactions.id, transactionDetails.transactionId))
      .where(and(eq(transactions.customerId, demo.id), eq(transactions.status, "pending")))
      .limit(1);
    const unpaid = await expectError(api.app, await reviewPost(demo, text(pendingLine.id, "5", "Belum dibayar")), 422);
    expect(unpaid.data?.transaction).toEqual([buyerReviewMessages.notPaid]);
    await expectError(api.app, await reviewPost(null, text(pendingLine.id, "5", "Tanpa masuk")), 401);
  });

  it("checks product, star and comment with the spec's messages", async () => {
    const [, line] = await orderLines("INV/20260930/0016");
    const empty = await expectError(
      api.app,
      await reviewPost(demo, [
        ["transaction", ""],
        ["star", ""],
        ["notes", ""],
      ]),
      400,
    );
    expect(empty.data).toMatchObject({
      transaction: [buyerReviewMessages.product],
      star: [buyerReviewMessages.star],
      notes: [buyerReviewMessages.notesMin],
    });
    for (const star of ["0", "6", "3.5", "x"]) {
      const bad = await expectError(api.app, await reviewPost(demo, text(line.lineId, star, "Cukup baik")), 400);
      expect(bad.data?.star, star).toEqual([buyerReviewMessages.star]);
    }
    const short = await expectError(api.app, await reviewPost(demo, text(line.lineId, "3", "  abcd  ")), 400);
    expect(short.data?.notes).toEqual([buyerReviewMessages.notesMin]);
    const long = await expectError(api.app, await reviewPost(demo, text(line.lineId, "3", "a".repeat(256))), 400);
    expect(long.data?.notes).toEqual([buyerReviewMessages.notesMax]);
    // 255 and 5 characters are allowed (checked on other lines below); nothing was stored here.
    const [left] = await api.handle.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.transactionDetailId, line.lineId));
    expect(left).toBeUndefined();
  });

  it("checks the media: type by the bytes, size per type, three at most", async () => {
    const [, line] = await orderLines("INV/20260930/0016");
    const post = async (files: Part[]) =>
      expectError(api.app, await reviewPost(demo, [...text(line.lineId, "5", "a".repeat(255)), ...files]), 422);

    const fake = await post([["image[]", new Blob(["bukan gambar"], { type: "image/png" }), "palsu.png"]]);
    expect(fake.data?.image).toEqual([buyerReviewMessages.format]);

    const pdf = await post([["image[]", new Blob(["%PDF-1.4\n%âãÏÓ\n"], { type: "application/pdf" }), "dok.pdf"]]);
    expect(pdf.data?.image).toEqual([buyerReviewMessages.format]);

    const bigImage = Buffer.concat([await png(), Buffer.alloc(REVIEW_IMAGE_MAX_BYTES)]);
    const image = await post([["image[]", new Blob([bigImage], { type: "image/png" }), "besar.png"]]);
    expect(image.data?.image).toEqual([buyerReviewMessages.imageSize]);

    const video = await post([
      ["image[]", new Blob([mp4(REVIEW_VIDEO_MAX_BYTES + 1)], { type: "video/mp4" }), "besar.mp4"],
    ]);
    expect(video.data?.image).toEqual([buyerReviewMessages.videoSize]);

    const small = new Blob([await png()], { type: "image/png" });
    const four = await expectError(
      api.app,
      await reviewPost(demo, [
        ...text(line.lineId, "5", "Lima!"),
        ...[1, 2, 3, 4].map((n): Part => ["image[]", small, `f${n}.png`]),
      ]),
      400,
    );
    expect(four.data?.image).toEqual([buyerReviewMessages.mediaMax]);

    // Nothing of the refused posts was kept; three photos and a 5-character comment pass.
    const { response } = await call(
      api.app,
      createReviewResponse,
      await reviewPost(demo, [
        ...text(line.lineId, "5", "Lima!"),
        ...[1, 2, 3].map((n): Part => ["image[]", small, `f${n}.png`]),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("GET /api/reviews/list/user", () => {
  it("is empty for a buyer without reviews and needs a session", async () => {
    const { body } = await call(api.app, userReviewListResponse, getRequest(other, "/api/reviews/list/user"));
    expect(body.data).toEqual({ data: [], current_page: 1, per_page: 1, total: 0, last_page: 0 });
    await expectError(api.app, getRequest(null, "/api/reviews/list/user"), 401);
  });
});
