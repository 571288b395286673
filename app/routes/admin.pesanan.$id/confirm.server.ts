import * as z from "zod";
import { confirmOrder } from "~/services/seller-order.server";
import { orderIntent, type IntentContext } from "./context.server";

export const confirm = (context: IntentContext) =>
  orderIntent(
    context,
    "confirm",
    z.object({}),
    () => confirmOrder(context.request, context.orderId),
    "Pesanan dikonfirmasi.",
  );
