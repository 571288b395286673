// The seller's side of orders: the list, one order, and each action the lifecycle allows.
import type { AdminListQuery, SellerRoundForm } from "~/schemas/admin";
import { getApi, type ApiData } from "./api-client.server";
import { sellerEndpoints as endpoints } from "./seller-endpoints.server";

const seller = (request: Request) => getApi(request, "seller");

export type SellerOrderList = ApiData<typeof endpoints.sellerListOrders>;

export function listSellerOrders(request: Request, query: AdminListQuery & { status?: string }) {
  return seller(request).call(endpoints.sellerListOrders, {
    query: {
      search: query.search || undefined,
      status: query.status || undefined,
      page: query.page,
      per_page: query.per_page,
    },
  });
}

/** The count of the console's Pesanan badge: orders waiting for the seller. */
export async function waitingOrderCount(request: Request): Promise<number> {
  const list = await seller(request).call(endpoints.sellerListOrders, { query: { page: 1, per_page: 5 } });
  return list.waiting;
}

export function getSellerOrder(request: Request, id: number) {
  return seller(request).call(endpoints.sellerGetOrder, { params: { id } });
}

export function confirmOrder(request: Request, id: number) {
  return seller(request).call(endpoints.sellerConfirmOrder, { params: { id }, body: {} });
}

export function negotiateOrder(request: Request, id: number, round: SellerRoundForm) {
  return seller(request).call(endpoints.sellerNegotiate, {
    params: { id },
    body: { lines: round.lines, shipping_cost: round.shipping_cost, note: round.note, valid_until: round.valid_until },
  });
}

export function cancelOrder(request: Request, id: number, reason: string) {
  return seller(request).call(endpoints.sellerCancelOrder, { params: { id }, body: { reason } });
}

export function acceptPayment(request: Request, id: number, paymentId: number) {
  return seller(request).call(endpoints.sellerAcceptPayment, { params: { id, paymentId }, body: {} });
}

export function rejectPayment(request: Request, id: number, paymentId: number, note: string) {
  return seller(request).call(endpoints.sellerRejectPayment, { params: { id, paymentId }, body: { note } });
}

export function processOrder(request: Request, id: number) {
  return seller(request).call(endpoints.sellerProcessOrder, { params: { id }, body: {} });
}

export function dispatchShipment(
  request: Request,
  id: number,
  shipment: { partial_id: number; courier: string; awb: string; shipped_at: string },
) {
  return seller(request).call(endpoints.sellerDispatchShipment, {
    params: { id, partialId: shipment.partial_id },
    body: { courier: shipment.courier, awb: shipment.awb, shipped_at: shipment.shipped_at },
  });
}

/** The proof file, streamed to the seller only (private, never cached by a shared cache). */
export function streamPaymentProof(request: Request, id: number, paymentId: number) {
  return seller(request).stream(
    { endpoint: endpoints.sellerGetPaymentProof, params: { id, paymentId } },
    { headers: { "Cache-Control": "private, no-store" }, fallbackHeaders: { "Content-Disposition": "inline" } },
  );
}
