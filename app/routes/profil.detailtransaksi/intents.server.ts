// The order page's forms, one file each: a new form is one new file and one line here.
import { acceptDealIntent } from "./intent.accept-deal.server";
import type { IntentContext } from "./context.server";
import { counterOfferIntent, shippingProposalIntent } from "./intent.counter-offer.server";
import { paymentIntent } from "./intent.payment.server";
import { spkIntent } from "./intent.spk.server";

export const intents: Record<string, (context: IntentContext) => Promise<unknown>> = {
  "counter-offer": counterOfferIntent,
  "shipping-proposal": shippingProposalIntent,
  "accept-deal": acceptDealIntent,
  spk: spkIntent,
  payment: paymentIntent,
};
