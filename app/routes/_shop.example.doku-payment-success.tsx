// /example/doku-payment-success?id_transaksi={id}: the provider's success return page: the payment's
// status as the API knows it now (its notification may still be on the way) and the ways back.
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { PaymentReturnSummary } from "~/components/payment/payment-parts";
import paymentCss from "~/styles/payment.css";
import { loadReturnedPayment } from "~/utils/payment-return.server";
import { SITE_NAME } from "~/utils/site";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentCss }];

export const meta: MetaFunction = () => [{ title: `Pembayaran Berhasil | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { payment } = await loadReturnedPayment(request);
  return data({ payment }, { headers: { "Cache-Control": "no-store" } });
}

export default function DokuPaymentSuccess() {
  const { payment } = useLoaderData<typeof loader>();
  const title = payment.status === "success" ? "Pembayaran Berhasil" : "Pembayaran Sedang Diproses";
  return (
    <div className="container">
      <PaymentReturnSummary payment={payment} title={title} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
