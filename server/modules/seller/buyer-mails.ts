// The mails the seller console sends the buyer (issue #11): Indonesian, with the amount, the deadline in
// WITA and a link to the page of the shop where the buyer acts. Built like the account mails.
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
  order: (shopOrigin: string, transactionId: number, tab?: "negosiasi" | "penerimaan" | "pembayaran" | "ulasan") =>
    `${shopOrigin}/profil/detailtransaksi?id_transaksi=${transactionId}${tab ? `&tab=${tab}` : ""}`,
  /** The seller console's order page. */
  sellerOrder: (shopOrigin: string, transactionId: number) => `${shopOrigin}/admin/pesanan/${transactionId}`,
  reviews: (shopOrigin: string) => `${shopOrigin}/profil/ulasan`,
  complaint: (shopOrigin: string, complaintId: number) =>
    `${shopOrigin}/profil/detailkomplain?id_complain=${complaintId}`,
  chat: (shopOrigin: string) => `${shopOrigin}/profil/chat`,
} as const;

export type MailBuyer = { email: string; name: string };

export const FOOTER = "Email ini dikirim otomatis oleh Toko Pengadaan; mohon tidak membalas email ini.";

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
