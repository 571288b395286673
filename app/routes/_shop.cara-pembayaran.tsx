// Storefront §1-2: the static payment-instruction example page. Sample content only (a virtual account
// with placeholder number, amount and deadline); the real instructions of an order are on its own
// payment page once the buyer has logged in. Route chosen here: /cara-pembayaran (README).
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { RouteErrorPage } from "~/components/error-page";
import { InfoPage } from "~/components/info-page";
import { SITE_NAME } from "~/utils/site";

const TITLE = "Cara Pembayaran";

/** Placeholders, never a real account: the page has no behaviour (spec). */
const SAMPLE = {
  bank: "Bank BPD",
  virtualAccount: "8808 0000 0000 0000",
  amount: "Rp. 0",
  deadline: "DD MMMM YYYY, 23.59 WITA",
} as const;

const STEPS: { channel: string; steps: string[] }[] = [
  {
    channel: "ATM",
    steps: [
      "Masukkan kartu ATM dan PIN Anda.",
      "Pilih menu Transaksi Lainnya, lalu Transfer, lalu Virtual Account.",
      "Masukkan nomor Virtual Account, lalu periksa nama dan jumlah tagihan.",
      "Konfirmasi pembayaran dan simpan struk sebagai bukti.",
    ],
  },
  {
    channel: "Mobile banking",
    steps: [
      "Masuk ke aplikasi mobile banking Anda.",
      "Pilih menu Pembayaran, lalu Virtual Account.",
      "Masukkan nomor Virtual Account dan periksa jumlah tagihan.",
      "Masukkan PIN untuk menyelesaikan pembayaran.",
    ],
  },
  {
    channel: "Teller bank",
    steps: [
      "Isi formulir setoran dengan nomor Virtual Account dan jumlah tagihan.",
      "Serahkan formulir dan dana kepada teller.",
      "Simpan bukti setoran dari teller.",
    ],
  },
];

export const meta: MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "description", content: "Contoh instruksi pembayaran pesanan melalui Virtual Account." },
];

export default function PaymentInstructionsPage() {
  return (
    <InfoPage title={TITLE}>
      <p>
        Contoh instruksi pembayaran melalui Virtual Account. Nomor, jumlah tagihan dan batas waktu di bawah ini hanya
        contoh; instruksi pesanan Anda tampil pada halaman pembayaran pesanan setelah Anda masuk.
      </p>
      <h2>Contoh tagihan</h2>
      <dl className="payment-sample">
        <dt>Bank</dt>
        <dd>{SAMPLE.bank}</dd>
        <dt>Nomor Virtual Account</dt>
        <dd>{SAMPLE.virtualAccount}</dd>
        <dt>Jumlah tagihan</dt>
        <dd>{SAMPLE.amount}</dd>
        <dt>Bayar sebelum</dt>
        <dd>{SAMPLE.deadline}</dd>
      </dl>
      {STEPS.map(({ channel, steps }) => (
        <section key={channel} aria-labelledby={`cara-${channel.replace(" ", "-")}`}>
          <h2 id={`cara-${channel.replace(" ", "-")}`}>Pembayaran melalui {channel}</h2>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <p>
        <Link to="/login" className="button button--primary">
          Masuk untuk membayar pesanan
        </Link>
      </p>
    </InfoPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
