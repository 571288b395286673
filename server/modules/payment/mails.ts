// The mail a started payment sends the buyer: what to pay, where, and by when (WITA), with a link to
// the page where the buyer pays (BPD: the shop's bank page; Doku: the provider's hosted page).
import type { BuyerPayment } from "../../contract/payment";
import type { MailMessage } from "../../providers/mail";
import { compose } from "../auth/mails";
import { rupiah, witaDateTime, type MailBuyer } from "../seller/buyer-mails";

const FOOTER = "Email ini dikirim otomatis oleh Toko Pengadaan; mohon tidak membalas email ini.";

/** The shop's bank payment page (profile-area route table). */
export const bpdPaymentPage = (shopOrigin: string, transactionId: number) =>
  `${shopOrigin}/example/bpd-payment?id_transaksi=${transactionId}`;

export function paymentInstructionsMail(buyer: MailBuyer, payment: BuyerPayment, shopOrigin: string): MailMessage {
  const invoice = payment.transaction.invoice;
  const deadline = payment.expired_date ? new Date(payment.expired_date) : null;
  const bpd = payment.payment_service === "BPD";
  return compose(
    buyer.email,
    `Instruksi pembayaran pesanan ${invoice}`,
    buyer.name,
    [
      `Total yang harus dibayar untuk pesanan ${invoice}: ${rupiah(payment.nominal)}.`,
      ...(bpd
        ? [
            `Transfer ke nomor virtual account BPD ${payment.va_number ?? ""} atau bayar dengan QRIS pada halaman pembayaran.`,
            "Setelah membayar, unggah bukti pembayaran pada halaman pembayaran agar penjual dapat memverifikasinya.",
          ]
        : ["Selesaikan pembayaran dengan kartu atau dompet digital melalui halaman pembayaran Doku."]),
      ...(deadline ? [`Bayar sebelum ${witaDateTime(deadline)}. Setelah itu pembayaran kedaluwarsa.`] : []),
    ],
    "Buka halaman pembayaran",
    bpd
      ? bpdPaymentPage(shopOrigin, payment.transaction.id)
      : (payment.url_payment ?? bpdPaymentPage(shopOrigin, payment.transaction.id)),
    FOOTER,
  );
}

/** The provider took the payment: the order is paid. */
export const paymentReceivedMail = (buyer: MailBuyer, order: { invoice: string; amount: number }, link: string) =>
  compose(
    buyer.email,
    `Pembayaran pesanan ${order.invoice} berhasil`,
    buyer.name,
    [
      `Pembayaran sebesar ${rupiah(order.amount)} untuk pesanan ${order.invoice} telah kami terima melalui Doku.`,
      "Pesanan Anda akan segera diproses oleh penjual.",
    ],
    "Lihat pesanan",
    link,
    FOOTER,
  );
