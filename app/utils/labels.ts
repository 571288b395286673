// Texts only the shop shows (empty states, the shop's own wording for an API answer, messages of
// fields the shop's forms have and the API does not): they left the API's contract, which keeps
// the messages the API itself answers.

import { formatRupiah } from "./format";

export const complaintTexts = {
  /** The order field of the complaint form (the API takes the order line only). */
  order: "ID Pesanan Wajib diisi",
  /** What the shop shows for the API's `complaintMessages.duplicateUpstream` (spec §8). */
  duplicate: "Anda Sudah melakukan komplain pada produk didalam invoice ini",
  /** The same, in the order page's Komplain tab (spec §8: '...invoice ini/yang anda pilih'). */
  duplicateInTab: "Anda Sudah melakukan komplain pada produk didalam invoice ini/yang anda pilih",
  /** The spec's spelling (double l), kept as written: profile-area.md's empty states. */
  none: "Anda belum memilliki Komplain",
  notFound: "Data tidak ditemukan",
  noOrders: "Mohon Maaf Belum Ada Data.",
} as const;

export const reviewTexts = {
  /** The order field of the review form (the API takes the order line only). */
  order: "ID Pesanan Wajib diisi",
  /** The spec's spelling (double l), kept as written. */
  empty: "Anda belum memilliki Ulasan",
  noOrders: "Mohon Maaf Belum Ada Data.",
  nothingToReview: "Mohon Maaf tidak terdapat produk yang dapat di ulas pada ID pesanan diatas",
} as const;

export const shippingTexts = {
  /** In place of the service list when a quote fails. */
  unavailable: "Layanan Tidak Tersedia",
  /** Not in the spec: the shipping loaders' notes (decision 0115). */
  quoting: "Memuat ongkos kirim …",
  applying: "Menyimpan layanan pengiriman …",
  /** Not in the spec: new delivery batches need a new quote, so the chosen service was cleared. */
  serviceAgain:
    "Pengiriman sebagian berubah: ongkos kirim dihitung ulang per pengiriman. Silahkan pilih layanan ekspedisi kembali.",
} as const;

const SHIPPING_NEGO_DROPPED_REASON =
  "dibatalkan karena pengiriman sebagian berubah. Silahkan pilih layanan ekspedisi, lalu ajukan nego ongkos kirim kembali bila perlu.";

/** Not in the spec: what the checkout says when a change undid something the buyer had asked for. */
export const checkoutTexts = {
  /**
   * Not in the spec: a split typed but not saved would otherwise be dropped without a word (the order
   * would go in one delivery); the purchase request waits until it is saved or cleared.
   */
  unsavedPartials: 'Jumlah partial yang Anda ketik belum disimpan. Tekan "Simpan partial" terlebih dahulu.',
  /** New delivery batches clear the shipping negotiation with the service (its amount was for the old quote). */
  shippingNegoDropped: (amount: number) => `Nego ongkos kirim ${formatRupiah(amount)} ${SHIPPING_NEGO_DROPPED_REASON}`,
  /**
   * Whether the page's one-time message says something the buyer asked for was undone (shown as a
   * warning, not as a success): the flash is a plain string, so it is told by its own words.
   */
  isUndone: (message: string) =>
    message.startsWith("Nego ongkos kirim ") && message.includes(SHIPPING_NEGO_DROPPED_REASON),
} as const;

export const profileTexts = {
  /** The password change's flash (the API answers its own message). */
  updated: "Data anda telah berhasil diperbaharui",
  /** Not in the spec: what the profile says while a new e-mail waits for its link (decision 60). */
  emailPending: (email: string) =>
    `Perubahan email ke ${email} sedang menunggu verifikasi. Buka tautan yang kami kirim ke alamat tersebut; sampai saat itu email lama tetap berlaku.`,
  /** The save's message when it asked for a new e-mail. */
  emailChangeSent: (email: string) =>
    `Data anda telah berhasil disimpan. Tautan verifikasi telah dikirim ke ${email}; email baru berlaku setelah diverifikasi.`,
} as const;

/** Bank and provider names that are written in capitals; any other code word is capitalised once. */
const ACRONYMS = new Set(["BCA", "BRI", "BNI", "BSI", "BTN", "BPD", "CIMB", "OCBC", "NISP", "UOB", "MNC", "DOKU"]);
const BRANDS: Record<string, string> = { OVO: "OVO", DANA: "DANA", LINKAJA: "LinkAja", SHOPEEPAY: "ShopeePay" };
/** The kinds of channel a provider names by a prefix (Doku: `VIRTUAL_ACCOUNT_BCA`, `EMONEY_OVO`, ...). */
const CHANNEL_KINDS: [prefix: string, label: string][] = [
  ["VIRTUAL_ACCOUNT_", "Virtual Account"],
  ["EMONEY_", "Dompet Digital"],
  ["ONLINE_TO_OFFLINE_", "Gerai"],
  ["DIRECT_DEBIT_", "Debit Langsung"],
  ["PEER_TO_PEER_", "Paylater"],
];
const PAYMENT_TYPES: Record<string, string> = {
  /** What the API records for the BPD bank transfer. */
  "bank transfer": "Transfer Bank",
  VIRTUAL_ACCOUNT: "Virtual Account",
  CREDIT_CARD: "Kartu Kredit",
  QRIS: "QRIS",
};

/** A provider's code (`BANK_MANDIRI`, `SIMULATOR`) as a name (`Bank Mandiri`, `Simulator`). */
function codeName(code: string): string {
  return code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => {
      const upper = word.toUpperCase();
      if (ACRONYMS.has(upper)) return upper;
      return BRANDS[upper] ?? upper.charAt(0) + upper.slice(1).toLowerCase();
    })
    .join(" ");
}

export const paymentTexts = {
  /** Spec §4: the payment tab of an order that cannot be paid yet. */
  notYet: "Anda belum bisa melakukan pembayaran",
  overdue: "Batas waktu pembayaran Anda telah berakhir.",
  askAdmin: "Hubungi admin untuk membuat ulang metode pembayaran",
  /** What a payment status reads. */
  status: (status: string) =>
    ({
      pending: "Menunggu Pembayaran",
      reviewed: "Bukti Sedang Diperiksa",
      failed: "Gagal",
      expired: "Kedaluwarsa",
      success: "Berhasil",
    })[status] ?? status,
  /** What a payment type reads: the bank transfer, or the provider's channel code named (VIRTUAL_ACCOUNT_BCA). */
  type: (type: string | null): string | null => {
    if (!type) return null;
    const named = PAYMENT_TYPES[type];
    if (named) return named;
    const kind = CHANNEL_KINDS.find(([prefix]) => type.startsWith(prefix));
    return kind ? `${kind[1]} ${codeName(type.slice(kind[0].length))}` : codeName(type);
  },
  /** The bank: typed by the buyer for a bank transfer (kept), the provider's acquirer code otherwise (named). */
  bank: (payment: { payment_service: string; bank_name: string | null }): string | null =>
    payment.bank_name && payment.payment_service !== "BPD" ? codeName(payment.bank_name) : payment.bank_name,
  /**
   * How it was paid, in one line without empty parts: the type, the bank unless the type already
   * names it, the account holder and number (a bank transfer's proof).
   */
  means: (payment: {
    payment_service: string;
    payment_type: string | null;
    bank_name: string | null;
    account_name: string | null;
    account_number: string | null;
  }): string => {
    const type = paymentTexts.type(payment.payment_type);
    const bank = paymentTexts.bank(payment);
    const parts = [type, bank && type?.includes(bank) ? null : bank, payment.account_name, payment.account_number];
    return parts.filter((part): part is string => Boolean(part?.trim())).join(" · ");
  },
} as const;

export const negotiationTexts = {
  /** Not in the spec's words: the buyer accepted the deal (the spec says only that a success message shows). */
  accepted: "Negosiasi disetujui, pesanan Anda diproses. Silahkan isi formulir SPK melalui Konfirmasi Transaksi.",
} as const;
