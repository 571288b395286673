import { sellerNegotiateBody } from "@contract/seller-orders";
import { negotiateOrder } from "~/services/seller-order.server";
import { orderIntent, type IntentContext } from "./context.server";

export const negotiate = (context: IntentContext) =>
  orderIntent(
    context,
    "negotiate",
    sellerNegotiateBody,
    (round) => negotiateOrder(context.request, context.orderId, round),
    "Penawaran negosiasi terkirim ke pembeli.",
  );
