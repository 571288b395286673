import * as z from "zod";
import { processOrder } from "~/services/seller-order.server";
import { orderIntent, type IntentContext } from "./context.server";

export const process = (context: IntentContext) =>
  orderIntent(
    context,
    "process",
    z.object({}),
    () => processOrder(context.request, context.orderId),
    "Pesanan diproses.",
  );
