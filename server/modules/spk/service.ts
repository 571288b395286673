// The order's SPK as the pages read it. Saving it is the order's command `saveSpk` (order/save-spk.ts).
import type { SpkRecord } from "../../contract/spk";
import type { spks } from "../../db/schema";

/** A stored SPK as the buyer's pages read it. */
export function spkRecordOf(row: typeof spks.$inferSelect): SpkRecord {
  return {
    satuan_kerja: row.satuanKerja,
    lembaga: row.lembaga,
    paket_kerja: row.paketKerja,
    tahun_anggaran: row.tahunAnggaran,
    sumber_dana: row.sumberDana,
    kode_rekening: row.kodeRekening,
    pagu_anggaran: row.paguAnggaran,
    tipe_pemerintah: row.officialType as SpkRecord["tipe_pemerintah"],
    nama_pemerintah: row.officialName,
    nip_pemerintah: row.officialNip,
    tipe_bendahara: row.treasurerType as SpkRecord["tipe_bendahara"],
    nama_bendahara: row.treasurerName,
    nip_bendahara: row.treasurerNip,
    npwp_satker: row.npwp,
  };
}
