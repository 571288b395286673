// The one model behind the order's papers (issue #24): one contract paper and one bill per order whose
// total is the order's payment, batch values that add up to it to the rupiah, the BAST from the receipt
// record, the parties by title and name, and the e-Meterai only where the law asks for it.
import { describe, expect, it } from "vitest";
import { summarize, vat } from "../../server/modules/checkout/totals";
import { allocate } from "../../server/providers/documents/allocate";
import { contractPaperFor } from "../../server/providers/documents/contract-paper";
import { dayInWords } from "../../server/providers/documents/date-words";
import {
  batchShipping,
  batchValues,
  documentModel,
  type DocumentModel,
  type OrderFacts,
} from "../../server/providers/documents/model";
import { addressOnce, roleTitle } from "../../server/providers/documents/parties";
import { paperFacts } from "../helpers/paper-facts";

const texts = (model: DocumentModel) =>
  model.sections
    .flatMap((section) => [
      section.heading ?? "",
      ...(section.facts ?? []).map(([label, value]) => `${label}: ${value}`),
      ...(section.paragraphs ?? []),
      ...(section.table?.rows.flat() ?? []),
      ...(section.table?.footer.flat() ?? []),
    ])
    .join("\n");

/** The payment the shop asks for: the order's own rule over its lines. */
const payment = (facts: OrderFacts) =>
  summarize(
    facts.lines.map((line) => ({
      qty: line.qty,
      subtotal: line.listPrice * line.qty,
      subtotalNego: line.unitPrice * line.qty,
    })),
    facts.order.shippingCost,
    facts.order.shippingCostNego,
  ).grand_total;

describe("the bill and the batch values", () => {
  it("states the order's payment, and the batches' values add up to it on the 3 + 3 split", () => {
    const facts = paperFacts();
    const total = payment(facts);
    expect(total).toBe(949_583);
    for (const kind of ["spk", "invoice", "receipt"] as const) expect(documentModel(kind, facts, 1).total).toBe(total);
    // Rounded per batch, the split line's VAT is 40.739 twice: one rupiah more than the line's 81.477.
    expect(vat(3 * 123_450) * 2).toBe(vat(6 * 123_450) + 1);
    const values = batchValues(facts);
    expect(values).toEqual([488_495, 461_088]);
    expect(values[0] + values[1]).toBe(total);
    const schedule = documentModel("spk", facts, 1).sections.find((section) => section.heading === "Jadwal Pengiriman");
    expect(schedule?.table?.footer).toEqual([["Total", "Rp. 949.583"]]);
  });

  it("splits a negotiated shipping by tariff to the rupiah", () => {
    const batches = [{ shippingCost: 30_000 }, { shippingCost: 20_000 }, { shippingCost: 50_000 }];
    expect(batchShipping(null, batches)).toEqual([30_000, 20_000, 50_000]);
    const shares = batchShipping(77_777, batches);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(77_777);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(5, [0, 0])).toEqual([0, 5]);
  });

  it("numbers the order's papers once per order and the BAST per batch", () => {
    const facts = paperFacts();
    expect(documentModel("spk", facts, 2).number).toBe("INV/20261124/0007/SP");
    expect(documentModel("invoice", facts, 2).number).toBe("INV/20261124/0007/TAG");
    expect(documentModel("receipt", facts, 1).number).toBe("INV/20261124/0007/KW");
    expect(documentModel("bast", facts, 2).number).toBe("INV/20261124/0007/BAST-2");
    expect(documentModel("invoice", facts, 1)).toEqual(documentModel("invoice", facts, 2));
  });
});

describe("the contract paper (Perpres 16/2018 Pasal 28 as amended by Perpres 12/2021)", () => {
  it("is a Surat Pesanan for an online shop or e-purchasing, whatever the value", () => {
    for (const value of [1, 10_000_000, 50_000_001, 200_000_001, 5_000_000_000]) {
      expect(contractPaperFor("toko_daring", value)).toBe("surat_pesanan");
      expect(contractPaperFor("e_purchasing", value)).toBe("surat_pesanan");
    }
    const big = paperFacts({
      lines: [{ detailId: 11, name: "Server", unit: "Unit", qty: 1, unitPrice: 250_000_000, listPrice: 250_000_000 }],
    });
    expect(documentModel("spk", big, 1).title).toBe("SURAT PESANAN");
  });

  it("follows the value at each threshold otherwise", () => {
    const cases: [number, string][] = [
      [10_000_000, "bukti_pembelian"],
      [10_000_001, "kuitansi"],
      [50_000_000, "kuitansi"],
      [50_000_001, "spk"],
      [200_000_000, "spk"],
      [200_000_001, "surat_perjanjian"],
    ];
    for (const [value, paper] of cases) expect(contractPaperFor("langsung", value), String(value)).toBe(paper);
  });
});

describe("the BAST", () => {
  it("writes the day in words and states the receipt as recorded", () => {
    expect(dayInWords("2026-11-27")).toBe("Jumat tanggal dua puluh tujuh bulan November tahun dua ribu dua puluh enam");
    const short = texts(documentModel("bast", paperFacts(), 2));
    expect(short).toContain("Pada hari ini Kamis tanggal dua puluh enam bulan November tahun dua ribu dua puluh enam");
    expect(short).toContain("Kertas A4 diterima kurang: 2 dari 3 Rim yang dikirim.");
    expect(short).toContain("oleh Rudi");
    expect(short).not.toContain("baik dan lengkap");
    expect(documentModel("bast", paperFacts(), 2).total).toBeNull();

    const whole = texts(documentModel("bast", paperFacts(), 1));
    expect(whole).toContain("Barang diterima dalam keadaan baik dan lengkap sesuai Surat Pesanan.");
    const complained = texts(documentModel("bast", paperFacts({ openComplaintDetailIds: [12] }), 1));
    expect(complained).toContain("Terdapat keluhan atas Pulpen yang belum diselesaikan penyedia.");
    expect(complained).not.toContain("baik dan lengkap");
  });

  it("is signed by the seller's named signatory and the official by title", () => {
    const model = documentModel("bast", paperFacts(), 1);
    expect(model.signatures.map((signature) => [signature.role, signature.name, signature.nip])).toEqual([
      ["Direktur PT Toko Pengadaan Nusantara", "Andi Muhammad Fajar", null],
      ["Pejabat Pembuat Komitmen Sekretariat", "Ir. Rahmat", "197501012000031001"],
    ]);
  });
});

describe("parties and stamp duty", () => {
  it("titles roles in Indonesian and writes the address once", () => {
    expect(roleTitle("ppk")).toBe("Pejabat Pembuat Komitmen");
    expect(roleTitle("bendahara pengeluaran")).toBe("Bendahara Pengeluaran");
    expect(roleTitle("bendahara_pengeluaran")).toBe("Bendahara Pengeluaran");
    expect(roleTitle("pp")).toBe("Pejabat Pengadaan");
    const address = "Jl. Urip No. 1, Kota Makassar, Sulawesi Selatan 90231";
    expect(addressOnce(address, "Kota Makassar", "Sulawesi Selatan")).toBe(address);
    expect(addressOnce("Jl. Urip No. 1", "Kota Makassar", "Sulawesi Selatan")).toBe(
      "Jl. Urip No. 1, Kota Makassar, Sulawesi Selatan",
    );
    const receipt = documentModel("receipt", paperFacts(), 1);
    expect(receipt.signatures.map((signature) => signature.role)).toEqual([
      "Pejabat Pembuat Komitmen Sekretariat",
      "Bendahara Pengeluaran Sekretariat",
      "Direktur PT Toko Pengadaan Nusantara",
    ]);
    expect(texts(receipt)).not.toMatch(/\bppk\b|bendahara_/);
  });

  it("puts the e-Meterai on the contract paper and on a kwitansi over Rp5.000.000 only", () => {
    const boxes = (kind: "spk" | "invoice" | "bast" | "receipt", facts = paperFacts()) =>
      documentModel(kind, facts, 1)
        .signatures.filter((signature) => signature.meterai)
        .map((signature) => signature.name);
    expect(boxes("spk")).toEqual(["Andi Muhammad Fajar"]);
    expect(boxes("invoice")).toEqual([]);
    expect(boxes("bast")).toEqual([]);
    expect(boxes("receipt")).toEqual([]);
    // Exactly Rp5.000.000 needs no stamp; one rupiah more does.
    const at = (total: number) =>
      paperFacts({
        lines: [{ detailId: 11, name: "Barang", unit: "Unit", qty: 1, unitPrice: 1, listPrice: 1 }],
        batches: [{ ...paperFacts().batches[0], items: [{ detailId: 11, qty: 1, receipt: null }] }],
        order: { ...paperFacts().order, shippingCost: total - 1, shippingCostNego: null },
      });
    expect(documentModel("receipt", at(5_000_000), 1).total).toBe(5_000_000);
    expect(boxes("receipt", at(5_000_000))).toEqual([]);
    expect(boxes("receipt", at(5_000_001))).toEqual(["Andi Muhammad Fajar"]);
  });

  it("says where a seller field is not filled in yet", () => {
    const facts = paperFacts();
    const model = documentModel("invoice", { ...facts, shop: { ...facts.shop, npwp: null, signatoryName: null } }, 1);
    expect(texts(model)).toContain("(belum diisi penjual)");
    expect(model.signatures[0].name).toBe("(belum diisi penjual)");
  });
});

describe("the members who took the steps (decision 0152)", () => {
  const takenBy = {
    requested: { name: "Andi Wijaya", role: "pp" },
    approved: { name: "Siti Aminah", role: "ppk" },
    paid: { name: "Nurdin Saleh", role: "bendahara" },
    received: { 1: [{ name: "Nur Aisyah", role: "penerima" }], 2: [] },
  } as const satisfies OrderFacts["takenBy"];
  const facts = (over: Partial<OrderFacts> = {}) =>
    paperFacts({ takenBy: { ...takenBy, received: { ...takenBy.received } }, ...over });

  it("are named with their role on the Surat Pesanan, the BAST of their batch and a paid Kwitansi", () => {
    const order = texts(documentModel("spk", facts(), 1));
    expect(order).toContain("Diajukan oleh: Andi Wijaya (PP)");
    expect(order).toContain("Disetujui oleh: Siti Aminah (PPK)");
    // One PP on the paper: the member who submitted, not the profile's free-text PP beside them.
    expect(order).not.toContain("Pejabat Pengadaan: Pak PP");
    expect(texts(documentModel("spk", paperFacts(), 1))).toContain("Pejabat Pengadaan: Pak PP");
    expect(texts(documentModel("bast", facts(), 1))).toContain("Penerimaan dicatat oleh Nur Aisyah (Penerima Barang).");
    expect(texts(documentModel("bast", facts(), 2))).not.toContain("Penerimaan dicatat oleh");
    expect(texts(documentModel("receipt", facts({ paidDay: "2026-11-28" }), 1))).toContain(
      "Dibayar oleh: Nurdin Saleh (Bendahara)",
    );
    // Not paid yet: nobody has paid.
    expect(texts(documentModel("receipt", facts(), 1))).not.toContain("Dibayar oleh");
  });

  it("leave an older order's papers as they were, so their fingerprints and codes stay", () => {
    for (const kind of ["spk", "invoice", "bast", "receipt"] as const) {
      const none = { requested: null, approved: null, paid: null, received: {} };
      expect(documentModel(kind, paperFacts({ takenBy: none, paidDay: "2026-11-28" }), 1)).toEqual(
        documentModel(kind, paperFacts({ paidDay: "2026-11-28" }), 1),
      );
    }
  });
});
