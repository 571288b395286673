import { documentCheck, documentCheckTexts } from "@contract/document-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentCheckResult } from "~/components/document-check";

// The public check of an order paper (issue #24): a paper that stands, one superseded by a change of
// its order, a BAST (goods, no money). The fixtures go through the contract's schema.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const paper = documentCheck.parse({
  code: "AbCdEfGhIjKl",
  status: "valid",
  issuer: "PT Toko Pengadaan Nusantara",
  title: "SURAT TAGIHAN",
  number: "INV/20261124/0007/TAG",
  invoice: "INV/20261124/0007",
  paper_date: "2026-11-27",
  total: 949_583,
  partial_id: null,
  fingerprint: "3F2A-91C0-4B5E-6D7F",
  issued_at: "2026-11-27T02:00:00.000Z",
});

describe("the public check's answer", () => {
  it("says a standing paper was issued by the shop, with its order, date and total", () => {
    const shown = text(renderToStaticMarkup(<DocumentCheckResult paper={paper} />));
    expect(shown).toContain(documentCheckTexts.valid);
    expect(shown).toContain("Nomor pesanan INV/20261124/0007");
    expect(shown).toContain("Tanggal dokumen 27 November 2026");
    expect(shown).toContain("Nilai Rp. 949.583");
    expect(shown).toContain("Sidik dokumen (SHA-256) 3F2A-91C0-4B5E-6D7F");
  });

  it("says a paper whose order changed has been superseded; a BAST states no money", () => {
    const shown = text(
      renderToStaticMarkup(
        <DocumentCheckResult
          paper={{
            ...paper,
            status: "superseded",
            title: "BERITA ACARA SERAH TERIMA BARANG",
            total: null,
            partial_id: 2,
          }}
        />,
      ),
    );
    expect(shown).toContain(documentCheckTexts.superseded);
    expect(shown).not.toContain(documentCheckTexts.valid);
    expect(shown).toContain("BERITA ACARA SERAH TERIMA BARANG (Pengiriman 2)");
    expect(shown).toContain("Nilai Tanpa nilai uang (daftar barang)");
  });
});
