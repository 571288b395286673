// The seller's side of orders: the list, one order, and each action the lifecycle allows.
import { endpoints } from "@contract/endpoints";
import type { SellerOrderListQuery } from "@contract/seller-orders";
import type { WireBody } from "./api-encode.server";
import { getApi } from "./api-client.server";

const seller = (request: Request) => getApi(request, "seller");

export function listSellerOrders(request: Request, query: SellerOrderListQuery) {
  return seller(request).call(endpoints.sellerListOrders, { query });
}

/** The count of the console's Pesanan badge: orders waiting for the seller (one count, no rows). */
export async function waitingOrderCount(request: Request): Promise<number> {
  const { waiting } = await seller(request).call(endpoints.sellerWaitingOrders);
  return waiting;
}

export function getSellerOrder(request: Request, id: number) {
  return seller(request).call(endpoints.sellerGetOrder, { params: { id } });
}

export function confirmOrder(request: Request, id: number) {
  return seller(request).call(endpoints.sellerConfirmOrder, { params: { id } });
}

export function negotiateOrder(request: Request, id: number, round: WireBody<typeof endpoints.sellerNegotiate>) {
  return seller(request).call(endpoints.sellerNegotiate, { params: { id }, body: round });
}

export function cancelOrder(request: Request, id: number, reason: string) {
  return seller(request).call(endpoints.sellerCancelOrder, { params: { id }, body: { reason } });
}

export function acceptPayment(request: Request, paymentId: number) {
  return seller(request).call(endpoints.sellerAcceptPayment, { params: { paymentId } });
}

export function rejectPayment(request: Request, paymentId: number, note: string) {
  return seller(request).call(endpoints.sellerRejectPayment, { params: { paymentId }, body: { note } });
}

export function processOrder(request: Request, id: number) {
  return seller(request).call(endpoints.sellerProcessOrder, { params: { id } });
}

export function dispatchShipment(
  request: Request,
  id: number,
  shipment: WireBody<typeof endpoints.sellerDispatchShipment>,
) {
  return seller(request).call(endpoints.sellerDispatchShipment, { params: { id }, body: shipment });
}

/** The proof file, streamed to the seller only (private, never kept by a shared cache). */
export function streamPaymentProof(request: Request, proofId: number) {
  return seller(request).stream(
    { endpoint: endpoints.sellerGetPaymentProof, params: { proofId } },
    { headers: { "Cache-Control": "private, no-store" }, fallbackHeaders: { "Content-Disposition": "inline" } },
  );
}
