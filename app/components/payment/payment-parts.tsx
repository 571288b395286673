// Pieces the payment pages share: the virtual-account steps, the QRIS block and the provider-return
// summary (status and the ways back to the order).
import type { BuyerPayment } from "@contract/payment";
import { Link } from "@remix-run/react";
import { formatDate, formatRupiah } from "~/utils/format";
import { orderHref } from "~/utils/hrefs";
import { paymentTexts } from "~/utils/labels";
import { paymentPaths } from "~/utils/payment-hrefs";

/** Spec §9: the payment deadline in WITA. */
export const DEADLINE_PATTERN = "DD MMMM YYYY HH:mm";
/** Spec §9: the purchase date 'DD MMMM YYYY'. */
export const PURCHASE_DATE_PATTERN = "DD MMMM YYYY";

export function VirtualAccountSteps({ payment }: { payment: BuyerPayment }) {
  return (
    <section className="payment-block" aria-labelledby="va-steps">
      <h2 id="va-steps">Pembayaran melalui Virtual Account</h2>
      {payment.va_number ? (
        <p>
          Nomor Virtual Account (ID Tagihan): <strong data-testid="va-number">{payment.va_number}</strong>
        </p>
      ) : null}
      <ol>
        <li>Buka aplikasi mobile banking atau ATM bank Anda.</li>
        <li>Pilih menu Transfer, lalu Virtual Account.</li>
        <li>Masukkan nomor Virtual Account di atas.</li>
        <li>Pastikan jumlah tagihan {formatRupiah(payment.nominal)} sesuai, lalu konfirmasi pembayaran.</li>
        <li>Simpan bukti transfer dan unggah melalui tombol Upload Bukti Pembayaran.</li>
      </ol>
    </section>
  );
}

export function QrisSteps({ payment }: { payment: BuyerPayment }) {
  return (
    <section className="payment-block" aria-labelledby="qris-steps">
      <h2 id="qris-steps">Pembayaran melalui QRIS</h2>
      {payment.qris_payload ? (
        <p>
          Kode QRIS: <code className="payment-code">{payment.qris_payload}</code>
        </p>
      ) : null}
      <ol>
        <li>Buka aplikasi pembayaran yang mendukung QRIS.</li>
        <li>Pindai kode QRIS atau tempel kode di atas.</li>
        <li>Periksa nama penerima dan jumlah {formatRupiah(payment.nominal)}, lalu bayar.</li>
        <li>Simpan bukti pembayaran dan unggah melalui tombol Upload Bukti Pembayaran.</li>
      </ol>
    </section>
  );
}

/** What a buyer coming back from the provider wants: the status now and the ways on. */
export function PaymentReturnSummary({ payment, title }: { payment: BuyerPayment; title: string }) {
  const id = payment.transaction.id;
  return (
    <section className="panel payment-page" aria-labelledby="payment-return-title">
      <h1 id="payment-return-title">{title}</h1>
      <dl className="order-facts">
        <div>
          <dt>No. Invoice</dt>
          <dd>{payment.transaction.invoice}</dd>
        </div>
        <div>
          <dt>Metode Pembayaran</dt>
          <dd>{payment.payment_service}</dd>
        </div>
        <div>
          <dt>Total Pembayaran</dt>
          <dd>{formatRupiah(payment.nominal)}</dd>
        </div>
        <div>
          <dt>Status Pembayaran</dt>
          <dd data-testid="payment-status">{paymentTexts.status(payment.status)}</dd>
        </div>
        {payment.expired_date && payment.status === "pending" ? (
          <div>
            <dt>Bayar Sebelum</dt>
            <dd>{formatDate(payment.expired_date, DEADLINE_PATTERN)} WITA</dd>
          </div>
        ) : null}
      </dl>
      <p className="payment-page__actions">
        {payment.status === "pending" && payment.url_payment ? (
          <a href={payment.url_payment} className="button button--primary">
            Lanjutkan Pembayaran<span className="sr-only"> di halaman Doku</span>
          </a>
        ) : null}
        <Link to={paymentPaths.status(id)} className="button button--outline">
          Lihat Status Pembayaran
        </Link>
        <Link to={orderHref(id, "pembayaran")} className="button button--outline">
          Kembali ke Detail Transaksi
        </Link>
      </p>
    </section>
  );
}
