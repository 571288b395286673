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
import { isStorageKey, localFolderStorage, privateStorageDir } from "../../providers/storage";
import { currentCustomer } from "../auth/guard";
import { buyerPages } from "../seller/buyer-mails";
import { buyerNotifier } from "../seller/notify";
import { expireOverduePayments } from "./expiry";
import { paymentInstructionsMail, paymentReceivedMail } from "./mails";
import { takeDokuNotification } from "./notification";
import { findBuyerProof, PROOF_FOLDER, proofInvalidMessage, uploadProof } from "./proof";
import { getBuyerPayment } from "./read";
import type { PaymentSetup } from "./setup";
import { startPayment } from "./start";

export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps, setup: PaymentSetup): void {
  const { db, shopOrigin, publicDir } = deps;
  const privateStorage = localFolderStorage(privateStorageDir(publicDir));

  route(app, endpoints.startPayment, async ({ body }, request) => {
    const customerId = currentCustomer(request).id;
    const { payment } = await startPayment(db, setup, shopOrigin, customerId, body);
    await buyerNotifier(deps, request.log)(customerId, "payment-instructions", (buyer) =>
      paymentInstructionsMail(buyer, payment, shopOrigin),
    );
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
      ok(await uploadProof(db, privateStorage, currentCustomer(request).id, body), paymentMessages.sent),
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
      const { paid, ...outcome } = await takeDokuNotification(
        db,
        setup.provider,
        { headers: request.headers, rawBody: request.rawBody ?? Buffer.alloc(0), body: request.body },
        request.log,
      );
      if (paid)
        await buyerNotifier(deps, request.log)(paid.customerId, "payment-received", (buyer) =>
          paymentReceivedMail(buyer, paid, buyerPages.order(shopOrigin, paid.transactionId)),
        );
      return ok(outcome, "OK");
    });
  });

  if (setup.simulator)
    registerDokuSimulator(app, { ...setup.simulator, returnOrigin: shopOrigin, fetch: setup.simulatorFetch });

  if (setup.sweepMs > 0) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      timer = setInterval(() => {
        expireOverduePayments(db).catch((error: unknown) =>
          app.log.error({ err: error }, "payment expiry sweep failed"),
        );
      }, setup.sweepMs);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
