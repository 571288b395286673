import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { sendStored } from "../../http/stored-file";
import { proofKey } from "../complaint/media";
import { buyerPages, complaintAnsweredMail } from "../seller/buyer-mails";
import { enqueueBuyerMail } from "../seller/notify";
import { findSellerProof, getSellerComplaint, listSellerComplaints, replyToComplaint } from "./service";

export function registerSellerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin, privateStorage: storage, mailWorker } = deps;
  route(app, endpoints.sellerListComplaints, async ({ query }) => ok(await listSellerComplaints(db, query)));
  route(app, endpoints.sellerGetComplaint, async ({ params }) => ok(await getSellerComplaint(db, params.complaintId)));
  // The buyer's evidence, sent exactly as the buyer's own route sends it: private, with ranges (a video seeks).
  route(app, endpoints.sellerGetComplaintMedia, async ({ params }, request, reply) => {
    const proof = await findSellerProof(db, params.mediaId);
    const key = proofKey(proof.file);
    if (!key) throw notFound();
    return sendStored(request, reply, storage, key, {
      contentType: proof.mime,
      cacheControl: "private, no-store",
      extra: { "Content-Disposition": "inline" },
    });
  });
  route(app, endpoints.sellerReplyComplaint, async ({ params, body }) => {
    // The answer and the buyer's mail in one transaction (decision 0128): a saved answer is always mailed.
    const complaint = await db.transaction(async (tx) => {
      const answered = await replyToComplaint(tx, params.complaintId, body.respon_admin);
      await enqueueBuyerMail(tx, answered.buyer.id, "complaint-answered", (buyer) =>
        complaintAnsweredMail(
          buyer,
          {
            invoice: answered.transaction_detail.transaction.invoice,
            product: answered.transaction_detail.name_product,
          },
          buyerPages.complaint(shopOrigin, answered.id),
        ),
      );
      return answered;
    });
    mailWorker.kick();
    return ok(complaint, "Tanggapan Admin berhasil disimpan");
  });
}
