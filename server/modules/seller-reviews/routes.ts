import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { buyerPages, reviewAnsweredMail } from "../seller/buyer-mails";
import { enqueueBuyerMail } from "../seller/notify";
import { listSellerReviews, replyToReview } from "./service";

export function registerSellerReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin, cacheDrops, mailWorker } = deps;
  route(app, endpoints.sellerListReviews, async ({ query }) => ok(await listSellerReviews(db, query)));
  route(app, endpoints.sellerReplyReview, async ({ params, body }) => {
    // The answer and the buyer's mail in one transaction (decision 0128): a saved answer is always mailed.
    const review = await db.transaction(async (tx) => {
      const answered = await replyToReview(tx, params.reviewId, body.respon_notes);
      await enqueueBuyerMail(tx, answered.buyer.id, "review-answered", (buyer) =>
        reviewAnsweredMail(buyer, { product: answered.product.name }, buyerPages.reviews(shopOrigin)),
      );
      return answered;
    });
    mailWorker.kick();
    // The answer shows on the product page, which the catalogue caches may hold.
    await cacheDrops.publish({ t: "catalogue" });
    return ok(review, "Balasan ulasan berhasil disimpan");
  });
}
