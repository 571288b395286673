// The order page's forms, one file each: a new form is one new file and one line here. The receipt,
// complaint and review forms carry files: the route reads every post with its tab's upload limits
// (uploads.server.ts).
import { RECEIPT_INTENTS } from "~/schemas/receipt";
import { COMPLAINT_INTENT } from "~/schemas/complaint";
import { REVIEW_INTENT } from "~/schemas/review";
import { acceptDealIntent } from "./intent.accept-deal.server";
import { complaintIntent } from "./intent.complaint.server";
import type { IntentContext } from "./context.server";
import { counterOfferIntent, shippingProposalIntent } from "./intent.counter-offer.server";
import { paymentIntent } from "./intent.payment.server";
import { saveReceiptIntent } from "./intent.receipt.server";
import { reviewIntent } from "./intent.review.server";
import { spkIntent } from "./intent.spk.server";

export const intents: Record<string, (context: IntentContext) => Promise<unknown>> = {
  "counter-offer": counterOfferIntent,
  "shipping-proposal": shippingProposalIntent,
  "accept-deal": acceptDealIntent,
  spk: spkIntent,
  payment: paymentIntent,
  [RECEIPT_INTENTS.create]: (context) => saveReceiptIntent("create", context),
  [RECEIPT_INTENTS.update]: (context) => saveReceiptIntent("update", context),
  [COMPLAINT_INTENT]: complaintIntent,
  [REVIEW_INTENT]: reviewIntent,
};
