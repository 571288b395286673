// What the public check says about an order paper (issue #24): whether it stands, then the facts to
// compare with the printed paper. Nothing personal: only what identifies the paper.
import { documentCheckTexts, type DocumentCheck } from "@contract/document-check";
import { formatDate, formatRupiah } from "~/utils/format";

/** `2026-11-27` → "27 November 2026". */
const paperDay = (day: string) => formatDate(`${day}T00:00:00+08:00`, "D MMMM YYYY");

export function DocumentCheckResult({ paper }: { paper: DocumentCheck }) {
  const valid = paper.status === "valid";
  const rows: [string, string][] = [
    ["Diterbitkan oleh", paper.issuer],
    ["Dokumen", paper.partial_id === null ? paper.title : `${paper.title} (Pengiriman ${paper.partial_id})`],
    ["Nomor dokumen", paper.number],
    ["Nomor pesanan", paper.invoice],
    ["Tanggal dokumen", paperDay(paper.paper_date)],
    ["Nilai", paper.total === null ? "Tanpa nilai uang (daftar barang)" : formatRupiah(paper.total)],
    ["Sidik dokumen (SHA-256)", paper.fingerprint],
    ["Kode verifikasi", paper.code],
  ];
  return (
    <>
      <p className={`document-check__status document-check__status--${valid ? "valid" : "superseded"}`} role="status">
        {valid ? documentCheckTexts.valid : documentCheckTexts.superseded}
      </p>
      <dl className="document-check__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="document-check__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="document-check__note">
        Cocokkan nomor, tanggal, nilai dan sidik dokumen di atas dengan yang tercetak pada dokumen Anda.
      </p>
    </>
  );
}
