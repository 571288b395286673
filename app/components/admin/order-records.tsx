// The seller's record blocks of an order: negotiation rounds, SPK, payments (the proof opens through
// the console only), and the delivery batches with their dispatch and receipt.
import { Link } from "@remix-run/react";
import type { SellerOrder } from "~/services/seller-endpoints.server";
import { adminOrderProofHref } from "~/utils/admin-hrefs";
import { formatDate, formatRupiah } from "~/utils/format";

const WITA = "DD MMMM YYYY HH:mm";

export function OrderRecordsBlocks({ order }: { order: SellerOrder }) {
  const id = order.data.id;
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
                <p>Catatan: {round.note ?? "Tidak ada catatan"}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="admin-order-spk">
        <h2 id="admin-order-spk">SPK</h2>
        {order.spk ? (
          <dl className="admin-details">
            <dt>Nomor SPK</dt>
            <dd>{order.spk.number}</dd>
            <dt>Tanggal</dt>
            <dd>{formatDate(order.spk.date, "DD MMMM YYYY")}</dd>
            <dt>Pejabat</dt>
            <dd>{order.spk.official}</dd>
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
                  <strong>{payment.service}</strong> · {formatRupiah(payment.amount)} · status {payment.status} ·{" "}
                  <time dateTime={payment.created_at}>{formatDate(payment.created_at, WITA)} WITA</time>
                </p>
                {payment.note ? <p>Catatan: {payment.note}</p> : null}
                {payment.has_proof ? (
                  <p>
                    <Link to={adminOrderProofHref(id, payment.id)} reloadDocument>
                      Bukti pembayaran {payment.id}
                    </Link>
                  </p>
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
                {shipment.shipped_at
                  ? `dikirim ${formatDate(shipment.shipped_at, "DD MMMM YYYY")} via ${shipment.courier ?? "-"}, resi ${shipment.awb ?? "-"}`
                  : "belum dikirim"}
              </p>
              {shipment.received_at ? <p>Diterima {formatDate(shipment.received_at, "DD MMMM YYYY")}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
