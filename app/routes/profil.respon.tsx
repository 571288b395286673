// /profil/respon?id={order id}: the payment status page, one view by the payment's status (spec "Payment
// status page"): pending (pending, reviewed), paid (success, or the order paid), expired (expired, or the
// order payment_expired), and failed (a payment the provider refused, or a proof the seller rejected),
// which the spec's three views leave out: a failure is not an expiry (decision 0120). The transfer
// proof opens through the owner-only BFF route.
import { idParam } from "@contract/envelope";
import { isPaid, normalizeStatus } from "@contract/order-status";
import type { BuyerPayment } from "@contract/payment";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { RouteErrorPage } from "~/components/error-page";
import {
  amountAndStatusFacts,
  deadlineText,
  FactList,
  invoiceFacts,
  PURCHASE_DATE_PATTERN,
  QrisSteps,
  VirtualAccountSteps,
} from "~/components/payment/payment-parts";
import { getPaymentStatus } from "~/services/payment.server";
import paymentCss from "~/styles/payment.css";
import { requireUser } from "~/utils/auth.server";
import { formatDate, formatRupiah } from "~/utils/format";
import { orderHref } from "~/utils/hrefs";
import { paymentTexts } from "~/utils/labels";
import { paymentPaths } from "~/utils/payment-hrefs";
import { searchObject } from "~/utils/query.server";
import { SITE_NAME } from "~/utils/site";

const pageQuery = z.object({ id: idParam });

export const links = () => [{ rel: "stylesheet", href: paymentCss }];

export const meta: MetaFunction = () => [{ title: `Status Pembayaran | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  const payment = await getPaymentStatus(request, query.data.id);
  return data({ payment }, { headers: { "Cache-Control": "no-store" } });
}

type View = "pending" | "paid" | "expired" | "failed";

function viewOf(payment: BuyerPayment): View {
  const order = normalizeStatus(payment.transaction.status);
  if (payment.status === "success" || isPaid(order)) return "paid";
  if (payment.status === "failed" || order === "payment_failed") return "failed";
  if (payment.status === "expired" || order === "payment_expired") return "expired";
  return "pending";
}

export default function PaymentStatusPage() {
  const { payment } = useLoaderData<typeof loader>();
  const view = viewOf(payment);
  return (
    <section className="profile-panel payment-page" aria-labelledby="respon-title">
      {view === "paid" ? <PaidView payment={payment} /> : null}
      {view === "pending" ? <PendingView payment={payment} /> : null}
      {view === "expired" ? <ExpiredView payment={payment} /> : null}
      {view === "failed" ? <FailedView payment={payment} /> : null}
    </section>
  );
}

function PendingView({ payment }: { payment: BuyerPayment }) {
  return (
    <>
      <h1 id="respon-title">Menunggu Pembayaran</h1>
      <FactList
        facts={[
          { label: "Nama Pembeli", value: payment.transaction.customer_name },
          { label: "Tanggal Pembelian", value: formatDate(payment.transaction.created_at, PURCHASE_DATE_PATTERN) },
          ...invoiceFacts(payment, { label: "Layanan Pembayaran", value: payment.payment_service }),
          ...amountAndStatusFacts(payment),
          payment.expired_date ? { label: "Bayar Sebelum", value: deadlineText(payment.expired_date) } : null,
        ]}
      />
      {payment.payment_service === "BPD" ? (
        <>
          <VirtualAccountSteps payment={payment} />
          <QrisSteps payment={payment} />
        </>
      ) : payment.url_payment ? (
        <p>
          <a href={payment.url_payment} className="button button--primary">
            Lanjutkan Pembayaran<span className="sr-only"> di halaman Doku</span>
          </a>
        </p>
      ) : null}
      <p>
        <Link to={orderHref(payment.transaction.id, "pembayaran")}>Kembali ke Detail Transaksi</Link>
      </p>
    </>
  );
}

function PaidView({ payment }: { payment: BuyerPayment }) {
  const isBpd = payment.payment_service === "BPD";
  return (
    <>
      <h1 id="respon-title">Terima Kasih</h1>
      <p>Terima kasih, pembayaran Anda untuk invoice {payment.transaction.invoice} telah kami terima.</p>
      <div className="table-scroll">
        <table className="order-table payment-table">
          <caption className="sr-only">Rincian pembayaran</caption>
          <tbody>
            <Row label="Layanan Pembayaran" value={payment.payment_service} />
            <Row label="Jenis Pembayaran" value={paymentTexts.type(payment.payment_type)} />
            <Row label="Nama Bank" value={paymentTexts.bank(payment)} />
            {isBpd ? <Row label="Atas Nama" value={payment.account_name} /> : null}
            <Row label="Nomor Rekening" value={payment.account_number} />
            <Row label="Tanggal Pembayaran" value={payment.payment_date ? deadlineText(payment.payment_date) : null} />
            <Row label="Jumlah" value={formatRupiah(payment.nominal)} />
            <Row label="Status" value={paymentTexts.status(payment.status)} />
            {isBpd && payment.proof ? (
              <tr>
                <th scope="row">Bukti Transfer</th>
                <td>
                  <a href={paymentPaths.proof(payment.proof.id)} target="_blank" rel="noreferrer">
                    Lihat bukti transfer<span className="sr-only"> (tab baru)</span>
                  </a>
                </td>
              </tr>
            ) : null}
            <Row label="Catatan" value={payment.notes} />
          </tbody>
        </table>
      </div>
      <p>
        <Link to={orderHref(payment.transaction.id)}>Kembali ke Detail Transaksi</Link>
      </p>
    </>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{value && value.trim() !== "" ? value : "-"}</td>
    </tr>
  );
}

function ExpiredView({ payment }: { payment: BuyerPayment }) {
  return (
    <>
      <h1 id="respon-title">Pembayaran Kedaluwarsa</h1>
      <p>
        Mohon maaf, batas waktu pembayaran untuk invoice {payment.transaction.invoice} telah berakhir. Silahkan pilih
        metode pembayaran kembali dari halaman detail transaksi.
      </p>
      <p>
        <Link to="/profil/beranda">Kembali ke Beranda</Link>
      </p>
    </>
  );
}

function FailedView({ payment }: { payment: BuyerPayment }) {
  const rejectedProof = payment.payment_service === "BPD";
  return (
    <>
      <h1 id="respon-title">{rejectedProof ? "Bukti Pembayaran Ditolak" : "Pembayaran Gagal"}</h1>
      {rejectedProof ? (
        <>
          <p>
            Mohon maaf, bukti pembayaran untuk invoice {payment.transaction.invoice} ditolak oleh penjual. Silahkan
            unggah ulang bukti pembayaran dari halaman detail transaksi.
          </p>
          {payment.notes ? <p>Alasan: {payment.notes}</p> : null}
        </>
      ) : (
        <p>
          Mohon maaf, pembayaran untuk invoice {payment.transaction.invoice} gagal diproses dan tidak ada dana yang kami
          terima. Silahkan pilih metode pembayaran kembali dari halaman detail transaksi.
        </p>
      )}
      <p>
        <Link to={orderHref(payment.transaction.id, "pembayaran")} className="button button--primary">
          {rejectedProof ? "Unggah Ulang Bukti Pembayaran" : "Bayar Kembali"}
        </Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
