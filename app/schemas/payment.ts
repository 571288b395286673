// The payment forms: the method chooser of the Pembayaran tab and the proof upload of the bank page.
// The contract's rules and messages, with a browser `File` for the proof; its type is checked by
// content in the API (a name says nothing), its size here and there.
import { PAYMENT_PROOF_MAX_BYTES, PAYMENT_SERVICES, paymentMessages, uploadPaymentProofBody } from "@contract/payment";
import * as z from "zod";

export const startPaymentForm = z.object({
  payment_service: z.enum(PAYMENT_SERVICES, { error: paymentMessages.service }),
});

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const proofFile = z.preprocess(
  (value) => (isFile(value) && value.size > 0 ? value : undefined),
  z
    .custom<File>(isFile, paymentMessages.image)
    .refine((file) => file.size <= PAYMENT_PROOF_MAX_BYTES, paymentMessages.imageSize),
);

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Spec §5: every field empty also reads 'mohon untuk mengisi data terlebih dahulu' (the dialog). */
const notAllEmpty = z
  .any()
  .superRefine((entered: Record<string, unknown> | undefined, ctx) => {
    if (["account_name", "account_number", "bank_name", "image"].every((name) => blank(entered?.[name])))
      ctx.addIssue({ code: "custom", path: [], message: paymentMessages.empty });
  })
  // Beside the field rules (an intersection runs both), adding nothing to the parsed value.
  .transform(() => ({}));

const proofFields = uploadPaymentProofBody.omit({ id: true, image: true }).extend({ image: proofFile });

export const paymentProofForm = proofFields.and(notAllEmpty);
export type PaymentProofForm = z.output<typeof proofFields>;
