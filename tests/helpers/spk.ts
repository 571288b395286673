// An SPK as a work unit fills it: the form the buyer sends (`spkFields`), and the row a test builder
// stores for an order whose SPK is already saved (`spkRow`).
export const spkFields = (transactionId: number, overrides: Record<string, string> = {}) => ({
  transaction_id: String(transactionId),
  satuan_kerja: "Bagian Umum",
  lembaga: "Pemerintah Kota Makassar",
  paket_kerja: "Pengadaan Alat Tulis",
  tahun_anggaran: "2026",
  sumber_dana: "APBD",
  kode_rekening: "5210201001",
  pagu_anggaran: "150000000",
  tipe_pemerintah: "pengguna angaran",
  nama_pemerintah: "Hj. Sitti Rahmawati",
  nip_pemerintah: "197805152005012004",
  tipe_bendahara: "bendahara pengeluaran",
  nama_bendahara: "Nurdin Saleh",
  nip_bendahara: "198011212006041007",
  ...overrides,
});

export const spkRow = (transactionId: number) => ({
  transactionId,
  satuanKerja: "Bagian Umum",
  lembaga: "Pemerintah Kota Makassar",
  paketKerja: "Pengadaan ATK",
  tahunAnggaran: "2026",
  sumberDana: "APBD",
  kodeRekening: "5210201001",
  paguAnggaran: 10_000_000,
  officialType: "ppk",
  officialName: "Siti Aminah",
  officialNip: "198001012006042001",
  treasurerType: "bendahara_pengeluaran",
  treasurerName: "Budi Santoso",
  treasurerNip: "198202022008011002",
});
