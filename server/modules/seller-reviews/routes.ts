import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { buyerPages, reviewAnsweredMail } from "../seller/buyer-mails";
import { buyerNotifier } from "../seller/notify";
import { listSellerReviews, replyToReview } from "./service";

export function registerSellerReviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin, catalogueCache } = deps;
  route(app, endpoints.sellerListReviews, async ({ query }) => ok(await listSellerReviews(db, query)));
  route(app, endpoints.sellerReplyReview, async ({ params, body }, request) => {
    const review = await replyToReview(db, params.reviewId, body.respon_notes);
    // The answer shows on the product page, which the catalogue cache may hold.
    catalogueCache.invalidate();
    await buyerNotifier(deps, request.log)(review.buyer.id, "review-answered", (buyer) =>
      reviewAnsweredMail(buyer, { product: review.product.name }, buyerPages.reviews(shopOrigin)),
    );
    return ok(review, "Balasan ulasan berhasil disimpan");
  });
}
