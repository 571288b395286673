import { sellerDispatchBody } from "@contract/seller-orders";
import { dispatchShipment } from "~/services/seller-order.server";
import { orderIntent, type IntentContext } from "./context.server";

export const dispatch = (context: IntentContext) =>
  orderIntent(
    context,
    "dispatch",
    sellerDispatchBody,
    (shipment) => dispatchShipment(context.request, context.orderId, shipment),
    "Pengiriman dicatat.",
  );
