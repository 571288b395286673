// The seller console's answers to buyers (issue #11): reviews (`respon_notes`, shown on the product page
// and the buyer's review), complaints (`respon_admin`, "Tanggapan Admin") and the chat inbox, one
// conversation per buyer.
import * as z from "zod";
import { chatMessage, chatPage } from "./chat";
import { complaintMedia } from "./complaint";
import { envelope, idParam } from "./envelope";
import { reviewMedia } from "./review";
import { blankToUndefined, sellerPage, sellerPagingQuery, type SellerPagingQuery } from "./seller-fields";

export const SELLER_REPLY_MAX_LENGTH = 2000;

export const sellerReplyMessages = {
  responNotes: "Balasan ulasan wajib diisi",
  responNotesMax: `Balasan ulasan maksimal ${SELLER_REPLY_MAX_LENGTH} karakter`,
  responAdmin: "Tanggapan Admin wajib diisi",
  responAdminMax: `Tanggapan Admin maksimal ${SELLER_REPLY_MAX_LENGTH} karakter`,
  answered: "Filter balasan harus 'sudah' atau 'belum'",
} as const;

const replyText = (required: string, maxMessage: string) =>
  z.preprocess(
    (value) => value ?? "",
    z.string({ error: required }).trim().min(1, required).max(SELLER_REPLY_MAX_LENGTH, maxMessage),
  );

/** `answered`: `sudah` (answered) or `belum` (not yet); absent: both. */
const answeredFilter = z.preprocess(
  blankToUndefined,
  z.enum(["sudah", "belum"], { error: sellerReplyMessages.answered }).optional(),
);

/** Who wrote a review or complaint. */
export const sellerReplyBuyer = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

// ---------- reviews ----------

/** `GET admin/review`: `search` in the product, the buyer or the review text; newest first. */
export const sellerReviewListQuery = sellerPagingQuery.extend({ answered: answeredFilter });
export type SellerReviewListQuery = SellerPagingQuery & { answered?: "sudah" | "belum" };

export const sellerReview = z.object({
  id: z.number().int(),
  star: z.number().int(),
  notes: z.string().nullable(),
  respon_notes: z.string().nullable(),
  /** When the seller answered; null while unanswered (or answered before the console existed). */
  responded_at: z.string().nullable(),
  created_at: z.string(),
  image: z.array(reviewMedia),
  product: z.object({ id: z.number().int(), name: z.string() }),
  buyer: sellerReplyBuyer,
  /** The order line reviewed; null for a review made without one. */
  transaction: z.object({ id: z.number().int(), invoice: z.string() }).nullable(),
});
export type SellerReview = z.infer<typeof sellerReview>;
export const sellerReviewListResponse = envelope(sellerPage(sellerReview));

export const sellerReviewParams = z.object({ reviewId: idParam });

/** `POST admin/review/:reviewId/reply` (form): `respon_notes`; a second answer replaces the first. */
export const sellerReplyReviewBody = z.object({
  respon_notes: replyText(sellerReplyMessages.responNotes, sellerReplyMessages.responNotesMax),
});
export type SellerReplyReviewBody = z.input<typeof sellerReplyReviewBody>;
export const sellerReviewResponse = envelope(sellerReview);

// ---------- complaints ----------

/** `GET admin/complaint`: `search` in the description, product, invoice or buyer; newest first. */
export const sellerComplaintListQuery = sellerPagingQuery.extend({ answered: answeredFilter });
export type SellerComplaintListQuery = SellerPagingQuery & { answered?: "sudah" | "belum" };

export const sellerComplaint = z.object({
  id: z.number().int(),
  description_complaint: z.string(),
  respon_admin: z.string().nullable(),
  responded_at: z.string().nullable(),
  created_at: z.string(),
  buyer: sellerReplyBuyer,
  transaction_detail: z.object({
    id: z.number().int(),
    name_product: z.string(),
    image: z.string().nullable(),
    transaction: z.object({ id: z.number().int(), invoice: z.string() }),
  }),
});
export type SellerComplaint = z.infer<typeof sellerComplaint>;
export const sellerComplaintListResponse = envelope(sellerPage(sellerComplaint));

export const sellerComplaintParams = z.object({ complaintId: idParam });

/** `GET admin/complaint/:complaintId`: with its proofs (types only; the bytes stay private). */
export const sellerComplaintDetail = sellerComplaint.extend({ image: z.array(complaintMedia) });
export type SellerComplaintDetail = z.infer<typeof sellerComplaintDetail>;
export const sellerComplaintResponse = envelope(sellerComplaintDetail);

/** `POST admin/complaint/:complaintId/reply` (form): `respon_admin`; a second answer replaces the first. */
export const sellerReplyComplaintBody = z.object({
  respon_admin: replyText(sellerReplyMessages.responAdmin, sellerReplyMessages.responAdminMax),
});
export type SellerReplyComplaintBody = z.input<typeof sellerReplyComplaintBody>;

// ---------- chat ----------

/** One row per buyer who has a conversation, the latest conversation first. */
export const sellerChatThread = z.object({
  buyer: sellerReplyBuyer,
  /** The buyer's messages the seller has not read. */
  unread: z.number().int(),
  last_message: chatMessage,
});
export type SellerChatThread = z.infer<typeof sellerChatThread>;
/** `GET admin/chat`; `unread_total`: the badge. */
export const sellerChatListResponse = envelope(
  z.object({ data: z.array(sellerChatThread), unread_total: z.number().int() }),
);

export const sellerChatParams = z.object({ customerId: idParam });

/** `GET admin/chat/:customerId`: oldest first (`is_user`: the buyer wrote it); marks the buyer's messages read. */
export const sellerChatResponse = envelope(chatPage.extend({ buyer: sellerReplyBuyer }));
