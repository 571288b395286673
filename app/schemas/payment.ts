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

export const paymentProofForm = uploadPaymentProofBody.omit({ id: true, image: true }).extend({ image: proofFile });
export type PaymentProofForm = z.output<typeof paymentProofForm>;

/** Each field's message when it is left empty. */
const REQUIRED: Record<string, string> = {
  account_name: paymentMessages.accountName,
  account_number: paymentMessages.accountNumber,
  bank_name: paymentMessages.bankName,
  image: paymentMessages.image,
};

/**
 * Spec §5: a proof form sent with every field empty also reads 'mohon untuk mengisi data terlebih
 * dahulu'. Told from the field errors (each field's "required" message), so the browser's check and
 * the server's answer say the same; a schema-level rule would not run beside the field rules.
 */
export function emptyProofMessage(errors: Record<string, readonly string[] | null | undefined>): string | undefined {
  const empty = Object.entries(REQUIRED).every(([name, message]) => errors[name]?.[0] === message);
  return empty ? paymentMessages.empty : undefined;
}
