// The mails the seller console sends the buyer (issue #11): Indonesian, with the amount, the deadline in
// WITA and a link to the page of the shop where the buyer acts. Built like the account mails.
import type { MailMessage } from "../../providers/mail";
import { compose } from "../auth/mails";

const rupiahNumber = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** As the shop shows amounts: `Rp. 1.250.000`. */
export const rupiah = (amount: number): string => `Rp. ${rupiahNumber.format(Math.round(amount))}`;

const witaFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Makassar",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** `30 November 2026 23.59 WITA`. */
export const witaDateTime = (at: Date): string => `${witaFormat.format(at).replace(" pukul", "")} WITA`;

/** The shop's pages a mail leads to (profile-area URLs, as app/utils/hrefs.ts spells them). */
export const buyerPages = {
  order: (shopOrigin: string, transactionId: number, tab?: string) =>
    `${shopOrigin}/profil/detailtransaksi?id_transaksi=${transactionId}${tab ? `&tab=${tab}` : ""}`,
  reviews: (shopOrigin: string) => `${shopOrigin}/profil/ulasan`,
  complaint: (shopOrigin: string, complaintId: number) =>
    `${shopOrigin}/profil/detailkomplain?id_complain=${complaintId}`,
  chat: (shopOrigin: string) => `${shopOrigin}/profil/chat`,
} as const;

export type MailBuyer = { email: string; name: string };

const FOOTER = "Email ini dikirim otomatis oleh Toko Pengadaan; mohon tidak membalas email ini.";

export const roundReceivedMail = (
  buyer: MailBuyer,
  order: { invoice: string; total: number; validUntil: Date; note: string | null },
  link: string,
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
    link,
    FOOTER,
  );

export const orderConfirmedMail = (buyer: MailBuyer, order: { invoice: string; total: number }, link: string) =>
  compose(
    buyer.email,
    `Pesanan ${order.invoice} telah dikonfirmasi`,
    buyer.name,
    [
      `Penjual telah mengonfirmasi pesanan ${order.invoice} dengan total ${rupiah(order.total)}.`,
      "Silahkan lanjutkan dengan melengkapi SPK atau memilih metode pembayaran.",
    ],
    "Lihat pesanan",
    link,
    FOOTER,
  );

export const paymentAcceptedMail = (buyer: MailBuyer, order: { invoice: string; amount: number }, link: string) =>
  compose(
    buyer.email,
    `Pembayaran pesanan ${order.invoice} diterima`,
    buyer.name,
    [
      `Bukti pembayaran sebesar ${rupiah(order.amount)} untuk pesanan ${order.invoice} telah diverifikasi dan diterima.`,
      "Pesanan Anda akan segera diproses oleh penjual.",
    ],
    "Lihat pesanan",
    link,
    FOOTER,
  );

export const paymentRejectedMail = (
  buyer: MailBuyer,
  order: { invoice: string; amount: number; note: string; deadline: Date | null },
  link: string,
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
    link,
    FOOTER,
  );

export const batchDispatchedMail = (
  buyer: MailBuyer,
  batch: { invoice: string; partialId: number; courier: string; airwaybill: string; date: string; last: boolean },
  link: string,
) =>
  compose(
    buyer.email,
    `Pengiriman ${batch.partialId} pesanan ${batch.invoice} telah dikirim`,
    buyer.name,
    [
      `Pengiriman ${batch.partialId} untuk pesanan ${batch.invoice} telah dikirim pada ${batch.date} melalui ${batch.courier} dengan nomor resi ${batch.airwaybill}.`,
      batch.last ? "Seluruh pengiriman pesanan ini telah dikirim." : "Pengiriman berikutnya akan dikirim kemudian.",
      "Setelah barang diterima, silahkan catat penerimaan barang pada halaman pesanan.",
    ],
    "Lihat pesanan",
    link,
    FOOTER,
  );

export const reviewAnsweredMail = (buyer: MailBuyer, review: { product: string }, link: string) =>
  compose(
    buyer.email,
    `Penjual membalas ulasan Anda untuk ${review.product}`,
    buyer.name,
    [`Penjual telah membalas ulasan Anda untuk produk ${review.product}.`],
    "Lihat ulasan",
    link,
    FOOTER,
  );

export const complaintAnsweredMail = (
  buyer: MailBuyer,
  complaint: { invoice: string; product: string },
  link: string,
) =>
  compose(
    buyer.email,
    `Tanggapan Admin atas komplain pesanan ${complaint.invoice}`,
    buyer.name,
    [`Admin telah menanggapi komplain Anda tentang ${complaint.product} pada pesanan ${complaint.invoice}.`],
    "Lihat tanggapan",
    link,
    FOOTER,
  );

export const unreadChatMail = (buyer: MailBuyer, chat: { count: number; since: Date }, link: string) =>
  compose(
    buyer.email,
    "Ada pesan baru dari penjual",
    buyer.name,
    [`Anda memiliki ${chat.count} pesan dari penjual yang belum dibaca sejak ${witaDateTime(chat.since)}.`],
    "Buka chat",
    link,
    FOOTER,
  );
