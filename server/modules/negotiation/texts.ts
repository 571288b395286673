import { statusLabel } from "../../contract/order-status";

export const negotiationTexts = {
  cannot: (status: string) => `Negosiasi tidak dapat diajukan untuk pesanan berstatus "${statusLabel(status)}"`,
  awaitsSeller: "Penawaran Anda sedang menunggu jawaban penjual",
  otherOrder: "ID transaksi tidak sesuai dengan pesanan",
  buyerPrice: "Penawaran harga dari pembeli",
  buyerShipping: "Penawaran ongkos kirim dari pembeli",
} as const;
