// An order's facts as the documents provider reads them, for unit tests and sample uploads: two batches,
// a negotiated line split 3 + 3 between them beside a line that travels whole with batch 1.
import { storeSettings } from "../../server/db/seed/data/content";
import type { OrderFacts, Verification } from "../../server/providers/documents/model";

export function paperFacts(over: Partial<OrderFacts> = {}): OrderFacts {
  return {
    shop: {
      tradeName: "Toko Pengadaan",
      // The seed's demo identity, as a seller would have filled it in.
      legalName: storeSettings.legalName,
      nib: storeSettings.nib,
      npwp: storeSettings.npwp,
      bankName: storeSettings.bankName,
      bankAccountNumber: storeSettings.bankAccountNumber,
      bankAccountName: storeSettings.bankAccountName,
      signatoryName: storeSettings.signatoryName,
      signatoryTitle: storeSettings.signatoryTitle,
      address: "Jl. Jenderal Urip Sumoharjo No. 269, Panakkukang, Kota Makassar, Sulawesi Selatan 90231",
      city: "Kota Makassar",
      province: "Sulawesi Selatan",
      phone: "0411 000",
      email: "cs@pengadaan.test",
    },
    buyer: { name: "Budi", instance: "Dinas PU", namePp: "Pak PP" },
    order: {
      invoice: "INV/20261124/0007",
      createdDay: "2026-11-20",
      satker: "Bagian Umum",
      recipient: "Penerima",
      deliveryAddress: "Jl. Uji No. 1, Panakkukang, Kota Makassar, Sulawesi Selatan, 90231",
      shippingCost: 100_000,
      shippingCostNego: null,
    },
    spk: {
      satuanKerja: "Sekretariat",
      lembaga: "Pemerintah Kota Makassar",
      paketKerja: "ATK 2026",
      tahunAnggaran: "2026",
      sumberDana: "APBD",
      kodeRekening: "5102",
      paguAnggaran: 10_000_000,
      officialType: "ppk",
      officialName: "Ir. Rahmat",
      officialNip: "197501012000031001",
      treasurerType: "bendahara pengeluaran",
      treasurerName: "Sitti",
      treasurerNip: "198203152006042002",
      npwp: "0987654321098765",
      savedDay: "2026-11-21",
    },
    lines: [
      // 3 × 123.450 = 370.350; its VAT 40.738,5 rounds up in each batch alone: per batch the sum is 1 too much.
      { detailId: 11, name: "Kertas A4", unit: "Rim", qty: 6, unitPrice: 123_450, listPrice: 130_000 },
      { detailId: 12, name: "Pulpen", unit: "Kotak", qty: 2, unitPrice: 12_345, listPrice: 12_345 },
    ],
    batches: [
      {
        partialId: 1,
        shippingCost: 50_000,
        etd: "2-3",
        courier: "JNE",
        awb: "AWB1",
        dispatchedDay: "2026-11-23",
        items: [
          { detailId: 11, qty: 3, receipt: { day: "2026-11-27", unitReceipt: 3, name: "Nur Aisyah" } },
          { detailId: 12, qty: 2, receipt: { day: "2026-11-27", unitReceipt: 2, name: "Nur Aisyah" } },
        ],
      },
      {
        partialId: 2,
        shippingCost: 50_000,
        etd: "2-3",
        courier: "JNE",
        awb: "AWB2",
        dispatchedDay: "2026-11-24",
        items: [{ detailId: 11, qty: 3, receipt: { day: "2026-11-26", unitReceipt: 2, name: "Rudi" } }],
      },
    ],
    openComplaintDetailIds: [],
    paidDay: null,
    ...over,
  };
}

/** A check block for renderers under test (a 1 × 1 PNG for the QR code). */
export const sampleVerification: Verification = {
  code: "AbCdEfGhIjKl",
  url: "http://localhost/verifikasi-dokumen/AbCdEfGhIjKl",
  fingerprint: "0".repeat(64),
  qrPng: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
};
