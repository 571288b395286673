// Which contract paper an order gets (decision 0130): Perpres 16/2018 Pasal 28 as amended by Perpres
// 12/2021. A purchase by e-purchasing or from an online shop (toko daring) is ordered by a Surat Pesanan
// whatever its value; otherwise the value decides, for goods: proof of purchase up to Rp10 juta, a
// kuitansi up to Rp50 juta, an SPK up to Rp200 juta, a full agreement above that.

export type ProcurementChannel = "toko_daring" | "e_purchasing" | "langsung";
export type ContractPaper = "bukti_pembelian" | "kuitansi" | "spk" | "surat_perjanjian" | "surat_pesanan";

/** This shop is an online shop: its orders are toko daring purchases. */
export const SHOP_CHANNEL: ProcurementChannel = "toko_daring";

export const CONTRACT_LIMITS = { buktiPembelian: 10_000_000, kuitansi: 50_000_000, spk: 200_000_000 } as const;

/** The paper for a purchase of `value` rupiah (the contract's value, VAT included) through `channel`. */
export function contractPaperFor(channel: ProcurementChannel, value: number): ContractPaper {
  if (channel === "toko_daring" || channel === "e_purchasing") return "surat_pesanan";
  if (value <= CONTRACT_LIMITS.buktiPembelian) return "bukti_pembelian";
  if (value <= CONTRACT_LIMITS.kuitansi) return "kuitansi";
  if (value <= CONTRACT_LIMITS.spk) return "spk";
  return "surat_perjanjian";
}

export const CONTRACT_PAPER_TITLES: Readonly<Record<ContractPaper, string>> = {
  bukti_pembelian: "BUKTI PEMBELIAN",
  kuitansi: "KUITANSI",
  spk: "SURAT PERINTAH KERJA (SPK)",
  surat_perjanjian: "SURAT PERJANJIAN",
  surat_pesanan: "SURAT PESANAN",
};

/** The short code in the paper's number: `<invoice>/SP`. */
export const CONTRACT_PAPER_CODES: Readonly<Record<ContractPaper, string>> = {
  bukti_pembelian: "BP",
  kuitansi: "KUI",
  spk: "SPK",
  surat_perjanjian: "SPJ",
  surat_pesanan: "SP",
};

/** The paper's name inside a sentence: "sesuai Surat Pesanan …". */
export const CONTRACT_PAPER_NAMES: Readonly<Record<ContractPaper, string>> = {
  bukti_pembelian: "Bukti Pembelian",
  kuitansi: "Kuitansi",
  spk: "Surat Perintah Kerja",
  surat_perjanjian: "Surat Perjanjian",
  surat_pesanan: "Surat Pesanan",
};
