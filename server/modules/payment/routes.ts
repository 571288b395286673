import type { FastifyInstance } from "fastify";
import { endpoints } from "../../contract/endpoints";
import { PAYMENT_PROOF_MAX_BYTES, paymentMessages } from "../../contract/payment";
import type { AppDeps } from "../../http/deps";
import { ok } from "../../http/envelope";
import { notFound, unauthenticated } from "../../http/errors";
import { withRawJson } from "../../http/raw-json";
import { route } from "../../http/route";
import { sendStored } from "../../http/stored-file";
import { registerDokuSimulator } from "../../providers/payment/doku-simulator";
import { isStorageKey } from "../../providers/storage";
import { currentCustomer } from "../auth/guard";
import { expireOverduePayments } from "../order/expire";
import { takeDokuNotification } from "../order/provider-notified";
import { startPayment } from "../order/start-payment";
import { uploadProof } from "../order/upload-proof";
import { findBuyerProof, PROOF_FOLDER, proofInvalidMessage } from "./proof";
import { getBuyerPayment } from "./read";
import type { PaymentSetup } from "./setup";

export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps, setup: PaymentSetup): void {
  const { db, privateStorage } = deps;

  route(app, endpoints.startPayment, async ({ body }, request) => {
    const { payment } = await startPayment(deps, request.log, setup, currentCustomer(request).id, body);
    return ok(payment, paymentMessages.started);
  });
  route(app, endpoints.getPaymentStatus, async ({ query }, request) =>
    ok(await getBuyerPayment(db, currentCustomer(request).id, query.id)),
  );
  route(app, endpoints.getPaymentDetail, async ({ params }, request) =>
    ok(await getBuyerPayment(db, currentCustomer(request).id, params.id)),
  );
  route(
    app,
    endpoints.uploadPaymentProof,
    async ({ body }, request) =>
      ok(await uploadProof(deps, request.log, privateStorage, currentCustomer(request).id, body), paymentMessages.sent),
    {
      multipart: {
        fileSize: PAYMENT_PROOF_MAX_BYTES,
        files: 1,
        fields: 10,
        fileTooLargeMessage: paymentMessages.imageSize,
      },
      spool: privateStorage,
      invalidMessage: proofInvalidMessage,
    },
  );
  route(app, endpoints.getPaymentProofFile, async ({ params }, request, reply) => {
    const proof = await findBuyerProof(db, currentCustomer(request).id, params.proofId);
    const key = `${PROOF_FOLDER}/${proof.file}`;
    if (!isStorageKey(key)) throw notFound();
    const ext = proof.file.split(".").pop() ?? "bin";
    return sendStored(request, reply, privateStorage, key, {
      contentType: proof.mime,
      cacheControl: "private, no-store",
      extra: { "Content-Disposition": `inline; filename="bukti-pembayaran-${proof.id}.${ext}"` },
    });
  });

  // The signature is over the body's exact bytes: this route reads them raw.
  withRawJson(app, (scope) => {
    // A JSON body is checked before it is even validated: an unsigned request learns nothing about our
    // schema. Any other encoding fails validation, or the same check in takeDokuNotification.
    scope.addHook("preHandler", async (request) => {
      if (request.rawBody === undefined) return;
      if (!setup.provider.verifyNotification({ headers: request.headers, rawBody: request.rawBody })) {
        request.log.warn(
          { doku: "notify", requestId: request.headers["request-id"] },
          "notification with a bad signature refused",
        );
        throw unauthenticated();
      }
    });
    route(scope, endpoints.dokuNotify, async (_input, request) => {
      const outcome = await takeDokuNotification(
        deps,
        setup.provider,
        { headers: request.headers, rawBody: request.rawBody ?? Buffer.alloc(0), body: request.body },
        request.log,
      );
      return ok(outcome, "OK");
    });
  });

  if (setup.simulator)
    registerDokuSimulator(app, { ...setup.simulator, returnOrigin: deps.shopOrigin, fetch: setup.simulatorFetch });

  if (setup.sweepMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        expireOverduePayments(deps, app.log).catch((error: unknown) =>
          app.log.error({ err: error }, "payment expiry sweep failed"),
        );
      }, setup.sweepMs);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
