// The order commands' refusals (409: the order's status or state does not allow the step; nothing is
// changed), their timeline entry names and their answers, in Indonesian.
import { statusLabel } from "../../contract/order-status";

export const sellerTexts = {
  cannotNegotiate: (status: string) =>
    `Negosiasi hanya dapat dilakukan pada pesanan berstatus pending (status saat ini "${statusLabel(status)}")`,
  roundAwaitsBuyer: "Penawaran Anda sebelumnya masih menunggu jawaban pembeli",
  linesMismatch: "Harga baru wajib diisi untuk setiap produk pesanan",
  cannotVerify: (status: string) =>
    `Pembayaran hanya dapat diverifikasi pada pesanan berstatus "Pending Payment" (status saat ini "${statusLabel(status)}")`,
  notUnderReview: "Bukti pembayaran ini tidak sedang menunggu verifikasi",
  cannotDispatch: (status: string) =>
    `Pengiriman hanya dapat dilakukan setelah pesanan diproses (status saat ini "${statusLabel(status)}")`,
  unknownBatch: "Pengiriman tidak ditemukan pada pesanan ini",
  batchDispatched: (partialId: number) => `Pengiriman ${partialId} sudah dikirim`,
  spkMissing: "Pesanan belum dapat diproses: pembeli belum menyimpan SPK",
  cannotProcess: (status: string) =>
    `Pesanan hanya dapat diproses setelah SPK disimpan (status saat ini "${statusLabel(status)}")`,
  // timeline entries
  sellerPrice: "Penawaran harga dari penjual",
  sellerShipping: "Penawaran ongkos kirim dari penjual",
  paymentAccepted: "Bukti pembayaran diterima penjual",
  paymentRejected: "Bukti pembayaran ditolak penjual",
  batchEntry: (partialId: number, courier: string, airwaybill: string) =>
    `Pengiriman ${partialId} dikirim (${courier}, resi ${airwaybill})`,
  spkSaved: "SPK disimpan",
  spkUpdated: "SPK diperbarui",
  cancelledEntry: (reason: string) => `Pesanan dibatalkan penjual: ${reason}`,
  // answers
  confirmed: "Pesanan berhasil dikonfirmasi",
  negotiated: "Penawaran berhasil dikirim",
  cancelled: "Pesanan berhasil dibatalkan",
  processed: "Pesanan berhasil diproses",
  accepted: "Pembayaran berhasil diterima",
  rejected: "Bukti pembayaran berhasil ditolak",
  dispatched: "Pengiriman berhasil disimpan",
} as const;
