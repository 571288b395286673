// The buyer's negotiation calls (profile-area §4 "Negotiation and SPK"): a counter-offer round and
// accepting the negotiated deal; and the SPK that follows. Each answers the order's new status.
import { endpoints } from "@contract/endpoints";
import type { CounterOfferBody } from "@contract/negotiation";
import type { StoreSpkBody } from "@contract/spk";
import { getApi } from "./api-client.server";

/** `POST transaction/store-negotiation/{id}` with only the fields that apply (spec §7). */
export function counterOffer(request: Request, transactionId: number, body: CounterOfferBody) {
  return getApi(request).call(endpoints.counterOffer, { params: { transactionId }, body });
}

/** `POST admin-transaction/update/{id}` with `status=Process`: the buyer accepts the deal. */
export function acceptDeal(request: Request, transactionId: number) {
  return getApi(request).call(endpoints.updateOrderStatus, {
    params: { id: transactionId },
    body: { status: "Process" },
  });
}

/** `POST transaction/store-spk`: the work contract; the order moves to `document`. */
export function storeSpk(request: Request, body: StoreSpkBody) {
  return getApi(request).call(endpoints.storeSpk, { body });
}
