// What the payment calls answer and log (Indonesian: the shop shows a 409's message as it is).
import { statusLabel } from "../../contract/order-status";

export const paymentTexts = {
  cannotStart: (status: string) => `Pembayaran belum dapat dilakukan untuk pesanan berstatus "${statusLabel(status)}"`,
  livePayment: "Pesanan ini sudah memiliki pembayaran yang sedang berjalan",
  successUrl: "Alamat kembali pembayaran harus berada di toko ini",
  providerDown: "Layanan pembayaran sedang bermasalah, silahkan coba beberapa saat lagi",
  notBpd: "Bukti pembayaran hanya dapat diunggah untuk pembayaran transfer bank (BPD)",
  cannotUpload: (status: string) => `Bukti pembayaran tidak dapat diunggah untuk pembayaran berstatus "${status}"`,
  cannotUploadOrder: (status: string) =>
    `Bukti pembayaran tidak dapat diunggah untuk pesanan berstatus "${statusLabel(status)}"`,
  // Timeline names (section types of spec §4 "Timeline section types").
  logRequest: "Permintaan pembayaran",
  logUpload: "Bukti pembayaran diunggah",
  logProviderSuccess: "Pembayaran berhasil",
  logProviderFailed: "Pembayaran gagal",
  logExpired: "Pembayaran kedaluwarsa",
} as const;

/** What BPD calls its payment type on the pages (spec: payment method 'bank transfer'). */
export const BPD_PAYMENT_TYPE = "bank transfer";
