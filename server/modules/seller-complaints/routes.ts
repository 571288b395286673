import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { route } from "../../http/route";
import { buyerPages, complaintAnsweredMail } from "../seller/buyer-mails";
import { buyerNotifier } from "../seller/notify";
import { getSellerComplaint, listSellerComplaints, replyToComplaint } from "./service";

export function registerSellerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin } = deps;
  route(app, endpoints.sellerListComplaints, async ({ query }) => ok(await listSellerComplaints(db, query)));
  route(app, endpoints.sellerGetComplaint, async ({ params }) => ok(await getSellerComplaint(db, params.complaintId)));
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
