// The payment pages' URLs (spec route table), built in one place.
import { withQuery } from "./hrefs";

export const paymentPaths = {
  /** The bank-transfer page (BPD). */
  bank: (transactionId: number, modal?: "upload") =>
    withQuery("/example/bpd-payment", { id_transaksi: transactionId, modal }),
  /** Where Doku's hosted page sends the buyer back (`payment_success_url`). */
  confirmation: (transactionId: number) => withQuery("/confirmation-payment", { id_transaksi: transactionId }),
  /** The pending page; `lanjut=1` forwards to the provider's page at once (the hand-off). */
  pending: (transactionId: number) => withQuery("/example/doku-payment-pending", { id_transaksi: transactionId }),
  handoff: (transactionId: number) =>
    withQuery("/example/doku-payment-pending", { id_transaksi: transactionId, lanjut: 1 }),
  success: (transactionId: number) => withQuery("/example/doku-payment-success", { id_transaksi: transactionId }),
  /** The payment status page. */
  status: (transactionId: number) => withQuery("/profil/respon", { id: transactionId }),
  /** The owner's proof, through the BFF. */
  proof: (proofId: number) => `/profil/bukti-pembayaran/${proofId}`,
} as const;
