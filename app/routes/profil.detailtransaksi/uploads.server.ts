// What a multipart post to the order page may carry, by the tab its form lives on (the form posts to
// `&tab=…`): the Komplain and Ulasan dialogs read their videos as their add pages do, everything else
// the receipt's limits. Too large a post is answered with that tab's size message, since which form
// sent it is lost with the body (decision 0110).
import { complaintMessages } from "@contract/complaint";
import { COMPLAINT_TAB, REVIEW_TAB } from "~/components/order/order-feedback";
import { buyerReviewMessages } from "@contract/review";
import { COMPLAINT_INTENT } from "~/schemas/complaint";
import { REVIEW_INTENT } from "~/schemas/review";
import { COMPLAINT_UPLOAD_LIMITS, REVIEW_UPLOAD_LIMITS } from "~/utils/upload-limits.server";
import { uploadTooLarge, type UploadLimits } from "~/utils/upload.server";
import { ORDER_ROUTE } from "./context.server";
import { RECEIPT_UPLOAD_LIMITS, receiptTooLarge } from "./intent.receipt.server";

type TabUploads = {
  limits: UploadLimits;
  tooLarge: (request: Request, userId: number) => ReturnType<typeof uploadTooLarge>;
};

const RECEIPT_UPLOADS: TabUploads = {
  limits: RECEIPT_UPLOAD_LIMITS,
  tooLarge: (request, userId) => receiptTooLarge(request, userId, null),
};

const UPLOADS_BY_TAB: Record<string, TabUploads> = {
  [COMPLAINT_TAB]: {
    limits: COMPLAINT_UPLOAD_LIMITS,
    tooLarge: (request, userId) =>
      uploadTooLarge({
        request,
        route: ORDER_ROUTE,
        intent: COMPLAINT_INTENT,
        userId,
        message: complaintMessages.videoSize,
        alert: true,
      }),
  },
  [REVIEW_TAB]: {
    limits: REVIEW_UPLOAD_LIMITS,
    tooLarge: (request, userId) =>
      uploadTooLarge({
        request,
        route: ORDER_ROUTE,
        intent: REVIEW_INTENT,
        userId,
        message: buyerReviewMessages.videoSize,
      }),
  },
};

export function uploadsFor(tab: string | undefined): TabUploads {
  return (tab !== undefined ? UPLOADS_BY_TAB[tab] : undefined) ?? RECEIPT_UPLOADS;
}
