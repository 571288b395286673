// Pieces the payment pages share: the virtual-account steps, the QRIS block and the provider-return
// summary (status and the ways back to the order).
import type { BuyerPayment } from "@contract/payment";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatDate, formatRupiah } from "~/utils/format";
import { orderHref } from "~/utils/hrefs";
import { paymentTexts } from "~/utils/labels";
import { paymentPaths } from "~/utils/payment-hrefs";

/** Spec §9: the payment deadline in WITA. */
export const DEADLINE_PATTERN = "DD MMMM YYYY HH:mm";
/** Spec §9: the purchase date 'DD MMMM YYYY'. */
export const PURCHASE_DATE_PATTERN = "DD MMMM YYYY";

type Fact = { label: string; value: ReactNode; testId?: string };

/** The payment pages' facts: one definition list, a row per fact (rows that are null are left out). */
export function FactList({ facts, testId }: { facts: (Fact | null)[]; testId?: string }) {
  return (
    <dl className="payment-facts" data-testid={testId}>
      {facts.flatMap((fact) =>
        fact
          ? [
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd data-testid={fact.testId}>{fact.value}</dd>
              </div>,
            ]
          : [],
      )}
    </dl>
  );
}

/** The deadline as the pages show it: in WITA. */
export const deadlineText = (date: string) => `${formatDate(date, DEADLINE_PATTERN)} WITA`;

/** The facts every payment page starts with; `service` names the method as that page does. */
export const invoiceFacts = (payment: BuyerPayment, service: Fact): Fact[] => [
  { label: "No. Invoice", value: payment.transaction.invoice },
  service,
];

/** The amount and status rows, with the status as the tests read it. */
export const amountAndStatusFacts = (payment: BuyerPayment): Fact[] => [
  { label: "Total Pembayaran", value: formatRupiah(payment.nominal) },
  { label: "Status Pembayaran", value: paymentTexts.status(payment.status), testId: "payment-status" },
];

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

/** `qrImage`: the payload drawn as a QR image (the spec's "fixed QR image"), shown beside its text. */
export function QrisSteps({ payment, qrImage }: { payment: BuyerPayment; qrImage?: string | null }) {
  return (
    <section className="payment-block" aria-labelledby="qris-steps">
      <h2 id="qris-steps">Pembayaran melalui QRIS</h2>
      {payment.qris_payload ? (
        <div className="payment-qris">
          {qrImage ? (
            <img
              src={qrImage}
              alt={`Kode QRIS pembayaran ${payment.transaction.invoice}`}
              width={200}
              height={200}
              className="payment-qris__image"
              data-testid="qris-image"
            />
          ) : null}
          <p>
            Kode QRIS: <code className="payment-code">{payment.qris_payload}</code>
          </p>
        </div>
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
      <FactList
        facts={[
          ...invoiceFacts(payment, { label: "Metode Pembayaran", value: payment.payment_service }),
          ...amountAndStatusFacts(payment),
          payment.expired_date && payment.status === "pending"
            ? { label: "Bayar Sebelum", value: deadlineText(payment.expired_date) }
            : null,
        ]}
      />
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
