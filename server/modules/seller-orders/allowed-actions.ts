// Which seller forms an order offers now: the lifecycle's moves (ORDER_MOVES) and the order's state.
// The pages show exactly these, and each action checks the same rule again in the API.
import { canSellerNegotiate, isAllowedMove, normalizeStatus } from "../../contract/order-status";
import type { SellerAction } from "../../contract/seller-orders";

export type OrderState = {
  status: string;
  /** The last round is the seller's and still open: the buyer has to answer first. */
  sellerRoundOpen: boolean;
  /** A payment's proof waits for the seller's verdict. */
  proofUnderReview: boolean;
  /** Delivery batches not dispatched yet. */
  batchesLeft: number;
  /** The buyer has saved the SPK: the goods may be prepared. */
  spkSaved: boolean;
};

/** A seller may answer with a round while the order is pending and its own last round is not still open. */
export const mayNegotiate = (state: Pick<OrderState, "status" | "sellerRoundOpen">) =>
  canSellerNegotiate(state.status) && !state.sellerRoundOpen;

export const mayVerifyPayment = (status: string) => isAllowedMove(status, "paid", "seller");

export const mayDispatch = (status: string) => ["processed", "partial delivery"].includes(normalizeStatus(status));

export function sellerActions(state: OrderState): SellerAction[] {
  const actions: SellerAction[] = [];
  if (isAllowedMove(state.status, "confirmed", "seller")) actions.push("confirm");
  if (mayNegotiate(state)) actions.push("negotiate");
  if (isAllowedMove(state.status, "cancel", "seller")) actions.push("cancel");
  if (mayVerifyPayment(state.status) && state.proofUnderReview) actions.push("verify_payment");
  if (isAllowedMove(state.status, "processed", "seller") && state.spkSaved) actions.push("process");
  if (mayDispatch(state.status) && state.batchesLeft > 0) actions.push("dispatch");
  return actions;
}
