// The seller's record blocks of an order: negotiation rounds (with their deadline), SPK, payments
// (a proof opens through the console only), the delivery batches and the receipt records.
import type { SellerOrder } from "@contract/seller-orders";
import { spkRoleLabel } from "@contract/spk";
import { OrderPapers } from "~/components/admin/order-papers";
import { adminProofHref, adminReceiptDocumentHref } from "~/utils/admin-hrefs";
import { formatDate, formatRupiah } from "~/utils/format";
import { paymentTexts } from "~/utils/labels";

const WITA = "DD MMMM YYYY HH:mm";

const paymentStatuses: Record<string, string> = {
  pending: "menunggu pembayaran",
  reviewed: "bukti menunggu verifikasi",
  failed: "ditolak / gagal",
  expired: "kedaluwarsa",
  success: "berhasil",
};
const paymentStatus = (status: string) => paymentStatuses[status] ?? status;

const productName = (order: SellerOrder, lineId: number) =>
  order.lines.find((line) => line.id === lineId)?.name_product ?? "-";

export function OrderRecordsBlocks({ order }: { order: SellerOrder }) {
  return (
    <>
      <section className="admin-panel" aria-labelledby="admin-order-rounds">
        <h2 id="admin-order-rounds">Negosiasi</h2>
        {order.negotiations.length === 0 ? (
          <p className="admin-muted">Tidak ada negosiasi.</p>
        ) : (
          <ol className="admin-list">
            {order.negotiations.map((round) => (
              <li key={round.id}>
                <p>
                  <strong>Negosiasi ke-{round.nego_step}</strong> ·{" "}
                  {round.is_admin ? "Penawaran Penjual" : "Pengajuan Pembeli"} ·{" "}
                  <time dateTime={round.created_at}>{formatDate(round.created_at, WITA)} WITA</time>
                </p>
                {round.valid_until ? (
                  <p>
                    Berlaku sampai {formatDate(round.valid_until, WITA)} WITA
                    {round.expired ? (
                      <>
                        {" "}
                        <span className="status-badge status-badge--danger">Kedaluwarsa</span>
                      </>
                    ) : null}
                  </p>
                ) : null}
                <ul>
                  {round.product_negotiation.map((item) => (
                    <li key={item.transaction_detail_id}>
                      {item.name_product}: {formatRupiah(item.old_price)} → {formatRupiah(item.new_price)}
                    </li>
                  ))}
                  {round.shipping_cost_negotiation ? (
                    <li>
                      Ongkos kirim: {formatRupiah(round.shipping_cost_negotiation.old_price)} →{" "}
                      {formatRupiah(round.shipping_cost_negotiation.new_price)}
                    </li>
                  ) : null}
                </ul>
                <p>Catatan: {round.note?.trim() || "Tidak ada catatan"}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="admin-order-spk">
        <h2 id="admin-order-spk">SPK</h2>
        {order.spk ? (
          <dl className="admin-details">
            <dt>Satuan Kerja</dt>
            <dd>{order.spk.satuan_kerja}</dd>
            <dt>Kementerian/Lembaga/Pemerintahan</dt>
            <dd>{order.spk.lembaga}</dd>
            <dt>Paket Pekerjaan</dt>
            <dd>{order.spk.paket_kerja}</dd>
            <dt>Tahun Anggaran</dt>
            <dd>{order.spk.tahun_anggaran}</dd>
            <dt>Sumber Dana</dt>
            <dd>{order.spk.sumber_dana}</dd>
            <dt>Kode Rekening Anggaran</dt>
            <dd>{order.spk.kode_rekening}</dd>
            <dt>Pagu Anggaran</dt>
            <dd>{formatRupiah(order.spk.pagu_anggaran)}</dd>
            <dt>{spkRoleLabel(order.spk.official_type)}</dt>
            <dd>
              {order.spk.official_name} (NIP {order.spk.official_nip})
            </dd>
            <dt>{spkRoleLabel(order.spk.treasurer_type)}</dt>
            <dd>
              {order.spk.treasurer_name} (NIP {order.spk.treasurer_nip})
            </dd>
          </dl>
        ) : (
          <p className="admin-muted">Belum ada SPK.</p>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="admin-order-payments">
        <h2 id="admin-order-payments">Pembayaran</h2>
        {order.payments.length === 0 ? (
          <p className="admin-muted">Belum ada pembayaran.</p>
        ) : (
          <ul className="admin-list">
            {order.payments.map((payment) => (
              <li key={payment.id}>
                <p>
                  <strong>{payment.payment_service}</strong> · {formatRupiah(payment.nominal)} ·{" "}
                  {paymentStatus(payment.status)} ·{" "}
                  <time dateTime={payment.created_at}>{formatDate(payment.created_at, WITA)} WITA</time>
                </p>
                {paymentTexts.means(payment) ? <p>{paymentTexts.means(payment)}</p> : null}
                {payment.notes ? <p>Catatan: {payment.notes}</p> : null}
                {payment.proofs.length > 0 ? (
                  <ul>
                    {payment.proofs.map((proof) => (
                      <li key={proof.id}>
                        <a href={adminProofHref(proof.id)} target="_blank" rel="noreferrer">
                          Bukti pembayaran {formatDate(proof.created_at, WITA)} WITA
                          <span className="sr-only"> (tab baru)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="admin-order-shipments">
        <h2 id="admin-order-shipments">Pengiriman per Batch</h2>
        <ul className="admin-list">
          {order.shipments.map((shipment) => (
            <li key={shipment.partial_id} data-testid="shipment">
              <p>
                <strong>Pengiriman {shipment.partial_id}</strong>:{" "}
                {shipment.date_delivery
                  ? `dikirim ${formatDate(shipment.date_delivery, "DD MMMM YYYY")} via ${shipment.courier ?? "-"}, resi ${shipment.no_airwaybill ?? "-"}`
                  : "belum dikirim"}
              </p>
              <p className="admin-muted">
                {shipment.lines.map((line) => `${line.name_product} × ${line.qty}`).join(", ")}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <OrderPapers order={order} />
      <section className="admin-panel" aria-labelledby="admin-order-receipts">
        <h2 id="admin-order-receipts">Penerimaan Barang</h2>
        {order.receipts.length === 0 ? (
          <p className="admin-muted">Belum ada catatan penerimaan.</p>
        ) : (
          <ul className="admin-list">
            {order.receipts.map((receipt) => (
              <li key={receipt.id} data-testid="receipt">
                <p>
                  <strong>
                    {receipt.partial_id === null ? "Catatan pengiriman" : `Pengiriman ${receipt.partial_id}`} ·{" "}
                    {productName(order, receipt.transaction_detail_id)}
                  </strong>
                </p>
                <p>
                  {receipt.no_airwaybill ? `Resi ${receipt.no_airwaybill} · ` : ""}diterima{" "}
                  {receipt.date_receipt ? formatDate(receipt.date_receipt, "DD MMMM YYYY") : "-"} oleh{" "}
                  {receipt.name_receipt ?? "-"} · {receipt.unit_receipt ?? 0}
                  {receipt.unit_delivery === null ? "" : ` dari ${receipt.unit_delivery}`} unit
                </p>
                {receipt.unit_delivery !== null && (receipt.unit_receipt ?? 0) < receipt.unit_delivery ? (
                  <p className="admin-warning" data-testid="receipt-short">
                    Diterima kurang {receipt.unit_delivery - (receipt.unit_receipt ?? 0)} unit: pesanan belum dapat
                    ditagih sampai sisa barang diterima dan penerimaan diperbarui.
                  </p>
                ) : null}
                {receipt.descriptions ? <p>{receipt.descriptions}</p> : null}
                {receipt.documents.length > 0 ? (
                  <ul className="receipt-documents" aria-label={`Dokumen penerimaan ${receipt.id}`}>
                    {receipt.documents.map((document) => (
                      <li key={document.id}>
                        <a href={adminReceiptDocumentHref(document.id)} download={document.original_name || undefined}>
                          {document.name}: {document.original_name || "dokumen"}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
