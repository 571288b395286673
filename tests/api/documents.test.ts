// The order's documents (issue #13): export-spk, export-invoice, export-bast and export-receipt as
// Word files opened by a real reader (LibreOffice, headless, from Debian) and as PDFs read by
// poppler's pdfinfo and pdftotext: the invoice number, the batch's total (negotiated price, VAT 11%,
// shipping) and its terbilang must be in each; the PDFs are A4, version 1.6 or later, under 800 KB.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_KINDS, type ExportKind } from "../../server/contract/receipt";
import { spks, transactionDetails } from "../../server/db/schema";
import { useApiSuite } from "../helpers/api-suite";
import { buildSplitOrder, dispatch, type SplitOrder } from "../helpers/receipt-order";
import { getRequest, type Buyer } from "./buyer-session";
import { expectError } from "./support";

const run = promisify(execFile);
const { api, demo, other, seller } = useApiSuite({ seller: true });
const db = () => api.handle.db;
let order: SplitOrder;
let work: string;

// Batch 1: 3 × Rp 180.000 (negotiated from 200.000) + 2 × Rp 150.000 = 840.000; VAT 11% per line
// 59.400 + 33.000; shipping of the batch 50.000.
const TOTAL = "Rp. 982.400";
const WORDS = "sembilan ratus delapan puluh dua ribu empat ratus rupiah";

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "documents-test-"));
  order = await buildSplitOrder(db(), { buyerId: demo.id, spk: false });
  await db()
    .update(transactionDetails)
    .set({ priceNego: 180_000 })
    .where(eq(transactionDetails.id, order.detailIds[0]));
  await db().insert(spks).values({
    transactionId: order.id,
    satuanKerja: "Bagian Umum Sekretariat",
    lembaga: "Pemerintah Kota Makassar",
    paketKerja: "Pengadaan Alat Tulis Kantor",
    tahunAnggaran: "2026",
    sumberDana: "APBD",
    kodeRekening: "5.1.02.01.01.0024",
    paguAnggaran: 25_000_000,
    officialType: "ppk",
    officialName: "Ir. Rahmat Hidayat",
    officialNip: "197501012000031001",
    treasurerType: "bendahara pengeluaran",
    treasurerName: "Sitti Aminah",
    treasurerNip: "198203152006042002",
  });
  await dispatch(api, seller, order.id, 1);
});
afterAll(() => rm(work, { recursive: true, force: true }));

const exportUrl = (kind: ExportKind, query: string) => `/api/transaction-support-document/export-${kind}?${query}`;
const queryOf = (format: "doc" | "pdf" | null, outgoing = order.split1) =>
  `transaction_id=${order.id}&outgoing_detail_id=${outgoing}${format ? `&format=${format}` : ""}`;

const flat = (text: string) => text.replace(/\s+/g, " ");

/** Converts files with LibreOffice (its own profile folder, so parallel runs do not share a lock). */
async function soffice(target: string, files: string[]) {
  const profile = `file://${path.join(work, "lo-profile")}`;
  await run(
    "soffice",
    [`-env:UserInstallation=${profile}`, "--headless", "--convert-to", target, "--outdir", work, ...files],
    { timeout: 180_000 },
  );
}

describe("exports as Word", () => {
  it("downloads Template_<kind>.doc that LibreOffice reads: invoice number, total and terbilang", async () => {
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
    for (const kind of EXPORT_KINDS) {
      const text = flat(await readFile(path.join(work, `Template_${kind}.txt`), "utf8"));
      expect(text, kind).toContain(order.invoice);
      expect(text, kind).toContain(TOTAL);
      expect(text, kind).toContain(WORDS);
      expect(text, kind).toContain("Pengadaan Alat Tulis Kantor");
      expect(text, kind).toContain("NIP. 197501012000031001");
      expect(text, kind).toContain("Rp. 180.000");
    }
    const spk = flat(await readFile(path.join(work, "Template_spk.txt"), "utf8"));
    expect(spk).toContain("SURAT PERINTAH KERJA (SPK)");
    expect(spk).toContain("PPN 11%");
  });
});

describe("exports as PDF", () => {
  it("are A4, PDF 1.6 or later, under 800 KB, with the same figures and an e-Meterai box", async () => {
    for (const kind of EXPORT_KINDS) {
      const response = await api.app.inject(getRequest(demo, exportUrl(kind, queryOf("pdf"))));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(
        new RegExp(`^attachment; filename="Template_${kind}.pdf"`),
      );
      expect(response.rawPayload.length).toBeLessThan(800 * 1024);
      const file = path.join(work, `${kind}.pdf`);
      await writeFile(file, response.rawPayload);
      const info = (await run("pdfinfo", [file])).stdout;
      expect(info).toMatch(/^Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)$/m);
      const version = Number(/^PDF version:\s+(\d\.\d)$/m.exec(info)?.[1]);
      expect(version).toBeGreaterThanOrEqual(1.6);
      const text = flat((await run("pdftotext", ["-layout", file, "-"])).stdout);
      expect(text, kind).toContain(order.invoice);
      expect(text, kind).toContain(TOTAL);
      expect(text, kind).toContain(WORDS);
      if (kind === "receipt" || kind === "invoice") expect(text, kind).toContain("e-Meterai");
    }
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
});
