import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { route } from "../../http/route";
import { sendStored } from "../../http/stored-file";
import { isStorageKey } from "../../providers/storage";
import { currentSeller } from "../seller/guard";
import { acceptPayment, rejectPayment } from "../order/verify-proof";
import { sellerTexts } from "../order/texts";
import { findPaymentProof } from "./service";

/** Payment proofs live below this folder of the private storage (never under the public one). */
export const PAYMENT_PROOF_FOLDER = "payments";

export function registerSellerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, privateStorage } = deps;
  route(app, endpoints.sellerAcceptPayment, async ({ params }, request) =>
    ok(await acceptPayment(deps, request.log, currentSeller(request).id, params.paymentId), sellerTexts.accepted),
  );
  route(app, endpoints.sellerRejectPayment, async ({ params, body }, request) =>
    ok(
      await rejectPayment(deps, request.log, currentSeller(request).id, params.paymentId, body.note),
      sellerTexts.rejected,
    ),
  );
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
