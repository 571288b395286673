// The add-complaint page's form: the chosen order (its id, needed only by the page), the product
// line, the description and the proofs. The contract's rules and messages, with browser `File`s.
import { COMPLAINT_MAX_PROOFS, complaintMessages, createComplaintBody } from "@contract/complaint";
import * as z from "zod";
import { complaintTexts } from "~/utils/labels";

/** Absent or blank reads as 0, so that it fails with the order message. */
const orderId = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? 0 : value),
  z.coerce
    .number({ error: complaintTexts.order })
    .int(complaintTexts.order)
    .min(1, complaintTexts.order)
    .max(2_147_483_647, complaintTexts.order),
);

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** Every chosen file of the repeated `image` inputs; empty inputs (no file chosen) are left out. */
const proofs = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => isFile(item) && item.size > 0),
  z
    .array(z.custom<File>(isFile, complaintMessages.proof))
    .min(1, complaintMessages.proof)
    .max(COMPLAINT_MAX_PROOFS, complaintMessages.proofMax),
);

/** The submit button's `intent`, on the add page and in the order page's Komplain tab. */
export const COMPLAINT_INTENT = "complaint";

export const complaintPageForm = z.object({
  id_transaksi: orderId,
  transaction_detail_id: createComplaintBody.shape.transaction_detail_id,
  description_detail: createComplaintBody.shape.description_detail,
  image: proofs,
});
export type ComplaintPageForm = z.output<typeof complaintPageForm>;
