// The one model behind the order's four documents (SPK, invoice, BAST, kwitansi). Both renderers
// (Word in word.ts, PDF in pdf.ts) draw the same parts in the same order, so a field added here
// appears in both files. Everything is worked out here (totals, VAT, words, dates); the renderers
// only lay it out.
import type { ExportKind } from "../../contract/receipt";
import { rupiah } from "../../modules/seller/buyer-mails";
import { rupiahInWords } from "./terbilang";

/** What the order holds that the documents print: loaded by the receipt module, checked by nobody here. */
export type OrderFacts = {
  shop: { name: string; address: string; city: string; province: string; phone: string; email: string };
  buyer: {
    name: string;
    instance: string;
    email: string;
    phone: string;
    nip: string | null;
    namePp: string | null;
    namePpk: string | null;
  };
  order: { invoice: string; createdAt: Date; satker: string; deliveryAddress: string; recipient: string };
  spk: {
    satuanKerja: string;
    lembaga: string;
    paketKerja: string;
    tahunAnggaran: string;
    sumberDana: string;
    kodeRekening: string;
    paguAnggaran: number;
    officialType: string;
    officialName: string;
    officialNip: string;
    treasurerType: string;
    treasurerName: string;
    treasurerNip: string;
  } | null;
  shipment: { partialId: number; courier: string | null; awb: string | null; dispatchedAt: Date | null; cost: number };
  /** This batch's lines: unit price is the negotiated one when there is one. */
  lines: { name: string; qty: number; unit: string; unitPrice: number }[];
  /** The buyer's receipt of this outgoing detail, when recorded. */
  receipt: { nameReceipt: string; dateReceipt: string } | null;
  /** When the document is made (its date when the batch has not left). */
  now: Date;
};

export type DocumentLine = { no: number; name: string; qty: number; unit: string; unitPrice: string; amount: string };
export type Signature = { heading: string; role: string; name: string; nip: string | null; meterai: boolean };

export type DocumentModel = {
  kind: ExportKind;
  /** e.g. "SURAT PERINTAH KERJA (SPK)". */
  title: string;
  /** The document's number, built from the invoice and batch. */
  number: string;
  invoice: string;
  /** "24 November 2026". */
  date: string;
  /** Who issues it: the shop's letterhead. */
  letterhead: { name: string; lines: string[] };
  /** Label/value rows under the title (buyer, work unit, SPK data, delivery). */
  facts: [string, string][];
  /** The kind's own text before the table. */
  intro: string[];
  lines: DocumentLine[];
  totals: [string, string][];
  /** The total as a figure and in words ("satu juta dua ratus ribu rupiah"). */
  total: string;
  totalInWords: string;
  /** The kind's own text after the table. */
  closing: string[];
  /** "Makassar, 24 November 2026". */
  placeAndDate: string;
  signatures: Signature[];
};

const TITLES: Readonly<Record<ExportKind, string>> = {
  spk: "SURAT PERINTAH KERJA (SPK)",
  invoice: "INVOICE (SURAT TAGIHAN)",
  bast: "BERITA ACARA SERAH TERIMA BARANG (BAST)",
  receipt: "KWITANSI PEMBAYARAN",
};
const CODES: Readonly<Record<ExportKind, string>> = { spk: "SPK", invoice: "INV", bast: "BAST", receipt: "KW" };

const dayFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "Asia/Makassar",
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** A day as the shop writes it, in WITA: "24 November 2026". */
export const longDate = (at: Date): string => dayFormat.format(at);
/** A stored YYYY-MM-DD day, written long. */
const longDay = (day: string): string => longDate(new Date(`${day}T12:00:00+08:00`));

const VAT_PERCENT = 11;
const vatOf = (amount: number) => Math.round((amount * VAT_PERCENT) / 100);
const dash = (value: string | null | undefined) => (value && value.trim() !== "" ? value : "-");

/**
 * The batch's shipping: its own tariff cost, or its share of the negotiated total when the shipping
 * was negotiated (split by the batches' tariff costs; the last batch takes the rounding).
 */
export function batchShipping(
  negotiated: number | null,
  batches: { id: number; shippingCost: number }[],
  batchId: number,
): number {
  const own = batches.find((batch) => batch.id === batchId)!.shippingCost;
  if (negotiated === null) return own;
  const tariff = batches.reduce((sum, batch) => sum + batch.shippingCost, 0);
  if (tariff === 0) return batches.at(-1)!.id === batchId ? negotiated : 0;
  const shares = batches.map((batch) => Math.floor((negotiated * batch.shippingCost) / tariff));
  const index = batches.findIndex((batch) => batch.id === batchId);
  const given = shares.reduce((sum, share) => sum + share, 0);
  return index === batches.length - 1 ? shares[index] + negotiated - given : shares[index];
}

/** Builds the document of `kind` for one delivery batch of an order. */
export function documentModel(kind: ExportKind, facts: OrderFacts): DocumentModel {
  const { shop, buyer, order, spk, shipment } = facts;
  const lines = facts.lines.map((line, index) => ({
    no: index + 1,
    name: line.name,
    qty: line.qty,
    unit: line.unit,
    unitPrice: rupiah(line.unitPrice),
    amount: rupiah(line.unitPrice * line.qty),
    vat: vatOf(line.unitPrice * line.qty),
    subtotal: line.unitPrice * line.qty,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  // VAT per line, rounded per line, as the order's own total_ppn is.
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  const total = subtotal + vat + shipment.cost;
  const issued = shipment.dispatchedAt ?? facts.now;
  const workUnit = spk?.satuanKerja ?? order.satker;
  const batch = `Pengiriman ${shipment.partialId}`;

  const shopSignature: Signature = {
    heading: kind === "bast" ? "Yang Menyerahkan," : kind === "spk" ? "Penyedia," : "Hormat kami,",
    role: shop.name,
    name: shop.name,
    nip: null,
    // e-Meterai goes on what the shop signs for money received or owed.
    meterai: kind === "receipt" || kind === "invoice",
  };
  const official: Signature = {
    heading: kind === "bast" ? "Yang Menerima," : "Pejabat Pembuat Komitmen,",
    role: spk ? `${spk.officialType} ${spk.lembaga}` : `PPK ${buyer.instance}`,
    name: spk?.officialName ?? buyer.namePpk ?? buyer.name,
    nip: spk?.officialNip ?? buyer.nip,
    meterai: kind === "spk",
  };
  const treasurer: Signature | null = spk
    ? {
        heading: "Mengetahui,",
        role: spk.treasurerType,
        name: spk.treasurerName,
        nip: spk.treasurerNip,
        meterai: false,
      }
    : null;

  const facts_: [string, string][] = [
    ["Nomor Invoice", order.invoice],
    ["Tanggal Pesanan", longDate(order.createdAt)],
    ["Pemesan", `${buyer.name} (${buyer.instance})`],
    ["Satuan Kerja", workUnit],
    ["Kementerian/Lembaga", dash(spk?.lembaga)],
    ["Paket Pekerjaan", dash(spk?.paketKerja)],
    ["Tahun Anggaran", dash(spk?.tahunAnggaran)],
    ["Sumber Dana", dash(spk?.sumberDana)],
    ["Kode Rekening", dash(spk?.kodeRekening)],
    ["Pagu Anggaran", spk ? rupiah(spk.paguAnggaran) : "-"],
    ["Pengiriman", `${batch}, ${dash(shipment.courier)} ${shipment.awb ? `(No. Resi ${shipment.awb})` : ""}`.trim()],
    ["Alamat Pengiriman", `${order.recipient}, ${order.deliveryAddress}`],
  ];
  if (facts.receipt) {
    facts_.push(["Diterima", `${longDay(facts.receipt.dateReceipt)} oleh ${facts.receipt.nameReceipt}`]);
  }

  const intro: Record<ExportKind, string[]> = {
    spk: [
      `Yang bertanda tangan di bawah ini memerintahkan ${shop.name} sebagai Penyedia untuk melaksanakan pengadaan barang ${spk ? `paket "${spk.paketKerja}"` : ""} sesuai rincian berikut (${batch}).`.replace(
        /\s+/g,
        " ",
      ),
    ],
    invoice: [`Tagihan kepada ${buyer.instance}, ${workUnit}, atas barang ${batch} pesanan ${order.invoice}.`],
    bast: [
      `Pada hari ini, ${longDate(issued)}, ${shop.name} (Yang Menyerahkan) telah menyerahkan barang berikut kepada ${workUnit} (Yang Menerima) dalam keadaan baik dan lengkap (${batch}).`,
    ],
    receipt: [`Telah terima dari ${buyer.instance}, ${workUnit}, uang sejumlah ${rupiah(total)} untuk pembayaran:`],
  };
  const closing: Record<ExportKind, string[]> = {
    spk: ["Barang dikirim ke alamat pengiriman di atas. Pembayaran dilakukan setelah barang diterima dengan baik."],
    invoice: [`Pembayaran ke ${shop.name}. Pertanyaan: ${shop.phone}, ${shop.email}.`],
    bast: ["Berita acara ini dibuat untuk dipergunakan sebagaimana mestinya."],
    receipt: ["Kwitansi ini sah sebagai tanda terima pembayaran setelah dibubuhi e-Meterai dan tanda tangan."],
  };

  return {
    kind,
    title: TITLES[kind],
    number: `${order.invoice}/${CODES[kind]}-${shipment.partialId}`,
    invoice: order.invoice,
    date: longDate(issued),
    letterhead: {
      name: shop.name,
      lines: [`${shop.address}, ${shop.city}, ${shop.province}`, `Telp. ${shop.phone} · ${shop.email}`],
    },
    facts: facts_,
    intro: intro[kind],
    lines: lines.map(({ no, name, qty, unit, unitPrice, amount }) => ({ no, name, qty, unit, unitPrice, amount })),
    totals: [
      ["Subtotal", rupiah(subtotal)],
      [`PPN ${VAT_PERCENT}%`, rupiah(vat)],
      ["Ongkos Kirim", rupiah(shipment.cost)],
      ["Total", rupiah(total)],
    ],
    total: rupiah(total),
    totalInWords: rupiahInWords(total),
    closing: closing[kind],
    placeAndDate: `${shop.city}, ${longDate(issued)}`,
    signatures: [
      kind === "spk" || kind === "bast" ? official : shopSignature,
      kind === "spk" || kind === "bast" ? shopSignature : official,
      ...(treasurer && kind !== "bast" ? [treasurer] : []),
    ],
  };
}
