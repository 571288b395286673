import { buyerReviewMessages } from "@contract/review";
import { REVIEW_INTENT, reviewPageForm } from "~/schemas/review";
import { createReview } from "~/services/review.server";
import { REVIEW_TAB } from "~/components/order/order-feedback";
import { orderIntent, type IntentContext } from "./context.server";

/** The Ulasan tab's dialog: the add page's form and rules, for a line of this order. */
export const reviewIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: REVIEW_INTENT,
    schema: reviewPageForm,
    tab: REVIEW_TAB,
    done: buyerReviewMessages.saved,
    // A file cannot go back into the page; the log shows it as name, type and size only.
    hideFields: ["image"],
    work: async (review) => {
      await createReview(context.request, review);
    },
  });
