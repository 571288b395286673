import { negotiationMessages } from "@contract/negotiation";
import { acceptDealForm } from "~/schemas/negotiation";
import { acceptDeal } from "~/services/negotiation.server";
import { orderIntent, type IntentContext } from "./context.server";

/** The buyer agrees to the negotiated deal: the order moves to process (then the SPK). */
export const acceptDealIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: "accept-deal",
    schema: acceptDealForm,
    tab: "negosiasi",
    done: negotiationMessages.accepted,
    work: async () => {
      await acceptDeal(context.request, context.transactionId);
    },
  });
