// The order's papers (issues #13, #24): export-spk (the contract paper: a Surat Pesanan), export-invoice
// (Surat Tagihan), export-receipt (Kwitansi) for the whole order and export-bast per delivery batch, as
// Word files opened by a real reader (LibreOffice, headless, from Debian) and as PDFs read by poppler's
// pdfinfo and pdftotext. The order has two batches and a negotiated line split 3 + 3 between them, whose
// VAT rounded per batch would add a rupiah: every bill states exactly the payment the shop asks for.
// The public check answers for each paper's code, says when the order changed, and refuses a forgery.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentCheckResponse } from "../../server/contract/document-check";
import { startPaymentResponse } from "../../server/contract/payment";
import { EXPORT_KINDS, receiptSaveResponse, type ExportKind } from "../../server/contract/receipt";
import { todayInWita } from "../../server/contract/seller-orders";
import { complaints, customers, spks, transactionDetails, transactions } from "../../server/db/schema";
import { summarize } from "../../server/modules/checkout/totals";
import { dayInWords } from "../../server/providers/documents/date-words";
import { terbilang } from "../../server/providers/documents/terbilang";
import { useApiSuite } from "../helpers/api-suite";
import { buildSplitOrder, dispatch, type SplitOrder } from "../helpers/receipt-order";
import { formRequest, getRequest, multipartRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const run = promisify(execFile);
const { api, demo, other, seller } = useApiSuite({ seller: true, api: { shopOrigin: "http://shop.test" } });
const db = () => api.handle.db;
let order: SplitOrder;
let work: string;
/** The payment the shop asked for once every batch was received. */
let nominal: number;
/** The BAST of batch 2 as made while its receipt was short, and its check code. */
let shortBast: string;
let shortBastCode: string;

// 6 × Rp 123.450 (negotiated from 130.000) split 3 + 3, and 2 × Rp 12.345 in batch 1; shipping 2 × 50.000.
// VAT per line: 81.477 + 2.716. Per batch, the split line's VAT would be 40.739 twice (one rupiah more).
const TOTAL = 949_583;
const TOTAL_TEXT = "Rp. 949.583";
const WORDS = "sembilan ratus empat puluh sembilan ribu lima ratus delapan puluh tiga rupiah";

const exportUrl = (kind: ExportKind, query: string) => `/api/transaction-support-document/export-${kind}?${query}`;
const queryOf = (format: "doc" | "pdf" | null, outgoing = order.split1) =>
  `transaction_id=${order.id}&outgoing_detail_id=${outgoing}${format ? `&format=${format}` : ""}`;
const flat = (text: string) => text.replace(/\s+/g, " ");

async function receive(outgoingDetailId: number, units: number, name: string, update = false) {
  const request = await multipartRequest(
    demo,
    `/api/transaction-support-document/${update ? "update" : "create"}/${outgoingDetailId}`,
    {
      name_receipt: name,
      unit_receipt: String(units),
      date_receipt: todayInWita(),
      ...(update ? { _method: "PUT" } : {}),
    },
  );
  const { response } = await call(api.app, receiptSaveResponse, request);
  expect(response.statusCode, response.body).toBe(200);
}

async function pdfText(kind: ExportKind, outgoing = order.split1, who: Buyer = demo): Promise<string> {
  const response = await api.app.inject(getRequest(who, exportUrl(kind, queryOf("pdf", outgoing))));
  expect(response.statusCode, response.body).toBe(200);
  const file = path.join(work, `${kind}-${outgoing}-${Date.now()}.pdf`);
  await writeFile(file, response.rawPayload);
  return flat((await run("pdftotext", ["-layout", file, "-"])).stdout);
}

const codeIn = (text: string) => /Kode verifikasi: ([A-Za-z0-9_-]{12})/.exec(text)?.[1] ?? "";

/** Converts files with LibreOffice (its own profile folder, so parallel runs do not share a lock). */
async function soffice(target: string, files: string[]) {
  const profile = `file://${path.join(work, "lo-profile")}`;
  await run(
    "soffice",
    [`-env:UserInstallation=${profile}`, "--headless", "--convert-to", target, "--outdir", work, ...files],
    { timeout: 180_000 },
  );
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "documents-test-"));
  order = await buildSplitOrder(db(), {
    buyerId: demo.id,
    spk: false,
    split: [3, 3],
    splitPrice: 130_000,
    whole: { qty: 2, price: 12_345 },
  });
  // The negotiated price of the split line, and the order's totals as the negotiation leaves them.
  await db()
    .update(transactionDetails)
    .set({ priceNego: 123_450, subtotalNego: 740_700, isNego: true })
    .where(eq(transactionDetails.id, order.detailIds[0]));
  const summary = summarize(
    [
      { qty: 6, subtotal: 780_000, subtotalNego: 740_700 },
      { qty: 2, subtotal: 24_690, subtotalNego: null },
    ],
    100_000,
    null,
  );
  expect(summary.grand_total).toBe(TOTAL);
  await db()
    .update(transactions)
    .set({ totalPriceNego: summary.total_price_nego, totalPpn: summary.total_ppn, grandTotal: summary.grand_total })
    .where(eq(transactions.id, order.id));
  await db().insert(spks).values({
    transactionId: order.id,
    satuanKerja: "Bagian Umum Sekretariat",
    lembaga: "Pemerintah Kota Makassar",
    paketKerja: "Pengadaan Alat Tulis Kantor",
    tahunAnggaran: "2026",
    sumberDana: "APBD",
    kodeRekening: "51020101",
    paguAnggaran: 25_000_000,
    officialType: "ppk",
    officialName: "Ir. Rahmat Hidayat",
    officialNip: "197501012000031001",
    treasurerType: "bendahara_pengeluaran",
    treasurerName: "Sitti Aminah",
    treasurerNip: "198203152006042002",
    npwp: "0987654321098765",
  });
  await dispatch(api, seller, order.id, 1);
  await dispatch(api, seller, order.id, 2);
  await receive(order.split1, 3, "Nur Aisyah");
  await receive(order.whole, 2, "Nur Aisyah");
  // Batch 2 first arrives short, with a complaint about the paper still open.
  await receive(order.split2, 2, "Rudi Hartono");
  const [complaint] = await db()
    .insert(complaints)
    .values({ transactionDetailId: order.detailIds[0], customerId: demo.id, descriptionComplaint: "Satu rim basah" })
    .returning({ id: complaints.id });
  shortBast = await pdfText("bast", order.split2);
  shortBastCode = codeIn(shortBast);
  // The rest comes, the complaint is answered: the order is payable.
  await db()
    .update(complaints)
    .set({ responAdmin: "Diganti", respondedAt: new Date() })
    .where(and(eq(complaints.id, complaint.id)));
  await receive(order.split2, 3, "Rudi Hartono", true);
  const started = await call(
    api.app,
    startPaymentResponse,
    formRequest(demo, "POST", "/api/transaction/payment", {
      transaction_id: order.id,
      payment_success_url: `http://shop.test/example/bpd-payment?id_transaksi=${order.id}`,
      payment_service: "BPD",
    }),
  );
  expect(started.response.statusCode, started.response.body).toBe(200);
  nominal = started.body.data.nominal;
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe("the papers as PDF", () => {
  it("bill the payment the shop asks for, to the rupiah, in figures and words", async () => {
    expect(nominal).toBe(TOTAL);
    for (const kind of ["spk", "invoice", "receipt"] as const) {
      // The same paper whichever batch's outgoing detail asks for it: one per order.
      const [first, second] = [await pdfText(kind, order.split1), await pdfText(kind, order.split2)];
      expect(second, kind).toBe(first);
      expect(first, kind).toContain(`Total ${TOTAL_TEXT}`);
      expect(first, kind).toContain(WORDS);
      expect(first, kind).not.toContain("Rp. 949.584");
    }
  });

  it("give the contract paper as a Surat Pesanan with parties, agreed prices and the delivery schedule", async () => {
    const text = await pdfText("spk");
    expect(text).toContain("SURAT PESANAN");
    expect(text).not.toContain("SURAT PERINTAH KERJA");
    expect(text).toContain(`Nomor: ${order.invoice}/SP`);
    expect(text).toContain("Pejabat Pembuat Komitmen");
    expect(text).toContain("Ir. Rahmat Hidayat");
    expect(text).toContain("NIP. 197501012000031001");
    expect(text).toContain("NPWP Satuan Kerja : 0987654321098765");
    expect(text).toContain("PT Toko Pengadaan Nusantara");
    expect(text).toContain("NIB : 9120301234567");
    expect(text).toContain("NPWP : 0123456789012345");
    expect(text).toContain("Bank Sulselbar nomor rekening 1500123456789");
    expect(text).toContain("Andi Muhammad Fajar");
    expect(text).toContain("Rp. 123.450");
    expect(text).toContain("negosiasi; harga katalog Rp. 130.000");
    expect(text).toContain("Jadwal Pengiriman");
    expect(text).toMatch(/Pengiriman 1 .*Pengiriman 2 /);
    expect(text).toContain("e-Meterai");
    expect(text).toContain("Toko Pengadaan");
    // The address once; the codes of the SPK form never.
    expect(text.match(/Sulawesi Selatan 90231/g)?.length).toBe(2); // letterhead and the seller's party
    expect(text).not.toMatch(/Sulawesi Selatan 90231, Kota Makassar/);
    expect(text).not.toMatch(/\bppk\b|bendahara_pengeluaran/);
  });

  it("bill once with the Surat Tagihan and the Kwitansi: account, taxes, signatories by title and name", async () => {
    const bill = await pdfText("invoice");
    expect(bill).toContain("SURAT TAGIHAN");
    expect(bill).toContain(`Nomor: ${order.invoice}/TAG`);
    expect(bill).toContain("Bendahara Pengeluaran Bagian Umum Sekretariat");
    expect(bill).toContain("Pajak: PPN 11% sebesar Rp. 84.193");
    expect(bill).toContain("1500123456789");
    expect(bill).not.toContain("e-Meterai"); // a bill acknowledges no money received

    const receipt = await pdfText("receipt");
    expect(receipt).toContain("KWITANSI");
    expect(receipt).toContain(`Nomor: ${order.invoice}/KW`);
    expect(receipt).toContain("Setuju dibayar");
    expect(receipt).toContain("Lunas dibayar");
    expect(receipt).toContain("Sitti Aminah");
    expect(receipt).toContain("NIP. 198203152006042002");
    // Under Rp5.000.000: no stamp duty.
    expect(receipt).not.toContain("e-Meterai");
    expect(receipt).toContain(terbilang(TOTAL));
  });

  it("make the BAST of each batch from its receipt record", async () => {
    const today = todayInWita();
    const words = `Pada hari ini ${dayInWords(today)}`;
    const first = await pdfText("bast", order.whole);
    expect(first).toContain(`Nomor: ${order.invoice}/BAST-1`);
    expect(first).toContain(words);
    expect(first).toContain("oleh Nur Aisyah");
    // Who recorded it in the shop: the buyer, in the receiver's role (decision 0152).
    const [{ name }] = await db().select({ name: customers.name }).from(customers).where(eq(customers.id, demo.id));
    expect(first).toContain(`Penerimaan dicatat oleh ${name} (Penerima Barang).`);
    expect(first).toContain("Barang diterima dalam keadaan baik dan lengkap sesuai Surat Pesanan.");
    expect(first).not.toContain("Rp."); // goods, not money

    expect(shortBast).toContain(`Nomor: ${order.invoice}/BAST-2`);
    expect(shortBast).toContain(words);
    expect(shortBast).toContain("oleh Rudi Hartono");
    expect(shortBast).toContain("diterima kurang: 2 dari 3 Unit yang dikirim");
    expect(shortBast).toContain("Terdapat keluhan atas");
    expect(shortBast).not.toContain("baik dan lengkap");
    const now = await pdfText("bast", order.split2);
    expect(now).toContain("baik dan lengkap");
  });

  it("are A4, PDF 1.6 or later, under 800 KB", async () => {
    for (const kind of EXPORT_KINDS) {
      const response = await api.app.inject(getRequest(demo, exportUrl(kind, queryOf("pdf"))));
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="Template_${kind}.pdf"`),
      );
      expect(response.rawPayload.length).toBeLessThan(800 * 1024);
      const file = path.join(work, `${kind}.pdf`);
      await writeFile(file, response.rawPayload);
      const info = (await run("pdfinfo", [file])).stdout;
      expect(info).toMatch(/^Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)$/m);
      expect(Number(/^PDF version:\s+(\d\.\d)$/m.exec(info)?.[1])).toBeGreaterThanOrEqual(1.6);
    }
  });
});

describe("the papers as Word", () => {
  it("say what the PDFs say: Template_<kind>.doc read back by LibreOffice", async () => {
    const files: string[] = [];
    for (const kind of EXPORT_KINDS) {
      const response = await api.app.inject(getRequest(demo, exportUrl(kind, queryOf(null))));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Template_${kind}.doc"; filename*=UTF-8''Template_${kind}.doc`,
      );
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const file = path.join(work, `Template_${kind}.doc`);
      await writeFile(file, response.rawPayload);
      files.push(file);
    }
    await soffice("txt:Text", files);
    const word = async (kind: ExportKind) => flat(await readFile(path.join(work, `Template_${kind}.txt`), "utf8"));
    for (const kind of EXPORT_KINDS) {
      const text = await word(kind);
      expect(text, kind).toContain(order.invoice);
      expect(text, kind).toContain("PT Toko Pengadaan Nusantara");
      expect(text, kind).toContain("Pejabat Pembuat Komitmen");
      expect(text, kind).toMatch(/Kode verifikasi: [A-Za-z0-9_-]{12}/);
      expect(text, kind).toContain("/verifikasi-dokumen/");
      // Word and PDF come from one model: the same paper, the same code.
      expect(codeIn(text), kind).toBe(codeIn(await pdfText(kind)));
    }
    expect(await word("spk")).toContain("SURAT PESANAN");
    expect(await word("invoice")).toContain("SURAT TAGIHAN");
    expect(await word("invoice")).toContain(TOTAL_TEXT);
    expect(await word("receipt")).toContain(WORDS);
    expect(await word("bast")).toContain(`Pada hari ini ${dayInWords(todayInWita())}`);
  });
});

describe("the public check", () => {
  const check = (code: string) => api.app.inject({ method: "GET", url: `/api/document-check/${code}` });

  it("answers for a paper without a login: who issued it, for which order, its date and total", async () => {
    const text = await pdfText("invoice");
    const response = await check(codeIn(text));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = documentCheckResponse.parse(response.json());
    expect(data).toMatchObject({
      status: "valid",
      issuer: "PT Toko Pengadaan Nusantara",
      title: "SURAT TAGIHAN",
      number: `${order.invoice}/TAG`,
      invoice: order.invoice,
      paper_date: todayInWita(),
      total: TOTAL,
      partial_id: null,
    });
    expect(text).toContain(`Sidik dokumen (SHA-256): ${data.fingerprint}`);
    // Typed from paper: no look-alike letters, no punctuation.
    expect(data.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    // The seller's copy is the same paper.
    const sellers = await api.app.inject(
      getRequest(seller as Buyer, `/api/admin/transaction-support-document/export/invoice?${queryOf("pdf")}`),
    );
    const file = path.join(work, "seller-invoice.pdf");
    await writeFile(file, sellers.rawPayload);
    expect(codeIn(flat((await run("pdftotext", [file, "-"])).stdout))).toBe(data.code);
  });

  it("says a paper was superseded once its order changed, and refuses a forged code", async () => {
    const response = await check(shortBastCode);
    expect(response.statusCode).toBe(200);
    expect(documentCheckResponse.parse(response.json()).data).toMatchObject({
      status: "superseded",
      title: "BERITA ACARA SERAH TERIMA BARANG",
      partial_id: 2,
      total: null,
    });
    await expectError(api.app, { method: "GET", url: "/api/document-check/AAAAAAAAAAAA" }, 404);
    await expectError(api.app, { method: "GET", url: "/api/document-check/not-a-code" }, 400);
  });
});

describe("who may export", () => {
  it("refuses another buyer's order, an outgoing detail of another order and a bad query; the seller may", async () => {
    await expectError(api.app, getRequest(other, exportUrl("invoice", queryOf(null))), 404);
    const foreign = await buildSplitOrder(db(), { buyerId: demo.id });
    await expectError(api.app, getRequest(demo, exportUrl("invoice", queryOf(null, foreign.split1))), 404);
    const bad = await expectError(api.app, getRequest(demo, exportUrl("bast", "transaction_id=x&format=rtf")), 400);
    expect(Object.keys(bad.data ?? {}).sort()).toEqual(["format", "outgoing_detail_id", "transaction_id"]);
    await expectError(api.app, exportUrl("spk", queryOf(null)), 401);

    const sellers = await api.app.inject(
      getRequest(seller as Buyer, `/api/admin/transaction-support-document/export/receipt?${queryOf("pdf")}`),
    );
    expect(sellers.statusCode).toBe(200);
    expect(sellers.headers["content-disposition"]).toMatch(/^attachment; filename="Template_receipt.pdf"/);
    await expectError(
      api.app,
      getRequest(demo, `/api/admin/transaction-support-document/export/receipt?${queryOf(null)}`),
      401,
    );
  });

  it("gives a Surat Pesanan above Rp200 juta too: this shop sells online", async () => {
    const big = await buildSplitOrder(db(), { buyerId: demo.id, splitPrice: 50_000_000 });
    const response = await api.app.inject(
      getRequest(
        seller as Buyer,
        `/api/admin/transaction-support-document/export/spk?transaction_id=${big.id}&outgoing_detail_id=${big.split1}&format=pdf`,
      ),
    );
    const file = path.join(work, "big.pdf");
    await writeFile(file, response.rawPayload);
    const text = flat((await run("pdftotext", [file, "-"])).stdout);
    expect(text).toContain("SURAT PESANAN");
    expect(text).toContain("Rp. 250.000.000");
    expect(text).toContain("e-Meterai");
  });
});
