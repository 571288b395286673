import { paymentMessages } from "@contract/payment";
import { startPaymentForm } from "~/schemas/payment";
import { startPayment } from "~/services/payment.server";
import { configuredOrigin } from "~/utils/env.server";
import { paymentPaths } from "~/utils/payment-hrefs";
import { orderIntent, type IntentContext } from "./context.server";

/**
 * The method chooser. BPD goes to the bank page; Doku to its hosted page through the shop's own
 * hand-off page (a form post may not redirect off the origin under `form-action 'self'`, decision 0096).
 */
export const paymentIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: "payment",
    schema: startPaymentForm,
    tab: "pembayaran",
    done: paymentMessages.started,
    work: async ({ payment_service }) => {
      const id = context.transactionId;
      const returnUrl = new URL(paymentPaths.confirmation(id), configuredOrigin()).toString();
      await startPayment(context.request, {
        transaction_id: id,
        payment_service,
        payment_success_url: returnUrl,
      });
      return payment_service === "BPD" ? paymentPaths.bank(id) : paymentPaths.handoff(id);
    },
  });
