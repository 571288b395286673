import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { sendStored } from "../../http/stored-file";
import { isStorageKey, localFolderStorage, privateStorageDir } from "../../providers/storage";
import { buyerPages, paymentAcceptedMail, paymentRejectedMail } from "../seller/buyer-mails";
import { currentSeller } from "../seller/guard";
import { buyerNotifier } from "../seller/notify";
import { sellerTexts } from "../seller-orders/texts";
import { acceptPayment, findPaymentProof, rejectPayment } from "./service";

/** Payment proofs live below this folder of the private storage (never under the public one). */
export const PAYMENT_PROOF_FOLDER = "payments";

export function registerSellerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, shopOrigin, publicDir } = deps;
  const privateStorage = localFolderStorage(privateStorageDir(publicDir));
  route(app, endpoints.sellerAcceptPayment, async ({ params }, request) => {
    const paid = await acceptPayment(db, currentSeller(request).id, params.paymentId);
    await buyerNotifier(deps, request.log)(paid.customerId, "payment-accepted", (buyer) =>
      paymentAcceptedMail(buyer, { invoice: paid.invoice, amount: paid.amount }, buyerPages.order(shopOrigin, paid.id)),
    );
    return ok({ id: paid.id, status: paid.status }, sellerTexts.accepted);
  });
  route(app, endpoints.sellerRejectPayment, async ({ params, body }, request) => {
    const rejected = await rejectPayment(db, currentSeller(request).id, params.paymentId, body.note);
    await buyerNotifier(deps, request.log)(rejected.customerId, "payment-rejected", (buyer) =>
      paymentRejectedMail(
        buyer,
        { invoice: rejected.invoice, amount: rejected.amount, note: body.note, deadline: rejected.deadline },
        buyerPages.order(shopOrigin, rejected.id),
      ),
    );
    return ok({ id: rejected.id, status: rejected.status }, sellerTexts.rejected);
  });
  route(app, endpoints.sellerGetPaymentProof, async ({ params }, request, reply) => {
    const proof = await findPaymentProof(db, params.proofId);
    const key = `${PAYMENT_PROOF_FOLDER}/${proof.file}`;
    if (!isStorageKey(key)) throw notFound();
    return sendStored(request, reply, privateStorage, key, {
      contentType: proof.mime,
      cacheControl: "private, no-store",
      extra: { "Content-Disposition": "inline" },
    });
  });
}
