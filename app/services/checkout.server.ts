import type { Checkout } from "@contract/checkout";
import { endpoints } from "@contract/endpoints";
import type { ShippingQuote } from "@contract/shipping";
import { getApi } from "./api-client.server";

/** A checkout of the chosen cart lines (each with its cart quantity); answers its id. */
export async function createCheckout(request: Request, userId: number, cartIds: readonly number[]): Promise<number> {
  const { id } = await getApi(request).call(endpoints.createCheckout, {
    body: { customer_id: userId, cart_id: cartIds },
  });
  return id;
}

/** Lines, shipping choice, every figure (computed by the API) and the purchase request's idempotency key. */
export function getCheckout(request: Request, checkoutId: number): Promise<Checkout> {
  return getApi(request).call(endpoints.getCheckout, { params: { checkoutId } });
}

/** Another address clears courier, service, costs and shipping negotiation. */
export async function setCheckoutAddress(request: Request, checkoutId: number, satkerId: number): Promise<void> {
  await getApi(request).call(endpoints.setCheckoutAddress, {
    params: { checkoutId },
    body: { satker_id: satkerId },
  });
}

/** One quote per delivery batch. */
export function getShippingCost(
  request: Request,
  checkoutId: number,
  input: { satker_id: number; courier: string },
): Promise<ShippingQuote[]> {
  return getApi(request).call(endpoints.getShippingCost, { params: { checkoutId }, body: input });
}

export type ShippingChoice = {
  satker_id: number;
  shipping_courier: string;
  shipping_service: string;
  shipping_costs: { partial_id: number; shipping_cost: number; etd: string }[];
};

/** Stores the choice (the API checks the costs against its tariff); clears shipping negotiation. */
export async function storeShippingCost(request: Request, checkoutId: number, choice: ShippingChoice): Promise<void> {
  await getApi(request).call(endpoints.storeShippingCost, { params: { checkoutId }, body: choice });
}

/** An empty amount cancels the negotiation. */
export async function negotiateShipping(
  request: Request,
  checkoutId: number,
  amount: string | undefined,
): Promise<void> {
  await getApi(request).call(endpoints.negotiateShipping, {
    body: { checkout_id: checkoutId, shipping_cost_nego: amount ?? "" },
  });
}

/** An empty price cancels the line's negotiation. */
export async function negotiatePrice(request: Request, detailId: number, price: string | undefined): Promise<void> {
  await getApi(request).call(endpoints.negotiatePrice, {
    body: { checkout_detail_id: detailId, price_nego: price ?? "" },
  });
}

/** A line's partial quantities (empty and zero ignored; none clears); clears the shipping choice. */
/** Answers the shipping negotiation the new batches cleared (null when there was none). */
export async function setPartials(
  request: Request,
  detailId: number,
  quantities: readonly string[],
): Promise<{ droppedShippingNego: number | null }> {
  const answer = await getApi(request).call(endpoints.setPartials, {
    body: { checkout_detail_id: detailId, partial_qty: quantities },
  });
  return { droppedShippingNego: answer.dropped_shipping_cost_nego };
}
