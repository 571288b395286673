// The order page's form intents, one handler each: a new form is one handler and one line here.
import { RECEIPT_INTENTS } from "~/schemas/receipt";
import { saveReceiptIntent, type OrderIntentContext } from "./intent.receipt.server";

export const orderIntents: Record<string, (context: OrderIntentContext) => Promise<unknown>> = {
  [RECEIPT_INTENTS.create]: (context) => saveReceiptIntent("create", context),
  [RECEIPT_INTENTS.update]: (context) => saveReceiptIntent("update", context),
};
