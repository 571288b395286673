import { acceptPaymentForm, rejectPaymentForm } from "~/schemas/admin";
import { acceptPayment, rejectPayment } from "~/services/seller-order.server";
import { orderIntent, type IntentContext } from "./context.server";

export const acceptProof = (context: IntentContext) =>
  orderIntent(
    context,
    "accept-payment",
    acceptPaymentForm,
    ({ payment_id }) => acceptPayment(context.request, payment_id),
    "Pembayaran diterima.",
  );

export const rejectProof = (context: IntentContext) =>
  orderIntent(
    context,
    "reject-payment",
    rejectPaymentForm,
    ({ payment_id, note }) => rejectPayment(context.request, payment_id, note),
    "Bukti pembayaran ditolak.",
  );
