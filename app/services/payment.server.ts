// Paying an order (profile-area §4 "Payment tab", the `transaction/payment*` calls): every `id` is the
// order's. Proofs are private: their bytes reach the browser only through the owner's BFF route.
import { endpoints } from "@contract/endpoints";
import type { BuyerPayment, PaymentService } from "@contract/payment";
import { getApi, thrownStatus } from "./api-client.server";

/** Starts a payment; Doku's answer carries `url_payment` (its hosted page). */
export function startPayment(
  request: Request,
  input: { transaction_id: number; payment_service: PaymentService; payment_success_url: string },
): Promise<BuyerPayment> {
  return getApi(request).call(endpoints.startPayment, { body: input });
}

/** The order's latest payment, or null when it has none (the API's 404). */
export async function findPayment(request: Request, transactionId: number): Promise<BuyerPayment | null> {
  try {
    return await getApi(request).call(endpoints.getPaymentDetail, { params: { id: transactionId } });
  } catch (error) {
    if (thrownStatus(error) === 404) return null;
    throw error;
  }
}

/** `GET transaction/payment/status?id=`: the payment status page's record; none is a 404. */
export function getPaymentStatus(request: Request, transactionId: number): Promise<BuyerPayment> {
  return getApi(request).call(endpoints.getPaymentStatus, { query: { id: transactionId } });
}

/** The bank-transfer proof (multipart); the payment becomes `reviewed`. */
export function uploadPaymentProof(
  request: Request,
  input: { id: number; account_name: string; account_number: string; bank_name: string; image: File },
) {
  return getApi(request).upload(endpoints.uploadPaymentProof, { body: input });
}

/** The buyer's own proof, streamed (another buyer's is a 404). */
export function streamPaymentProof(request: Request, proofId: number): Promise<Response> {
  return getApi(request).stream(
    { endpoint: endpoints.getPaymentProofFile, params: { proofId } },
    { headers: { "Cache-Control": "private, no-store" }, fallbackHeaders: { "Content-Disposition": "inline" } },
  );
}
