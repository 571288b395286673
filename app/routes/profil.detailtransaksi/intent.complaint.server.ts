import { complaintMessages } from "@contract/complaint";
import { COMPLAINT_INTENT, complaintPageForm } from "~/schemas/complaint";
import { ApiError } from "~/services/api-client.server";
import { createComplaint } from "~/services/complaint.server";
import { complaintTexts } from "~/utils/labels";
import { COMPLAINT_TAB } from "~/components/order/order-feedback";
import { orderIntent, type IntentContext } from "./context.server";

/**
 * The Komplain tab's dialog: the add page's form and rules, for a line of this order. A second
 * complaint on the order reads '…invoice ini/yang anda pilih' here (spec §8, the tab's wording).
 */
export const complaintIntent = (context: IntentContext) =>
  orderIntent(context, {
    intent: COMPLAINT_INTENT,
    schema: complaintPageForm,
    tab: COMPLAINT_TAB,
    done: complaintMessages.sent,
    // Files cannot go back into the page; the log shows them as name, type and size only.
    hideFields: ["image"],
    work: async ({ transaction_detail_id, description_detail, image }) => {
      try {
        await createComplaint(context.request, { transaction_detail_id, description_detail, image });
      } catch (error) {
        if (error instanceof ApiError && error.message === complaintTexts.duplicate)
          throw new ApiError(error.status, complaintTexts.duplicateInTab);
        throw error;
      }
    },
  });
