import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { buyerReviewMessages, REVIEW_MEDIA_MAX, REVIEW_VIDEO_MAX_BYTES } from "../../contract/review";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { currentCustomer } from "../auth/guard";
import { createReview, getReviewOrder, listUserReviews } from "./service";

export function registerReviewRoutes(app: FastifyInstance, { db, storage }: AppDeps): void {
  route(app, endpoints.getReviewOrder, async ({ params }, request) =>
    ok(await getReviewOrder(db, currentCustomer(request).id, params.transactionId)),
  );
  route(
    app,
    endpoints.createReview,
    async ({ body }, request) =>
      ok({ id: await createReview({ db, storage }, currentCustomer(request).id, body) }, buyerReviewMessages.saved),
    // Up to three videos (the largest kind). One byte and one file more than allowed are let through, so
    // that the service answers the spec's size message and the "three at most" message on the field.
    // The files stream to the public storage's spool as they arrive and are moved from there when kept.
    {
      multipart: { fileSize: REVIEW_VIDEO_MAX_BYTES + 1, files: REVIEW_MEDIA_MAX + 1, fields: 20 },
      spool: storage,
    },
  );
  route(app, endpoints.listUserReviews, async ({ query }, request) =>
    ok(await listUserReviews(db, currentCustomer(request).id, query.page)),
  );
}
