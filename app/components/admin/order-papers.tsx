// The seller's copies of an order's papers (issue #24): the Surat Pesanan, Surat Tagihan and Kwitansi
// once per order, a BAST per dispatched batch; each as Word and PDF, the same papers the buyer gets.
// Plain links (downloads), so they work without JavaScript.
import type { SellerOrder } from "@contract/seller-orders";
import { adminPaperHref } from "~/utils/admin-hrefs";

const ORDER_PAPERS = [
  ["spk", "Surat Pesanan"],
  ["invoice", "Surat Tagihan"],
  ["receipt", "Kwitansi"],
] as const;

function Downloads({
  kind,
  label,
  transactionId,
  outgoingDetailId,
}: {
  kind: "spk" | "invoice" | "bast" | "receipt";
  label: string;
  transactionId: number;
  outgoingDetailId: number;
}) {
  return (
    <li>
      {label}:{" "}
      {(["doc", "pdf"] as const).map((format, index) => (
        <span key={format}>
          {index > 0 ? " · " : null}
          <a
            href={adminPaperHref(kind, { transaction_id: transactionId, outgoing_detail_id: outgoingDetailId, format })}
            download={`Template_${kind}.${format}`}
            aria-label={`${label} (${format === "doc" ? "Word" : "PDF"})`}
          >
            {format === "doc" ? "Word" : "PDF"}
          </a>
        </span>
      ))}
    </li>
  );
}

export function OrderPapers({ order }: { order: SellerOrder }) {
  const first = order.shipments.find((shipment) => shipment.lines.length > 0)?.lines[0];
  const dispatched = order.shipments.filter((shipment) => shipment.date_delivery !== null && shipment.lines.length > 0);
  return (
    <section className="admin-panel" aria-labelledby="admin-order-papers">
      <h2 id="admin-order-papers">Dokumen Pesanan</h2>
      {first ? (
        <ul className="admin-list">
          {ORDER_PAPERS.map(([kind, label]) => (
            <Downloads
              key={kind}
              kind={kind}
              label={label}
              transactionId={order.id}
              outgoingDetailId={first.shipment_item_id}
            />
          ))}
          {dispatched.map((shipment) => (
            <Downloads
              key={`bast-${shipment.partial_id}`}
              kind="bast"
              label={`BAST Pengiriman ${shipment.partial_id}`}
              transactionId={order.id}
              outgoingDetailId={shipment.lines[0].shipment_item_id}
            />
          ))}
        </ul>
      ) : (
        <p className="admin-muted">Dokumen tersedia setelah pengiriman pesanan disusun.</p>
      )}
    </section>
  );
}
