// The read-only blocks of the seller's order page: lines (with their delivery batches and negotiated
// values), the buyer and the delivery address (copied at purchase time).
import type { SellerOrder } from "@contract/seller-orders";
import type { TransactionAddress } from "@contract/transaction";
import { TableScroll } from "~/components/order/table-scroll";
import { formatRupiah } from "~/utils/format";

export function OrderLinesBlock({ order }: { order: SellerOrder }) {
  const shipping = order.shipping_cost_nego ?? order.shipping_cost;
  return (
    <section className="admin-panel" aria-labelledby="admin-order-lines">
      <h2 id="admin-order-lines">Produk Dipesan</h2>
      <TableScroll labelledBy="admin-order-lines">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Produk</th>
              <th scope="col" className="admin-table__num">
                Jumlah
              </th>
              <th scope="col">Pengiriman</th>
              <th scope="col" className="admin-table__num">
                Harga / Unit
              </th>
              <th scope="col" className="admin-table__num">
                Harga Nego / Unit
              </th>
              <th scope="col" className="admin-table__num">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.name_product}
                  {line.notes ? <p className="admin-muted">Catatan: {line.notes}</p> : null}
                </th>
                <td className="admin-table__num">
                  {line.qty} {line.unit}
                </td>
                <td>
                  {line.shipping.length > 1
                    ? line.shipping.map((batch) => `Pengiriman ${batch.partial_id}: ${batch.qty}`).join(", ")
                    : "Sekaligus"}
                </td>
                <td className="admin-table__num">{formatRupiah(line.price_after_discount)}</td>
                <td className="admin-table__num">{line.price_nego === null ? "-" : formatRupiah(line.price_nego)}</td>
                <td className="admin-table__num">{formatRupiah(line.subtotal_nego ?? line.subtotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <dl className="admin-details">
        <dt>Total Harga</dt>
        <dd>{formatRupiah(order.total_price_nego ?? order.total_price)}</dd>
        <dt>PPN</dt>
        <dd>{formatRupiah(order.total_ppn)}</dd>
        <dt>Ongkos Kirim</dt>
        <dd>
          {formatRupiah(shipping)}
          {order.shipping_cost_nego !== null ? ` (nego, awal ${formatRupiah(order.shipping_cost)})` : ""}
        </dd>
        <dt>Total Pembayaran</dt>
        <dd>
          <strong>{formatRupiah(order.grand_total)}</strong>
        </dd>
      </dl>
    </section>
  );
}

export function BuyerBlock({ order }: { order: SellerOrder }) {
  const customer = order.buyer;
  return (
    <section className="admin-panel" aria-labelledby="admin-order-buyer">
      <h2 id="admin-order-buyer">Pembeli</h2>
      <dl className="admin-details">
        <dt>Nama</dt>
        <dd>{customer.name}</dd>
        <dt>Instansi</dt>
        <dd>{customer.instance_name}</dd>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        <dt>Telepon</dt>
        <dd>{customer.phone}</dd>
        <dt>NIP</dt>
        <dd>{customer.nip ?? "-"}</dd>
        <dt>Nama PP</dt>
        <dd>{customer.name_pp ?? "-"}</dd>
      </dl>
    </section>
  );
}

export function DeliveryBlock({ address }: { address: TransactionAddress }) {
  return (
    <section className="admin-panel" aria-labelledby="admin-order-delivery">
      <h2 id="admin-order-delivery">Pengiriman</h2>
      <dl className="admin-details">
        <dt>Kurir</dt>
        <dd>
          {address.shipping_courier.toUpperCase()} {address.shipping_service}
        </dd>
        <dt>Satker</dt>
        <dd>{address.satker}</dd>
        <dt>Penerima</dt>
        <dd>
          {address.name_receipt} ({address.phone_receipt})
        </dd>
        <dt>Alamat</dt>
        <dd>
          {address.address}, {address.sub_district}, {address.district}, {address.province} {address.postal_code}
        </dd>
      </dl>
    </section>
  );
}
