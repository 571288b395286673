// /example/doku-payment-pending?id_transaksi={id}: a Doku payment not finished yet: its status and
// the button to the provider's page. With `&lanjut=1` (right after choosing Doku) the page forwards
// to the provider at once: a form post may not redirect off the shop's origin (CSP form-action), a
// page of its own may (a meta refresh without JavaScript, `location.replace` with it; decision 0096).
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { RouteErrorPage } from "~/components/error-page";
import { PaymentReturnSummary } from "~/components/payment/payment-parts";
import paymentCss from "~/styles/payment.css";
import { loadReturnedPayment } from "~/utils/payment-return.server";
import { SITE_NAME } from "~/utils/site";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: paymentCss }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `Menunggu Pembayaran | ${SITE_NAME}` },
  ...(loaded?.forwardTo ? [{ httpEquiv: "refresh", content: `0;url=${loaded.forwardTo}` } as const] : []),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { payment, forward } = await loadReturnedPayment(request);
  const open = payment.status === "pending" && payment.url_payment !== null;
  return data(
    { payment, forwardTo: forward && open ? payment.url_payment : null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function DokuPaymentPending() {
  const { payment, forwardTo } = useLoaderData<typeof loader>();
  useEffect(() => {
    if (forwardTo) window.location.replace(forwardTo);
  }, [forwardTo]);
  return (
    <div className="container">
      <PaymentReturnSummary payment={payment} title="Menunggu Pembayaran" />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
