// The one model behind the order's documents (decision 100): the batch's figures (negotiated unit
// price, VAT 11% per line, shipping share), the words, the signatures and e-Meterai boxes per kind.
import { describe, expect, it } from "vitest";
import { batchShipping, documentModel, type OrderFacts } from "../../server/providers/documents/model";

const facts = (over: Partial<OrderFacts> = {}): OrderFacts => ({
  shop: {
    name: "Toko Pengadaan",
    address: "Jl. A. P. Pettarani No. 1",
    city: "Kota Makassar",
    province: "Sulawesi Selatan",
    phone: "0411 000",
    email: "cs@pengadaan.test",
  },
  buyer: {
    name: "Budi",
    instance: "Dinas PU",
    email: "b@x.id",
    phone: "0812",
    nip: "198001",
    namePp: "Pak PP",
    namePpk: "Bu PPK",
  },
  order: {
    invoice: "INV/20261124/0007",
    createdAt: new Date("2026-11-20T02:00:00Z"),
    satker: "Bagian Umum",
    deliveryAddress: "Jl. Uji",
    recipient: "Penerima",
  },
  spk: null,
  shipment: { partialId: 2, courier: "JNE", awb: "AWB9", dispatchedAt: new Date("2026-11-23T16:30:00Z"), cost: 25_000 },
  lines: [
    { name: "Kertas A4", qty: 3, unit: "Rim", unitPrice: 45_500 },
    { name: "Pulpen", qty: 7, unit: "Kotak", unitPrice: 12_345 },
  ],
  receipt: null,
  now: new Date("2026-11-24T00:00:00Z"),
  ...over,
});

describe("documentModel", () => {
  it("works out the batch's totals with VAT rounded per line, and writes the total in words", () => {
    const model = documentModel("invoice", facts());
    // 136.500 + 86.415 = 222.915; VAT 15.015 + 9.505,65 → 9.506 = 24.521; + 25.000 shipping.
    expect(model.totals).toEqual([
      ["Subtotal", "Rp. 222.915"],
      ["PPN 11%", "Rp. 24.521"],
      ["Ongkos Kirim", "Rp. 25.000"],
      ["Total", "Rp. 272.436"],
    ]);
    expect(model.totalInWords).toBe("dua ratus tujuh puluh dua ribu empat ratus tiga puluh enam rupiah");
    expect(model.number).toBe("INV/20261124/0007/INV-2");
    // Dated the day the batch left, in WITA (16:30 UTC is past midnight in Makassar).
    expect(model.date).toBe("24 November 2026");
    expect(model.placeAndDate).toBe("Kota Makassar, 24 November 2026");
  });

  it("puts the e-Meterai box on the signature that needs it, per kind", () => {
    const boxes = (kind: "spk" | "invoice" | "bast" | "receipt") =>
      documentModel(kind, facts())
        .signatures.filter((signature) => signature.meterai)
        .map((signature) => signature.name);
    expect(boxes("receipt")).toEqual(["Toko Pengadaan"]);
    expect(boxes("invoice")).toEqual(["Toko Pengadaan"]);
    expect(boxes("spk")).toEqual(["Bu PPK"]);
    expect(boxes("bast")).toEqual([]);
  });

  it("prints the SPK's officials and data when there is an SPK", () => {
    const model = documentModel(
      "spk",
      facts({
        spk: {
          satuanKerja: "Sekretariat",
          lembaga: "Pemkot Makassar",
          paketKerja: "ATK 2026",
          tahunAnggaran: "2026",
          sumberDana: "APBD",
          kodeRekening: "5.1.02",
          paguAnggaran: 10_000_000,
          officialType: "ppk",
          officialName: "Ir. Rahmat",
          officialNip: "1975",
          treasurerType: "bendahara pengeluaran",
          treasurerName: "Sitti",
          treasurerNip: "1982",
        },
      }),
    );
    expect(Object.fromEntries(model.facts)).toMatchObject({
      "Satuan Kerja": "Sekretariat",
      "Paket Pekerjaan": "ATK 2026",
      "Pagu Anggaran": "Rp. 10.000.000",
    });
    expect(model.signatures.map((signature) => [signature.name, signature.nip])).toEqual([
      ["Ir. Rahmat", "1975"],
      ["Toko Pengadaan", null],
      ["Sitti", "1982"],
    ]);
  });
});

describe("batchShipping", () => {
  const batches = [
    { id: 1, shippingCost: 30_000 },
    { id: 2, shippingCost: 20_000 },
    { id: 3, shippingCost: 50_000 },
  ];

  it("is the batch's own cost when the shipping was not negotiated", () => {
    expect(batchShipping(null, batches, 2)).toBe(20_000);
  });

  it("shares a negotiated total by tariff, the last batch taking the rounding", () => {
    const shares = batches.map((batch) => batchShipping(77_777, batches, batch.id));
    expect(shares).toEqual([23_333, 15_555, 38_889]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(77_777);
  });
});
