// /confirmation-payment?id_transaksi={id}: where the provider's hosted page sends the buyer back
// (`payment_success_url`). It sends them on by the payment's status: paid to the success page, still
// open to the pending page, anything else to the payment status page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { RouteErrorPage } from "~/components/error-page";
import { paymentPaths } from "~/utils/payment-hrefs";
import { loadReturnedPayment } from "~/utils/payment-return.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { payment } = await loadReturnedPayment(request);
  const id = payment.transaction.id;
  if (payment.status === "success") throw redirect(paymentPaths.success(id));
  if (payment.status === "pending" || payment.status === "reviewed") throw redirect(paymentPaths.pending(id));
  throw redirect(paymentPaths.status(id));
}

export default function ConfirmationPayment() {
  return null;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
