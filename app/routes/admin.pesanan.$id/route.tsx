// /admin/pesanan/{id}: one order from the seller's side: lines with partials and negotiated values,
// buyer and delivery, SPK, payments with their proofs (through this console only), shipments, the
// rounds and the timeline; and the forms of exactly the actions the order's status allows. One
// `*.server.ts` per intent (intents.server.ts). A 409 from the API stays on the page with its message.
import { useFlash } from "~/components/chrome/use-flash";
import { idParam } from "@contract/envelope";
import { normalizeStatus, statusLabel } from "@contract/order-status";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import * as z from "zod";
import { BuyerBlock, DeliveryBlock, OrderLinesBlock } from "~/components/admin/order-blocks";
import { OrderRecordsBlocks } from "~/components/admin/order-records";
import {
  AcceptPaymentForm,
  CancelDialog,
  ConfirmForm,
  DispatchForm,
  NegotiationForm,
  ProcessForm,
  RejectDialog,
} from "~/components/admin/order-actions";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { OrderTimelineTab } from "~/components/order/order-timeline";
import { StatusBadge } from "~/components/profile/status-badge";
import { listCouriers } from "~/services/expedition.server";
import { getSellerOrder } from "~/services/seller-order.server";
import orderCss from "~/styles/order.css";
import { requireSeller } from "~/utils/admin-session.server";
import { adminOrderHref, adminPaths, adminProofHref } from "~/utils/admin-hrefs";
import { dispatchCourierOptions } from "~/utils/courier-options";
import { formatRupiah } from "~/utils/format";
import { paymentTexts } from "~/utils/labels";
import { readFormData } from "~/utils/form-data.server";
import { unknownIntent } from "~/utils/form.server";
import { replyFor } from "~/utils/reply";
import { intents } from "./intents.server";

const MODAL_CANCEL = "batal";
const MODAL_REJECT = "tolak";
const pageQuery = z.object({
  modal: z.enum([MODAL_CANCEL, MODAL_REJECT]).optional().catch(undefined),
  pembayaran: idParam.optional().catch(undefined),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: orderCss }];

/** Whose step is next when it is the buyer's (the treasury's order, decision 0120). */
const BUYER_STEPS: Readonly<Record<string, string>> = {
  confirmed: "Menunggu pembeli menyetujui negosiasi atau mengisi SPK.",
  "partial delivery": "Menunggu pengiriman berikutnya dan catatan penerimaan barang dari pembeli.",
  shipped: "Menunggu pembeli mencatat penerimaan seluruh barang.",
  document: "Barang telah diterima seluruhnya. Menunggu pembeli memilih metode pembayaran.",
  pending_payment: "Menunggu pembayaran dari pembeli.",
  payment_expired: "Batas waktu pembayaran berakhir. Menunggu pembeli membayar kembali.",
  payment_failed: "Pembayaran gagal. Menunggu pembeli membayar kembali.",
};

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded ? `Pesanan ${loaded.order.invoice}` : "Pesanan"} | Konsol Penjual ${SITE_NAME}` },
];

function orderIdOf(params: { id?: string }): number {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSeller(request);
  const orderId = orderIdOf(params);
  const order = await getSellerOrder(request, orderId);
  // The dispatch form's couriers: the shop's list, the buyer's choice first. Without the list (the
  // API's courier read failing) the buyer's choice alone is still offered.
  const couriers = order.actions.includes("dispatch") ? await listCouriers(request).catch(() => []) : [];
  const courierOptions = dispatchCourierOptions(couriers, order.shipping_courier);
  return data({ order, courierOptions }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { sellerId } = await requireSeller(request);
  const orderId = orderIdOf(params);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const handler = typeof intent === "string" ? intents[intent] : undefined;
  if (!handler)
    return unknownIntent(request, formData, "/admin/pesanan/$id", typeof intent === "string" ? intent : null);
  return handler({ request, formData, orderId, sellerId });
}

export default function AdminOrderPage() {
  const { order, courierOptions } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const query = pageQuery.parse(Object.fromEntries(searchParams));
  const { id } = order;
  const can = (name: (typeof order.actions)[number]) => order.actions.includes(name);
  const alert = (actionData as { alert?: string } | undefined)?.alert;
  const cancelReply = replyFor(actionData, "cancel");
  const rejectReply = replyFor(actionData, "reject-payment");
  const reviewedPayments = order.payments.filter((payment) => payment.status === "reviewed");
  const rejectFor =
    query.modal === MODAL_REJECT ? query.pembayaran : Number(rejectReply?.result.initialValue?.payment_id);
  const openShipments = order.shipments.filter((shipment) => shipment.date_delivery === null);

  return (
    <div className="admin-order">
      <section className="admin-panel" aria-labelledby="admin-order-title">
        <h1 id="admin-order-title">Pesanan {order.invoice}</h1>
        <p>
          <StatusBadge status={order.status} />
        </p>
        <FormAlert tone="success" message={flash} />
        <FormAlert message={alert} />
        <p>
          <Link to={adminPaths.orders}>Kembali ke daftar pesanan</Link>
        </p>
        <WaitingFor status={order.status} spkSaved={order.spk !== null} proofToCheck={reviewedPayments.length > 0} />
        {order.actions.length === 0 ? (
          <p className="admin-muted">Tidak ada tindakan penjual untuk status {statusLabel(order.status)}.</p>
        ) : (
          <div className="admin-actions" role="group" aria-label="Tindakan">
            {can("confirm") ? <ConfirmForm /> : null}
            {can("process") ? <ProcessForm /> : null}
            {can("cancel") ? (
              <Link
                to={adminOrderHref(id, { modal: MODAL_CANCEL })}
                className="button button--outline"
                preventScrollReset
              >
                Batalkan Pesanan
              </Link>
            ) : null}
          </div>
        )}
      </section>

      {can("verify_payment")
        ? reviewedPayments.map((payment) => (
            <section key={payment.id} className="admin-panel" aria-labelledby={`verify-${payment.id}`}>
              <h2 id={`verify-${payment.id}`}>Verifikasi Bukti Pembayaran</h2>
              <p>{[paymentTexts.means(payment), formatRupiah(payment.nominal)].filter(Boolean).join(" · ")}</p>
              <ul>
                {payment.proofs.map((proof) => (
                  <li key={proof.id}>
                    <a href={adminProofHref(proof.id)} target="_blank" rel="noreferrer">
                      Lihat bukti pembayaran<span className="sr-only"> (tab baru)</span>
                    </a>
                  </li>
                ))}
              </ul>
              <div className="admin-actions">
                <AcceptPaymentForm paymentId={payment.id} />
                <Link
                  to={adminOrderHref(id, { modal: MODAL_REJECT, pembayaran: payment.id })}
                  className="button button--outline"
                  preventScrollReset
                >
                  Tolak Bukti
                </Link>
              </div>
            </section>
          ))
        : null}

      {can("negotiate") ? (
        <NegotiationForm order={order} lastResult={replyFor(actionData, "negotiate")?.result} />
      ) : null}

      {can("dispatch") && openShipments.length > 0 ? (
        <section className="admin-panel" aria-labelledby="admin-dispatch-title">
          <h2 id="admin-dispatch-title">Kirim Barang</h2>
          {openShipments.map((shipment) => (
            <DispatchForm
              key={shipment.partial_id}
              partialId={shipment.partial_id}
              couriers={courierOptions}
              lastResult={replyFor(actionData, "dispatch", { field: "partial_id", value: shipment.partial_id })?.result}
            />
          ))}
        </section>
      ) : null}

      <OrderLinesBlock order={order} />
      {order.cancel_reason ? (
        <section className="admin-panel" aria-labelledby="admin-order-cancel">
          <h2 id="admin-order-cancel">Alasan Pembatalan</h2>
          <p>{order.cancel_reason}</p>
        </section>
      ) : null}
      <div className="admin-grid">
        <BuyerBlock order={order} />
        <DeliveryBlock address={order.address} />
      </div>
      <OrderRecordsBlocks order={order} />
      <section className="admin-panel">
        <OrderTimelineTab log={order.log} />
      </section>

      {can("cancel") && (query.modal === MODAL_CANCEL || cancelReply) ? (
        <CancelDialog orderId={id} lastResult={cancelReply?.result} />
      ) : null}
      {can("verify_payment") && rejectFor && (query.modal === MODAL_REJECT || rejectReply) ? (
        <RejectDialog orderId={id} paymentId={rejectFor} lastResult={rejectReply?.result} />
      ) : null}
    </div>
  );
}

function WaitingFor({ status, spkSaved, proofToCheck }: { status: string; spkSaved: boolean; proofToCheck: boolean }) {
  const key = normalizeStatus(status);
  // A proof waiting for the seller's check: the step is the seller's, not the buyer's.
  if (proofToCheck) return null;
  const text = key === "process" && !spkSaved ? "Menunggu pembeli menyimpan SPK." : BUYER_STEPS[key];
  return text ? <p data-testid="waiting-for">{text}</p> : null;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
