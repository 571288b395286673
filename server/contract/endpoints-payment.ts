// The buyer's negotiation, SPK and payment calls (issue #12) and the payment provider's notification.
// Spread into `endpoints` (endpoints.ts). Another buyer's order is a 404; a status that does not allow
// the step is a 409 with an Indonesian message, and nothing changes.
//
// Accepting a negotiated deal (spec: `POST admin-transaction/update/{id}`, `_method=PUT`, `status=Process`)
// is not a row of its own: that path is already `updateOrderStatus` (endpoints-seller.ts), shared by both
// actors, which lets a buyer make exactly that move (confirmed → process, own order, with rounds, the
// last seller round not expired). Call `endpoints.updateOrderStatus` for it.
import type { Endpoint } from "./endpoint";
import { buyerNegotiationResponse, counterOfferBody, negotiationParams } from "./negotiation";
import {
  buyerPaymentResponse,
  dokuNotificationBody,
  dokuNotifyResponse,
  paymentProofFileResponse,
  paymentProofParams,
  paymentStatusQuery,
  paymentTransactionParams,
  startPaymentBody,
  startPaymentResponse,
  uploadPaymentProofBody,
} from "./payment";
import { storeSpkBody, storeSpkResponse } from "./spk";

export const paymentEndpoints = {
  counterOffer: {
    method: "POST",
    path: "transaction/store-negotiation/:transactionId",
    summary:
      "The buyer's counter-offer round (JSON: transaction_id, old/new_shipping_price, transaction_detail_id[], old_price[], new_price[], notes; only what applies) on a pending order whose last round is the seller's; nothing changed is a 400 'mohon untuk mengisi data terlebih dahulu'",
    auth: "buyer",
    encoding: "json",
    params: negotiationParams,
    body: counterOfferBody,
    response: buyerNegotiationResponse,
  },
  storeSpk: {
    method: "POST",
    path: "transaction/store-spk",
    summary:
      "Saves the SPK (multipart or form: transaction_id, satuan_kerja … nip_bendahara) on an order that allows it (confirmed without rounds, or process); the order moves to document; answers 201",
    auth: "buyer",
    encoding: "multipart",
    body: storeSpkBody,
    response: storeSpkResponse,
  },
  startPayment: {
    method: "POST",
    path: "transaction/payment",
    summary:
      "Starts a payment (form: transaction_id, payment_success_url on the shop's origin, payment_service BPD|Doku) on a document, payment_expired or payment_failed order: the order is pending_payment; Doku answers url_payment (its hosted page), BPD answers url_payment null (the shop's /example/bpd-payment page), the VA number, QRIS payload and deadline; mails the buyer the instructions",
    auth: "buyer",
    encoding: "form",
    body: startPaymentBody,
    response: startPaymentResponse,
  },
  getPaymentStatus: {
    method: "GET",
    path: "transaction/payment/status",
    summary: "The latest payment of one of the caller's orders (query id: the order's id; data); 404 when none",
    auth: "buyer",
    query: paymentStatusQuery,
    response: buyerPaymentResponse,
  },
  getPaymentDetail: {
    method: "GET",
    path: "transaction/payment/detail/:id",
    summary:
      "The latest payment of one of the caller's orders (:id is the order's id) with everything the payment pages show (data); 404 when none",
    auth: "buyer",
    params: paymentTransactionParams,
    response: buyerPaymentResponse,
  },
  uploadPaymentProof: {
    method: "POST",
    path: "transaction/payment/proof-of-payment",
    summary:
      "A bank-transfer proof (multipart: id = the order, account_number, account_name, bank_name, image jpeg/png/webp/pdf by content, ≤ 2,048,000 bytes, streamed to private storage) for the order's BPD payment; the payment becomes reviewed until the seller decides; errors carry the spec's text in message",
    auth: "buyer",
    encoding: "multipart",
    body: uploadPaymentProofBody,
    response: buyerPaymentResponse,
  },
  getPaymentProofFile: {
    method: "GET",
    path: "transaction/payment/proof/:proofId",
    summary: "The bytes of one of the caller's payment proofs (binary stream, private; another buyer's is a 404)",
    auth: "buyer",
    params: paymentProofParams,
    response: paymentProofFileResponse,
  },
  dokuNotify: {
    method: "POST",
    path: "payment/doku/notify",
    summary:
      "Doku's HTTP notification (JSON; Client-Id, Request-Id, Request-Timestamp, Signature headers), verified before anything changes: 200 taken or a replay (nothing changes), 401 bad signature, 404 unknown invoice, 409 amount differs",
    auth: false,
    encoding: "json",
    body: dokuNotificationBody,
    response: dokuNotifyResponse,
  },
} satisfies Record<string, Endpoint>;
