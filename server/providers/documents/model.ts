// The one model behind the order's papers (issue #24): one contract paper and one bill (Surat Tagihan
// and Kwitansi) per order, one BAST per delivery batch. Both renderers (word.ts, pdf.ts) draw the same
// sections in the same order, so a field added here appears in both files. Everything is worked out
// here (totals, VAT, words, dates); the renderers only lay it out. Every date comes from the order's
// records, never from the clock, so the same order gives the same paper and the same fingerprint.
import type { ExportKind } from "../../contract/receipt";
import { roleShortNames, type TeamRole } from "../../contract/team";
import { summarize, vat, VAT_PERCENT } from "../../modules/checkout/totals";
import { rupiah } from "../../modules/seller/buyer-mails";
import { allocate } from "./allocate";
import {
  CONTRACT_PAPER_CODES,
  CONTRACT_PAPER_NAMES,
  CONTRACT_PAPER_TITLES,
  contractPaperFor,
  SHOP_CHANNEL,
} from "./contract-paper";
import { dayInWords } from "./date-words";
import { addressOnce, orNotFilled, roleTitle } from "./parties";
import { rupiahInWords } from "./terbilang";

/** What the order holds that the papers print: loaded by the receipt module, checked by nobody here. */
export type OrderFacts = {
  shop: {
    tradeName: string;
    legalName: string | null;
    nib: string | null;
    npwp: string | null;
    bankName: string | null;
    bankAccountNumber: string | null;
    bankAccountName: string | null;
    signatoryName: string | null;
    signatoryTitle: string | null;
    address: string;
    city: string;
    province: string;
    phone: string;
    email: string;
  };
  buyer: { name: string; instance: string; namePp: string | null };
  order: {
    invoice: string;
    /** YYYY-MM-DD (WITA). */
    createdDay: string;
    satker: string;
    recipient: string;
    deliveryAddress: string;
    shippingCost: number;
    shippingCostNego: number | null;
  };
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
    npwp: string | null;
    /** YYYY-MM-DD (WITA) the form was saved. */
    savedDay: string;
  } | null;
  /** The order's lines at the agreed price (the negotiated one when there is one). */
  lines: { detailId: number; name: string; unit: string; qty: number; unitPrice: number; listPrice: number }[];
  /** Delivery batches by partial id, each with its items and their receipt. */
  batches: {
    partialId: number;
    shippingCost: number;
    etd: string | null;
    courier: string | null;
    awb: string | null;
    /** YYYY-MM-DD (WITA) the batch left; null while it waits. */
    dispatchedDay: string | null;
    items: {
      detailId: number;
      qty: number;
      receipt: { day: string; unitReceipt: number | null; name: string | null } | null;
    }[];
  }[];
  /** Lines with a complaint the seller has not answered. */
  openComplaintDetailIds: number[];
  /** YYYY-MM-DD (WITA) of the successful payment, when paid. */
  paidDay: string | null;
  /** Who of the work unit took the steps the papers record (decision 0152); absent on older orders. */
  takenBy?: StepTakers;
};

/** A member who took a step, as the order's timeline kept them then. */
export type StepTaker = { name: string; role: TeamRole };

export type StepTakers = {
  /** The purchase request (the PP). */
  requested: StepTaker | null;
  /** The Surat Pesanan: the deal accepted or the SPK saved, the last of them (the PPK). */
  approved: StepTaker | null;
  /** The payment started or its proof uploaded, the last of them (the Bendahara). */
  paid: StepTaker | null;
  /** Each batch's receipt, by partial id (the receiver or receivers). */
  received: Record<number, StepTaker[]>;
};

/** "Siti Aminah (PPK)". */
export const takerText = (taker: StepTaker): string => `${taker.name} (${roleShortNames[taker.role]})`;
/** A label/value row only when the step's taker is known: an older order's paper stays as it was. */
const takerRow = (label: string, taker: StepTaker | null | undefined): [string, string][] =>
  taker ? [[label, takerText(taker)]] : [];

export type Table = {
  headers: string[];
  /** Column widths in percent of the text width. */
  widths: number[];
  /** Right-aligned columns. */
  right: number[];
  rows: string[][];
  /** Label/value rows under the table, the label across all but the last column; the last one bold. */
  footer: [string, string][];
};

export type Section = {
  heading?: string;
  facts?: [string, string][];
  paragraphs?: string[];
  table?: Table;
};

export type Signature = { heading: string; role: string; name: string; nip: string | null; meterai: boolean };

export type DocumentModel = {
  kind: ExportKind;
  /** e.g. "SURAT PESANAN". */
  title: string;
  number: string;
  invoice: string;
  /** The BAST's batch; null for the order's papers. */
  partialId: number | null;
  /** The paper's own day, YYYY-MM-DD (WITA). */
  day: string;
  /** The amount the paper states; null for a BAST (goods only). */
  total: number | null;
  letterhead: { name: string; lines: string[] };
  sections: Section[];
  /** "Kota Makassar, 24 November 2026". */
  placeAndDate: string;
  signatures: Signature[];
};

/** The check printed at the foot of every paper (its code, link and fingerprint, and the QR of the link). */
export type Verification = { code: string; url: string; fingerprint: string; qrPng: Buffer };

const CODES = { invoice: "TAG", receipt: "KW", bast: "BAST" } as const;
/** Bea Meterai (UU 10/2020): a paper acknowledging money received above Rp5.000.000. */
export const METERAI_ABOVE = 5_000_000;

const dayFormat = new Intl.DateTimeFormat("id-ID", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** A stored YYYY-MM-DD day, written long: "24 November 2026". */
export const longDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));
const latest = (days: (string | null | undefined)[]): string | null =>
  days
    .filter((day): day is string => Boolean(day))
    .sort()
    .at(-1) ?? null;
const dash = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : "-");

/**
 * The batch's shipping: its own tariff cost, or its share of the negotiated total when the shipping
 * was negotiated (split by the batches' tariff costs, to the rupiah).
 */
export function batchShipping(negotiated: number | null, batches: { shippingCost: number }[]): number[] {
  if (negotiated === null) return batches.map((batch) => batch.shippingCost);
  return allocate(
    negotiated,
    batches.map((batch) => batch.shippingCost),
  );
}

/** The money of the whole order, by the order's own rule (checkout/totals.ts): what the shop asks to be paid. */
function orderMoney(facts: OrderFacts) {
  const summary = summarize(
    facts.lines.map((line) => ({
      qty: line.qty,
      subtotal: line.listPrice * line.qty,
      subtotalNego: line.unitPrice === line.listPrice ? null : line.unitPrice * line.qty,
    })),
    facts.order.shippingCost,
    facts.order.shippingCostNego,
  );
  return {
    subtotal: summary.total_price_nego,
    vat: summary.total_ppn,
    shipping: summary.shipping,
    total: summary.grand_total,
  };
}

/**
 * Each batch's value (goods, VAT and shipping), adding up to the order's total to the rupiah: a line's
 * VAT, rounded once for the whole line as the order rounds it, is split over its batches by quantity.
 */
export function batchValues(facts: OrderFacts): number[] {
  const values = facts.batches.map(() => 0);
  for (const line of facts.lines) {
    const shares = facts.batches.map((batch) =>
      batch.items.filter((item) => item.detailId === line.detailId).reduce((sum, item) => sum + item.qty, 0),
    );
    const vats = allocate(vat(line.unitPrice * line.qty), shares);
    shares.forEach((qty, index) => (values[index] += qty * line.unitPrice + vats[index]));
  }
  const shipping = batchShipping(facts.order.shippingCostNego, facts.batches);
  return values.map((value, index) => value + shipping[index]);
}

function linesTable(facts: OrderFacts, money: ReturnType<typeof orderMoney>): Table {
  return {
    headers: ["No", "Nama Barang", "Jumlah", "Satuan", "Harga Satuan", "Jumlah Harga"],
    widths: [6, 38, 10, 12, 17, 17],
    right: [2, 4, 5],
    rows: facts.lines.map((line, index) => [
      String(index + 1),
      line.unitPrice === line.listPrice
        ? line.name
        : `${line.name} (harga hasil negosiasi; harga katalog ${rupiah(line.listPrice)})`,
      String(line.qty),
      line.unit,
      rupiah(line.unitPrice),
      rupiah(line.unitPrice * line.qty),
    ]),
    footer: [
      ["Subtotal", rupiah(money.subtotal)],
      [`PPN ${VAT_PERCENT}%`, rupiah(money.vat)],
      ["Ongkos Kirim", rupiah(money.shipping)],
      ["Total", rupiah(money.total)],
    ],
  };
}

/** The order's papers and the BAST of one batch, built from the order's facts. */
export function documentModel(kind: ExportKind, facts: OrderFacts, partialId: number): DocumentModel {
  const { shop, buyer, order, spk } = facts;
  const money = orderMoney(facts);
  const paper = contractPaperFor(SHOP_CHANNEL, money.total);
  const contractNumber = `${order.invoice}/${CONTRACT_PAPER_CODES[paper]}`;
  const contractDay = spk?.savedDay ?? order.createdDay;
  const workUnit = spk?.satuanKerja ?? order.satker;
  const shopName = shop.legalName?.trim() || shop.tradeName;
  const shopAddress = addressOnce(shop.address, shop.city, shop.province);
  const officialTitle = roleTitle(spk?.officialType ?? "ppk");
  const treasurerTitle = roleTitle(spk?.treasurerType ?? "bendahara_pengeluaran");
  const account = shop.bankAccountNumber
    ? `${orNotFilled(shop.bankName)} nomor rekening ${shop.bankAccountNumber} atas nama ${orNotFilled(shop.bankAccountName)}`
    : orNotFilled(null);

  const seller: Signature = {
    heading: "Penyedia,",
    role: `${orNotFilled(shop.signatoryTitle)} ${shopName}`,
    name: orNotFilled(shop.signatoryName),
    nip: null,
    meterai: false,
  };
  const official: Signature = {
    heading: "Pemesan,",
    role: `${officialTitle} ${workUnit}`,
    name: spk?.officialName ?? "-",
    nip: spk?.officialNip ?? null,
    meterai: false,
  };
  const treasurer: Signature = {
    heading: "Lunas dibayar,",
    role: `${treasurerTitle} ${workUnit}`,
    name: spk?.treasurerName ?? "-",
    nip: spk?.treasurerNip ?? null,
    meterai: false,
  };

  const buyerParty: [string, string][] = [
    ["Nama", dash(spk?.officialName)],
    ["NIP", dash(spk?.officialNip)],
    ["Jabatan", officialTitle],
    ["Satuan Kerja", workUnit],
    ["Kementerian/Lembaga/Pemerintah Daerah", dash(spk?.lembaga ?? buyer.instance)],
    ...(spk?.npwp ? [["NPWP Satuan Kerja", spk.npwp] as [string, string]] : []),
    // The member who submitted is the PP of record; the profile's free-text PP only for older orders.
    ...(buyer.namePp && !facts.takenBy?.requested ? [["Pejabat Pengadaan", buyer.namePp] as [string, string]] : []),
    ["Alamat Pengiriman", `${order.recipient}, ${order.deliveryAddress}`],
  ];
  const sellerParty: [string, string][] = [
    ["Nama Penyedia", shop.legalName ? `${shop.legalName} (${shop.tradeName})` : shop.tradeName],
    ["Alamat", shopAddress],
    ["NIB", orNotFilled(shop.nib)],
    ["NPWP", orNotFilled(shop.npwp)],
    ["Rekening", account],
    ["Diwakili oleh", `${orNotFilled(shop.signatoryName)}, ${orNotFilled(shop.signatoryTitle)}`],
  ];
  const budget: [string, string][] = [
    ["Nomor Pesanan", order.invoice],
    ["Paket Pekerjaan", dash(spk?.paketKerja)],
    ["Tahun Anggaran", dash(spk?.tahunAnggaran)],
    ["Sumber Dana", dash(spk?.sumberDana)],
    ["Kode Rekening", dash(spk?.kodeRekening)],
    ["Pagu Anggaran", spk ? rupiah(spk.paguAnggaran) : "-"],
  ];
  const taxes = `Pajak: PPN ${VAT_PERCENT}% sebesar ${rupiah(money.vat)} termasuk dalam total; penyedia memungut dan menyetorkannya sebagai Pengusaha Kena Pajak (NPWP ${orNotFilled(shop.npwp)}), karena pembayaran diterima penuh melalui kanal pembayaran toko.`;
  const letterhead = {
    name: shopName,
    lines: [
      shopAddress,
      `Telp. ${shop.phone} · ${shop.email}`,
      `NIB ${orNotFilled(shop.nib)} · NPWP ${orNotFilled(shop.npwp)}`,
    ],
  };
  const received = facts.batches.flatMap((batch) => batch.items).every((item) => item.receipt);
  const billDay =
    latest([
      ...facts.batches.flatMap((batch) => batch.items.map((item) => item.receipt?.day)),
      ...facts.batches.map((batch) => batch.dispatchedDay),
    ]) ?? contractDay;
  const base = { kind, invoice: order.invoice, letterhead };

  if (kind === "spk") {
    const values = batchValues(facts);
    const schedule: Table = {
      headers: ["Pengiriman", "Barang", "Jadwal", "Nilai"],
      widths: [14, 44, 25, 17],
      right: [3],
      rows: facts.batches.map((batch, index) => [
        `Pengiriman ${batch.partialId}`,
        batch.items
          .map((item) => {
            const line = facts.lines.find((candidate) => candidate.detailId === item.detailId);
            return `${line?.name ?? "-"} ${item.qty} ${line?.unit ?? ""}`.trim();
          })
          .join("; "),
        batch.dispatchedDay
          ? `Dikirim ${longDay(batch.dispatchedDay)}${batch.courier ? `, ${batch.courier}` : ""}${batch.awb ? ` (No. Resi ${batch.awb})` : ""}`
          : `Belum dikirim${batch.etd ? `; estimasi ${batch.etd} hari sejak dikirim` : ""}`,
        rupiah(values[index]),
      ]),
      footer: [["Total", rupiah(values.reduce((sum, value) => sum + value, 0))]],
    };
    return {
      ...base,
      title: CONTRACT_PAPER_TITLES[paper],
      number: contractNumber,
      partialId: null,
      day: contractDay,
      total: money.total,
      sections: [
        { facts: [["Tanggal", longDay(contractDay)], ...budget] },
        {
          heading: "Pemesan",
          facts: [
            ...buyerParty,
            ...takerRow("Diajukan oleh", facts.takenBy?.requested),
            ...takerRow("Disetujui oleh", facts.takenBy?.approved),
          ],
        },
        { heading: "Penyedia", facts: sellerParty },
        {
          paragraphs: [
            `Pemesan memesan kepada Penyedia barang berikut dengan harga yang telah disepakati, termasuk PPN ${VAT_PERCENT}% dan ongkos kirim. Surat Pesanan ini adalah bentuk kontrak pembelian melalui toko daring (Pasal 28 Peraturan Presiden Nomor 16 Tahun 2018 sebagaimana diubah dengan Peraturan Presiden Nomor 12 Tahun 2021).`,
          ],
          table: linesTable(facts, money),
        },
        { paragraphs: [`Terbilang: ${rupiahInWords(money.total)}`] },
        {
          heading: "Jadwal Pengiriman",
          paragraphs: [
            "Barang dikirim dalam pengiriman berikut; nilai tiap pengiriman termasuk PPN dan ongkos kirimnya.",
          ],
          table: schedule,
        },
        {
          paragraphs: [
            `Setiap pengiriman diserahterimakan dengan Berita Acara Serah Terima. Pembayaran dilakukan setelah seluruh barang diterima, berdasarkan Surat Tagihan dan Kwitansi sebesar ${rupiah(money.total)}, ke rekening Penyedia: ${account}.`,
          ],
        },
      ],
      placeAndDate: `${shop.city}, ${longDay(contractDay)}`,
      // The paper binds the seller: its signature carries the stamp duty (decision 0131).
      signatures: [official, { ...seller, heading: "Penyedia,", meterai: true }],
    };
  }

  if (kind === "invoice") {
    return {
      ...base,
      title: "SURAT TAGIHAN",
      number: `${order.invoice}/${CODES.invoice}`,
      partialId: null,
      day: billDay,
      total: money.total,
      sections: [
        {
          facts: [
            ["Tanggal", longDay(billDay)],
            ["Kepada", `${officialTitle} ${workUnit}`],
            ["u.p.", `${treasurerTitle} ${workUnit}`],
            ...(spk?.npwp ? [["NPWP Satuan Kerja", spk.npwp] as [string, string]] : []),
            [CONTRACT_PAPER_NAMES[paper], contractNumber],
            // The bill names what the budget line needs to pay it; the ceiling stays on the order paper.
            ...budget.filter(([label]) => label !== "Pagu Anggaran" && label !== "Sumber Dana"),
          ],
        },
        {
          paragraphs: [
            `Bersama ini ${shopName} menagihkan pembayaran atas pesanan ${order.invoice} ${received ? "yang telah diterima seluruhnya" : "yang telah diserahkan"} (${facts.batches.map((batch) => `BAST Pengiriman ${batch.partialId}`).join(", ")}) dengan rincian berikut:`,
          ],
          table: linesTable(facts, money),
        },
        { paragraphs: [`Terbilang: ${rupiahInWords(money.total)}`] },
        {
          heading: "Pembayaran",
          facts: [
            ["Jumlah yang ditagihkan", rupiah(money.total)],
            ["Ke rekening", account],
          ],
          paragraphs: [taxes],
        },
      ],
      placeAndDate: `${shop.city}, ${longDay(billDay)}`,
      signatures: [{ ...seller, heading: "Hormat kami," }],
    };
  }

  if (kind === "receipt") {
    const day = facts.paidDay ?? billDay;
    return {
      ...base,
      title: "KWITANSI",
      number: `${order.invoice}/${CODES.receipt}`,
      partialId: null,
      day,
      total: money.total,
      sections: [
        {
          facts: [
            ["Telah terima dari", `${treasurerTitle} ${workUnit}, ${dash(spk?.lembaga ?? buyer.instance)}`],
            ...(spk?.npwp ? [["NPWP Satuan Kerja", spk.npwp] as [string, string]] : []),
            ["Uang sejumlah", rupiah(money.total)],
            ["Terbilang", rupiahInWords(money.total)],
            [
              "Untuk pembayaran",
              `Pesanan ${order.invoice}${spk ? `, paket "${spk.paketKerja}"` : ""}, sesuai ${CONTRACT_PAPER_NAMES[paper]} ${contractNumber} dan Surat Tagihan ${order.invoice}/${CODES.invoice}`,
            ],
            ["Tahun Anggaran / Kode Rekening", `${dash(spk?.tahunAnggaran)} / ${dash(spk?.kodeRekening)}`],
            // Only once the money is in: a Kwitansi printed before names nobody as having paid.
            ...takerRow("Dibayar oleh", facts.paidDay ? facts.takenBy?.paid : null),
          ],
        },
        { table: linesTable(facts, money) },
        { paragraphs: [taxes, `Dibayarkan ke rekening ${account}.`] },
      ],
      placeAndDate: `${shop.city}, ${longDay(day)}`,
      signatures: [
        { ...official, heading: "Setuju dibayar," },
        treasurer,
        { ...seller, heading: "Yang menerima,", meterai: money.total > METERAI_ABOVE },
      ],
    };
  }

  // BAST: one batch, from its receipt record; goods only, no money.
  const batch = facts.batches.find((candidate) => candidate.partialId === partialId) ?? facts.batches[0];
  const rows = batch.items.map((item) => {
    const line = facts.lines.find((candidate) => candidate.detailId === item.detailId);
    return { item, name: line?.name ?? "-", unit: line?.unit ?? "" };
  });
  const day = latest(batch.items.map((item) => item.receipt?.day)) ?? batch.dispatchedDay ?? contractDay;
  const receivers = [...new Set(batch.items.map((item) => item.receipt?.name).filter(Boolean))].join(", ");
  const conditions: string[] = [];
  for (const { item, name, unit } of rows) {
    if (!item.receipt) conditions.push(`Penerimaan ${name} belum dicatat oleh penerima.`);
    else if (item.receipt.unitReceipt !== null && item.receipt.unitReceipt < item.qty)
      conditions.push(
        `${name} diterima kurang: ${item.receipt.unitReceipt} dari ${item.qty} ${unit} yang dikirim.`.replace(
          /\s+/g,
          " ",
        ),
      );
    if (facts.openComplaintDetailIds.includes(item.detailId))
      conditions.push(`Terdapat keluhan atas ${name} yang belum diselesaikan penyedia.`);
  }
  const receivedBy = facts.takenBy?.received[batch.partialId] ?? [];
  const condition =
    conditions.length === 0
      ? "Barang diterima dalam keadaan baik dan lengkap sesuai Surat Pesanan."
      : `Barang diterima dengan catatan: ${conditions.join(" ")}`;
  const note = (item: (typeof rows)[number]["item"]) =>
    !item.receipt
      ? "Belum dicatat"
      : [
          item.receipt.unitReceipt !== null && item.receipt.unitReceipt < item.qty ? "Kurang" : "Sesuai",
          ...(facts.openComplaintDetailIds.includes(item.detailId) ? ["ada keluhan"] : []),
        ].join(", ");
  return {
    ...base,
    title: "BERITA ACARA SERAH TERIMA BARANG",
    number: `${order.invoice}/${CODES.bast}-${batch.partialId}`,
    partialId: batch.partialId,
    day,
    total: null,
    sections: [
      {
        paragraphs: [`Pada hari ini ${dayInWords(day)}, yang bertanda tangan di bawah ini:`],
      },
      {
        heading: "Pihak Pertama (Yang Menyerahkan)",
        facts: [
          ["Nama", orNotFilled(shop.signatoryName)],
          ["Jabatan", `${orNotFilled(shop.signatoryTitle)} ${shopName}`],
          ["Alamat", shopAddress],
        ],
      },
      {
        heading: "Pihak Kedua (Yang Menerima)",
        facts: [
          ["Nama", dash(spk?.officialName)],
          ["NIP", dash(spk?.officialNip)],
          ["Jabatan", `${officialTitle} ${workUnit}`],
        ],
      },
      {
        paragraphs: [
          `Pihak Pertama menyerahkan kepada Pihak Kedua barang Pengiriman ${batch.partialId} pesanan ${order.invoice} (${CONTRACT_PAPER_NAMES[paper]} ${contractNumber}), dikirim ${batch.dispatchedDay ? longDay(batch.dispatchedDay) : "-"}${batch.courier ? ` dengan ${batch.courier}` : ""}${batch.awb ? ` (No. Resi ${batch.awb})` : ""}, diterima di ${order.deliveryAddress}${receivers ? ` oleh ${receivers}` : ""}, dengan rincian berikut:`,
        ],
        table: {
          headers: ["No", "Nama Barang", "Satuan", "Dikirim", "Diterima", "Keterangan"],
          widths: [6, 40, 12, 11, 11, 20],
          right: [3, 4],
          rows: rows.map((row, index) => [
            String(index + 1),
            row.name,
            row.unit,
            String(row.item.qty),
            row.item.receipt?.unitReceipt != null ? String(row.item.receipt.unitReceipt) : "-",
            note(row.item),
          ]),
          footer: [],
        },
      },
      {
        paragraphs: [
          condition,
          ...(receivedBy.length > 0 ? [`Penerimaan dicatat oleh ${receivedBy.map(takerText).join(", ")}.`] : []),
          "Berita acara ini dibuat untuk dipergunakan sebagaimana mestinya; nilai pesanan ditagihkan sekali untuk seluruh pesanan dengan Surat Tagihan.",
        ],
      },
    ],
    placeAndDate: `${shop.city}, ${longDay(day)}`,
    signatures: [
      { ...seller, heading: "Pihak Pertama, Yang Menyerahkan," },
      { ...official, heading: "Pihak Kedua, Yang Menerima," },
    ],
  };
}
