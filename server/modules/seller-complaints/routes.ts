import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { sendStored } from "../../http/stored-file";
import { proofKey } from "../complaint/media";
import { buyerPages, complaintAnsweredMail } from "../seller/buyer-mails";
import { buyerNotifier } from "../seller/notify";
import { findSellerProof, getSellerComplaint, listSellerComplaints, replyToComplaint } from "./service";

export function registerSellerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin, privateStorage: storage } = deps;
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
  route(app, endpoints.sellerReplyComplaint, async ({ params, body }, request) => {
    const complaint = await replyToComplaint(db, params.complaintId, body.respon_admin);
    await buyerNotifier(deps, request.log)(complaint.buyer.id, "complaint-answered", (buyer) =>
      complaintAnsweredMail(
        buyer,
        {
          invoice: complaint.transaction_detail.transaction.invoice,
          product: complaint.transaction_detail.name_product,
        },
        buyerPages.complaint(shopOrigin, complaint.id),
      ),
    );
    return ok(complaint, "Tanggapan Admin berhasil disimpan");
  });
}
