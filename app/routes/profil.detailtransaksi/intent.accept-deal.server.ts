import { acceptDealForm } from "~/schemas/negotiation";
import { acceptDeal } from "~/services/negotiation.server";
import { negotiationTexts } from "~/utils/labels";
import { orderIntent, type IntentContext } from "./context.server";

/** The buyer agrees to the negotiated deal: the order moves to process (then the SPK). */
export const acceptDealIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: "accept-deal",
    schema: acceptDealForm,
    tab: "negosiasi",
    done: negotiationTexts.accepted,
    work: async () => {
      await acceptDeal(context.request, context.transactionId);
    },
  });
