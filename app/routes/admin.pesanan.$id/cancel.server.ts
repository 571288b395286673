import { sellerCancelBody } from "@contract/seller-orders";
import { cancelOrder } from "~/services/seller-order.server";
import { orderIntent, type IntentContext } from "./context.server";

export const cancel = (context: IntentContext) =>
  orderIntent(
    context,
    "cancel",
    sellerCancelBody,
    ({ reason }) => cancelOrder(context.request, context.orderId, reason),
    "Pesanan dibatalkan.",
  );
