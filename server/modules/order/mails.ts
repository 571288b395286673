// The order's mails (decision 0120): every step someone waits for tells them, with the amount, the
// deadline in WITA where there is one, and a link to the page where they act next.
import { MONTHS_ID } from "../../contract/wita";
import type { BuyerPayment } from "../../contract/payment";
import type { MailMessage } from "../../providers/mail";
import { compose } from "../auth/mails";
import { buyerPages, FOOTER, rupiah, witaDateTime } from "../seller/buyer-mails";
import type { MailPerson } from "./command";

type OrderFacts = { id: number; invoice: string; total: number };

/** `27 November 2026` from a `YYYY-MM-DD` day. */
export const dayText = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS_ID[month - 1]} ${year}`;
};

/** The shop's bank payment page (profile-area route table). */
export const bpdPaymentPage = (shopOrigin: string, transactionId: number) =>
  `${shopOrigin}/example/bpd-payment?id_transaksi=${transactionId}`;

export const orderMails = {
  purchaseRequested: (buyer: MailPerson, order: OrderFacts, origin: string): MailMessage =>
    compose(
      buyer.email,
      `Permintaan pembelian ${order.invoice} telah dikirim`,
      buyer.name,
      [
        `Permintaan pembelian ${order.invoice} dengan total ${rupiah(order.total)} (termasuk PPN dan ongkos kirim) telah kami teruskan kepada penjual.`,
        "Penjual akan mengonfirmasi pesanan atau mengirim penawaran harga; Anda akan menerima email berikutnya.",
      ],
      "Lihat pesanan",
      buyerPages.order(origin, order.id),
      FOOTER,
    ),

  purchaseRequestForSeller: (seller: MailPerson, order: OrderFacts, origin: string): MailMessage =>
    compose(
      seller.email,
      `Permintaan pembelian baru ${order.invoice}`,
      seller.name,
      [
        `Ada permintaan pembelian baru ${order.invoice} dengan total ${rupiah(order.total)}.`,
        "Konfirmasi pesanan atau kirim penawaran harga dari konsol penjual.",
      ],
      "Buka pesanan",
      buyerPages.sellerOrder(origin, order.id),
      FOOTER,
    ),

  /** The next step depends on the order: accept the negotiated deal, or fill the SPK. */
  confirmed: (buyer: MailPerson, order: OrderFacts & { negotiated: boolean }, origin: string): MailMessage =>
    compose(
      buyer.email,
      `Pesanan ${order.invoice} telah dikonfirmasi`,
      buyer.name,
      [
        `Penjual telah mengonfirmasi pesanan ${order.invoice} dengan total ${rupiah(order.total)}.`,
        order.negotiated
          ? "Langkah berikutnya: setujui hasil negosiasi pada tab Negosiasi, lalu lengkapi SPK pada tab Detail Pesanan."
          : "Langkah berikutnya: lengkapi SPK pada tab Detail Pesanan. Setelah SPK disimpan, penjual menyiapkan barang.",
        "Pembayaran dilakukan setelah seluruh barang diterima.",
      ],
      order.negotiated ? "Setujui negosiasi" : "Lengkapi SPK",
      buyerPages.order(origin, order.id, order.negotiated ? "negosiasi" : undefined),
      FOOTER,
    ),

  roundReceived: (
    buyer: MailPerson,
    order: OrderFacts & { validUntil: Date; note: string | null },
    origin: string,
  ): MailMessage =>
    compose(
      buyer.email,
      `Penawaran baru dari penjual untuk pesanan ${order.invoice}`,
      buyer.name,
      [
        `Penjual mengirim penawaran harga untuk pesanan ${order.invoice} dengan total ${rupiah(order.total)} (termasuk PPN dan ongkos kirim).`,
        ...(order.note ? [`Catatan penjual: ${order.note}`] : []),
        `Penawaran ini berlaku sampai ${witaDateTime(order.validUntil)}. Setelah itu penawaran kedaluwarsa dan tidak dapat diterima.`,
      ],
      "Lihat penawaran",
      buyerPages.order(origin, order.id, "negosiasi"),
      FOOTER,
    ),

  spkSaved: (seller: MailPerson, order: OrderFacts, origin: string): MailMessage =>
    compose(
      seller.email,
      `SPK pesanan ${order.invoice} telah disimpan`,
      seller.name,
      [
        `Pembeli telah menyimpan SPK pesanan ${order.invoice} (${rupiah(order.total)}).`,
        "Pesanan siap diproses: siapkan barang lalu kirim setiap pengiriman.",
      ],
      "Buka pesanan",
      buyerPages.sellerOrder(origin, order.id),
      FOOTER,
    ),

  batchDispatched: (
    buyer: MailPerson,
    batch: {
      id: number;
      invoice: string;
      partialId: number;
      courier: string;
      airwaybill: string;
      day: string;
      last: boolean;
    },
    origin: string,
  ): MailMessage =>
    compose(
      buyer.email,
      `Pengiriman ${batch.partialId} pesanan ${batch.invoice} telah dikirim`,
      buyer.name,
      [
        `Pengiriman ${batch.partialId} untuk pesanan ${batch.invoice} telah dikirim pada ${dayText(batch.day)} melalui ${batch.courier} dengan nomor resi ${batch.airwaybill}.`,
        batch.last ? "Seluruh pengiriman pesanan ini telah dikirim." : "Pengiriman berikutnya akan dikirim kemudian.",
        "Setelah barang diterima, catat penerimaan barang pada tab Penerimaan.",
      ],
      "Catat penerimaan",
      buyerPages.order(origin, batch.id, "penerimaan"),
      FOOTER,
    ),

  payable: (buyer: MailPerson, order: OrderFacts, origin: string): MailMessage =>
    compose(
      buyer.email,
      `Pesanan ${order.invoice} siap dibayar`,
      buyer.name,
      [
        `Seluruh barang pesanan ${order.invoice} telah diterima dan dokumen tagihan lengkap.`,
        `Silahkan pilih metode pembayaran untuk membayar ${rupiah(order.total)}.`,
      ],
      "Pilih metode pembayaran",
      buyerPages.order(origin, order.id, "pembayaran"),
      FOOTER,
    ),

  paymentInstructions: (buyer: MailPerson, payment: BuyerPayment, origin: string): MailMessage => {
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
        ? bpdPaymentPage(origin, payment.transaction.id)
        : (payment.url_payment ?? bpdPaymentPage(origin, payment.transaction.id)),
      FOOTER,
    );
  },

  proofAccepted: (buyer: MailPerson, order: { id: number; invoice: string; amount: number }, origin: string) =>
    compose(
      buyer.email,
      `Pembayaran pesanan ${order.invoice} diterima`,
      buyer.name,
      [
        `Bukti pembayaran sebesar ${rupiah(order.amount)} untuk pesanan ${order.invoice} telah diverifikasi dan diterima.`,
        "Pesanan Anda telah lunas. Anda dapat memberi ulasan atau mengajukan komplain atas barang yang diterima.",
      ],
      "Lihat pesanan",
      buyerPages.order(origin, order.id),
      FOOTER,
    ),

  proofRejected: (
    buyer: MailPerson,
    order: { id: number; invoice: string; amount: number; note: string; deadline: Date | null },
    origin: string,
  ) =>
    compose(
      buyer.email,
      `Bukti pembayaran pesanan ${order.invoice} ditolak`,
      buyer.name,
      [
        `Bukti pembayaran sebesar ${rupiah(order.amount)} untuk pesanan ${order.invoice} ditolak oleh penjual.`,
        `Alasan: ${order.note}`,
        order.deadline
          ? `Silahkan unggah ulang bukti pembayaran sebelum ${witaDateTime(order.deadline)}.`
          : "Silahkan unggah ulang bukti pembayaran.",
      ],
      "Unggah ulang bukti pembayaran",
      buyerPages.order(origin, order.id, "pembayaran"),
      FOOTER,
    ),

  providerPaid: (buyer: MailPerson, order: { id: number; invoice: string; amount: number }, origin: string) =>
    compose(
      buyer.email,
      `Pembayaran pesanan ${order.invoice} berhasil`,
      buyer.name,
      [
        `Pembayaran sebesar ${rupiah(order.amount)} untuk pesanan ${order.invoice} telah kami terima melalui Doku.`,
        "Pesanan Anda telah lunas. Anda dapat memberi ulasan atau mengajukan komplain atas barang yang diterima.",
      ],
      "Lihat pesanan",
      buyerPages.order(origin, order.id),
      FOOTER,
    ),

  paymentFailed: (buyer: MailPerson, order: { id: number; invoice: string; amount: number }, origin: string) =>
    compose(
      buyer.email,
      `Pembayaran pesanan ${order.invoice} gagal`,
      buyer.name,
      [
        `Pembayaran sebesar ${rupiah(order.amount)} untuk pesanan ${order.invoice} melalui Doku gagal.`,
        "Tidak ada dana yang kami terima. Silahkan pilih metode pembayaran kembali.",
      ],
      "Bayar kembali",
      buyerPages.order(origin, order.id, "pembayaran"),
      FOOTER,
    ),

  paymentExpired: (buyer: MailPerson, order: { id: number; invoice: string; amount: number }, origin: string) =>
    compose(
      buyer.email,
      `Batas waktu pembayaran pesanan ${order.invoice} telah berakhir`,
      buyer.name,
      [
        `Pembayaran sebesar ${rupiah(order.amount)} untuk pesanan ${order.invoice} tidak kami terima sampai batas waktunya.`,
        "Silahkan pilih metode pembayaran kembali.",
      ],
      "Bayar kembali",
      buyerPages.order(origin, order.id, "pembayaran"),
      FOOTER,
    ),

  cancelled: (buyer: MailPerson, order: { id: number; invoice: string; reason: string }, origin: string) =>
    compose(
      buyer.email,
      `Pesanan ${order.invoice} dibatalkan`,
      buyer.name,
      [`Penjual membatalkan pesanan ${order.invoice}.`, `Alasan: ${order.reason}`],
      "Lihat pesanan",
      buyerPages.order(origin, order.id),
      FOOTER,
    ),
} as const;
