// The "Pembayaran" tab (profile-area §4 "Payment tab"): the method chooser (document, or expired /
// failed with no live payment), 'Anda belum bisa melakukan pembayaran' for the statuses listed, the
// payment's information, the provider's button while it is pending, the overdue notice with a
// chat-admin link carrying the invoice, the BPD upload-proof button and the how-to-pay panel
// (unless the payment succeeded).
import type { BuyerPayment } from "@contract/payment";
import {
  canChoosePaymentMethod,
  canUploadProof,
  isLivePayment,
  isPaymentNotYetOpen,
  normalizeStatus,
} from "@contract/order-status";
import type { TransactionAnswer } from "@contract/transaction";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FormAlert } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDate, formatRupiah } from "~/utils/format";
import { chatAdminHref } from "~/utils/hrefs";
import { paymentPaths } from "~/utils/payment-hrefs";
import { paymentTexts } from "~/utils/labels";
import { RoleNote } from "./role-note";

type Order = TransactionAnswer["data"];

export function OrderPaymentTab({
  order,
  payment,
  alert,
  mayPay = true,
}: {
  order: Order;
  payment: BuyerPayment | null;
  alert?: string;
  /** The caller holds the treasurer's role (decision 0151); otherwise the payment steps give way to a note. */
  mayPay?: boolean;
}) {
  const status = normalizeStatus(order.status);
  const choosable = canChoosePaymentMethod(status, isLivePayment(payment?.status));
  const chooser = choosable && mayPay;
  const isBpd = payment?.payment_service === "BPD";
  const pending = payment?.status === "pending" || status === "pending_payment";
  const expired = payment?.status === "expired" || status === "payment_expired";
  return (
    <section className="order-tab" aria-labelledby="tab-pembayaran">
      <h2 id="tab-pembayaran" className="order-tab__title">
        Pembayaran
      </h2>
      <FormAlert message={alert} />
      {isPaymentNotYetOpen(status) ? <p className="order-notice">{paymentTexts.notYet}</p> : null}
      {payment ? <PaymentFacts payment={payment} /> : null}
      {payment && !isBpd && pending && payment.url_payment && !choosable && mayPay ? (
        <p>
          <a href={payment.url_payment} className="button button--primary">
            Bayar Sekarang<span className="sr-only"> melalui Doku</span>
          </a>
        </p>
      ) : null}
      {payment && !isBpd && expired ? (
        <div className="order-notice order-notice--warning">
          <p>{paymentTexts.overdue}</p>
          <p>
            <Link to={chatAdminHref(order.invoice)}>{paymentTexts.askAdmin}</Link>
          </p>
        </div>
      ) : null}
      {!mayPay && (choosable || (payment && pending && (isBpd || payment.url_payment))) ? (
        <RoleNote teamRole="bendahara" />
      ) : null}
      {isBpd && payment && canUploadProof(status, payment.status) && mayPay ? (
        <p>
          <Link to={paymentPaths.bank(order.id, "upload")} className="button button--primary">
            Upload Bukti Pembayaran
          </Link>
        </p>
      ) : null}
      {chooser ? <MethodChooser /> : null}
      {payment && payment.status !== "success" ? <HowToPay payment={payment} transactionId={order.id} /> : null}
      {payment ? (
        <p>
          <Link to={paymentPaths.status(order.id)}>Lihat status pembayaran</Link>
        </p>
      ) : null}
    </section>
  );
}

function PaymentFacts({ payment }: { payment: BuyerPayment }) {
  return (
    <dl className="order-facts" data-testid="payment-facts">
      <div>
        <dt>Metode Pembayaran</dt>
        <dd>{payment.payment_service}</dd>
      </div>
      <div>
        <dt>Status Pembayaran</dt>
        <dd data-testid="payment-status">{paymentTexts.status(payment.status)}</dd>
      </div>
      <div>
        <dt>Total Pembayaran</dt>
        <dd>{formatRupiah(payment.nominal)}</dd>
      </div>
      {payment.expired_date ? (
        <div>
          <dt>Bayar Sebelum</dt>
          <dd>
            <time dateTime={payment.expired_date}>{formatDate(payment.expired_date, "DD MMMM YYYY HH:mm")} WITA</time>
          </dd>
        </div>
      ) : null}
      {payment.notes ? (
        <div>
          <dt>Catatan</dt>
          <dd>{payment.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function MethodChooser() {
  return (
    <Form method="post" className="order-form">
      <AuthenticityTokenInput />
      <fieldset className="payment-methods">
        <legend>Pilih Metode Pembayaran</legend>
        <label className="field__check">
          <input type="radio" name="payment_service" value="BPD" defaultChecked className="field__radio" />
          Transfer Bank (BPD)
        </label>
        <label className="field__check">
          <input type="radio" name="payment_service" value="Doku" className="field__radio" />
          Kartu Kredit / E-Wallet (Doku)
        </label>
      </fieldset>
      <SubmitButton intent="payment" className="button button--primary">
        Bayar Sekarang
      </SubmitButton>
    </Form>
  );
}

function HowToPay({ payment, transactionId }: { payment: BuyerPayment; transactionId: number }) {
  return (
    <section className="order-form" aria-labelledby="how-to-pay">
      <h3 id="how-to-pay">Cara Pembayaran</h3>
      {payment.payment_service === "BPD" ? (
        <ol>
          <li>
            Buka <Link to={paymentPaths.bank(transactionId)}>halaman pembayaran bank</Link> untuk melihat nomor virtual
            account dan kode QRIS.
          </li>
          <li>Transfer sejumlah {formatRupiah(payment.nominal)} sebelum batas waktu pembayaran.</li>
          <li>Unggah bukti pembayaran; penjual akan memeriksanya.</li>
        </ol>
      ) : (
        <ol>
          <li>Tekan tombol Bayar Sekarang untuk membuka halaman pembayaran Doku.</li>
          <li>Pilih kartu kredit atau e-wallet dan selesaikan pembayaran sebelum batas waktu.</li>
          <li>Anda akan kembali ke toko dan status pembayaran diperbarui otomatis.</li>
        </ol>
      )}
    </section>
  );
}
