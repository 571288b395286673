// The "Detail Pesanan" tab: date, invoice and status; the buyer and shipping blocks; the product table
// (negotiated columns only when a line was negotiated); the totals (negotiated figures when present).
// While the negotiated figures are an open offer (open-negotiation.tsx) they are labelled as one
// ("Penawaran Penjual" / "Pengajuan Anda") instead of reading as the agreed price.
import type { TransactionAnswer, TransactionDetail } from "@contract/transaction";
import { Picture } from "~/components/picture";
import { StatusBadge } from "~/components/profile/status-badge";
import { offerLabel, offerNote, type OpenOffer } from "./open-negotiation";
import { TableScroll } from "./table-scroll";
import { formatDate, formatRupiah } from "~/utils/format";

/** Spec: day, full month name, year (WITA). */
export const ORDER_DATE_PATTERN = "DD MMMM YYYY";

type Answer = Pick<TransactionAnswer, "data" | "address">;

/** The upstream sometimes stores the text "null" for an empty value. */
const shown = (value: string | null | undefined): string =>
  value && value.trim() !== "" && value.trim() !== "null" ? value : "-";

export function OrderDetailTab({ answer, offer = null }: { answer: Answer; offer?: OpenOffer | null }) {
  const { data: order } = answer;
  return (
    <section className="order-tab" aria-labelledby="tab-detail-pesanan">
      <h2 id="tab-detail-pesanan" className="order-tab__title">
        Detail Pesanan
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Tanggal Pesanan</dt>
          <dd>
            <time dateTime={order.created_at} data-testid="order-date">
              {formatDate(order.created_at, ORDER_DATE_PATTERN)}
            </time>
          </dd>
        </div>
        <div>
          <dt>No. Invoice</dt>
          <dd data-testid="order-invoice">{order.invoice}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      <div className="order-blocks">
        <BuyerBlock answer={answer} />
        <ShippingBlock answer={answer} />
      </div>
      <ProductTable lines={order.transaction_detail} offer={offer} />
      <Totals order={order} offer={offer} />
    </section>
  );
}

function BuyerBlock({ answer }: { answer: Answer }) {
  const { customer, customer_address: address } = answer.data;
  const fullAddress = address
    ? [address.address, address.sub_district, address.district, address.province, address.postal_code]
        .filter((part) => part.trim() !== "")
        .join(", ")
    : null;
  return (
    <section className="order-block" aria-labelledby="info-pembeli">
      <h3 id="info-pembeli" className="order-block__title">
        Informasi Pembeli
      </h3>
      <dl className="order-block__list">
        <InfoRow label="Nama Instansi" value={customer.instance_name} />
        <InfoRow label="Email" value={customer.email} />
        <InfoRow label="No. Telepon" value={customer.phone} />
        <InfoRow label="Alamat" value={fullAddress} />
        <InfoRow label="NIP" value={customer.nip} />
        <InfoRow label="Nama PP" value={customer.name_pp} />
      </dl>
    </section>
  );
}

function ShippingBlock({ answer }: { answer: Answer }) {
  const { address } = answer;
  const fullAddress = [address.address, address.sub_district, address.district, address.province, address.postal_code]
    .filter((part) => part.trim() !== "")
    .join(", ");
  return (
    <section className="order-block" aria-labelledby="info-pengiriman">
      <h3 id="info-pengiriman" className="order-block__title">
        Informasi Pengiriman
      </h3>
      <dl className="order-block__list">
        <InfoRow label="Kurir" value={address.shipping_courier.toUpperCase()} />
        <InfoRow label="Layanan" value={address.shipping_service} />
        <InfoRow label="Nama Penerima" value={address.name_receipt} />
        <InfoRow label="No. Telepon Penerima" value={address.phone_receipt} />
        <InfoRow label="Satuan Kerja" value={address.satker} />
        <InfoRow label="Alamat" value={fullAddress} />
      </dl>
    </section>
  );
}

function InfoRow({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{shown(value)}</dd>
    </div>
  );
}

function ProductTable({ lines, offer }: { lines: TransactionDetail[]; offer: OpenOffer | null }) {
  const negotiated = lines.some((line) => line.price_nego !== null);
  const nego = offer ? offerLabel(offer) : "Nego";
  return (
    <section className="order-products" aria-labelledby="daftar-produk">
      <h3 id="daftar-produk" className="order-block__title">
        Daftar Produk
      </h3>
      <TableScroll labelledBy="daftar-produk">
        <table className="order-table" data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">Produk</th>
              <th scope="col">Gambar</th>
              <th scope="col">Qty</th>
              <th scope="col">Harga</th>
              <th scope="col">Harga Setelah Diskon</th>
              <th scope="col">Subtotal</th>
              {negotiated ? (
                <>
                  <th scope="col">Harga {nego}</th>
                  <th scope="col">Subtotal {nego}</th>
                </>
              ) : null}
              <th scope="col">Catatan</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <ProductRow key={line.id} line={line} negotiated={negotiated} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

function ProductRow({ line, negotiated }: { line: TransactionDetail; negotiated: boolean }) {
  return (
    <tr data-testid="order-line">
      <th scope="row" className="order-table__name">
        {line.name_product}
      </th>
      <td className="order-table__image">
        {line.image ? (
          <Picture src={line.image} webp={line.webp} alt="" width={56} height={56} lazy />
        ) : (
          <span className="order-table__no-image" aria-hidden="true" />
        )}
      </td>
      <td className="order-table__qty">
        <span data-testid="line-qty">
          {line.qty} {line.unit}
        </span>
        {line.is_partial ? (
          <ul className="order-table__partials" aria-label="Pengiriman partial">
            {line.shipping.map((batch) => (
              <li key={batch.partial_id}>
                Partial {batch.partial_id} : {batch.qty} Unit
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="order-table__money">
        {line.discount > 0 ? (
          <>
            <del>
              <span className="sr-only">Harga awal </span>
              {formatRupiah(line.price)}
            </del>{" "}
            <span className="order-discount">
              <span className="sr-only">diskon </span>
              {line.discount}%
            </span>
          </>
        ) : (
          formatRupiah(line.price)
        )}
      </td>
      <td className="order-table__money" data-testid="line-price">
        {formatRupiah(line.price_after_discount)}
      </td>
      <td className="order-table__money" data-testid="line-subtotal">
        {formatRupiah(line.subtotal)}
      </td>
      {negotiated ? (
        <>
          <td className="order-table__money" data-testid="line-price-nego">
            {line.price_nego === null ? "-" : formatRupiah(line.price_nego)}
          </td>
          <td className="order-table__money" data-testid="line-subtotal-nego">
            {line.subtotal_nego === null ? "-" : formatRupiah(line.subtotal_nego)}
          </td>
        </>
      ) : null}
      <td className="order-table__notes">{shown(line.notes)}</td>
    </tr>
  );
}

function Totals({ order, offer }: { order: Answer["data"]; offer: OpenOffer | null }) {
  const shippingNego = order.shipping_cost_nego !== null;
  const priceNego = order.total_price_nego !== null;
  const nego = ` (${offer ? offerLabel(offer) : "Nego"})`;
  // The grand total carries the negotiated figures: while they are an offer, so is it.
  const offered = offer !== null && (shippingNego || priceNego);
  return (
    <section className="order-totals" aria-labelledby="ringkasan-pesanan">
      <h3 id="ringkasan-pesanan" className="order-block__title">
        Ringkasan Pembayaran
      </h3>
      <dl className="figures order-totals__list">
        <div>
          <dt>Total Ongkos Kirim{shippingNego ? nego : ""}</dt>
          <dd data-testid="order-shipping">
            <NegotiatedAmount before={order.shipping_cost} after={order.shipping_cost_nego} offered={offer !== null} />
          </dd>
        </div>
        <div>
          <dt>Total PPN</dt>
          <dd data-testid="order-ppn">{formatRupiah(order.total_ppn)}</dd>
        </div>
        <div>
          <dt>Total Harga{priceNego ? nego : ""}</dt>
          <dd data-testid="order-price">
            <NegotiatedAmount before={order.total_price} after={order.total_price_nego} offered={offer !== null} />
          </dd>
        </div>
        <div className="order-totals__grand">
          <dt>Grand Total{offered ? nego : ""}</dt>
          <dd data-testid="order-grand-total">{formatRupiah(order.grand_total)}</dd>
        </div>
      </dl>
      {offered && offer ? (
        <p className="order-notice" data-testid="offer-note">
          {offerNote(offer)}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The amount that applies; a negotiated one that differs shows the old amount struck through first.
 * An offered one replaces nothing yet: the amount before it follows, not struck through.
 */
function NegotiatedAmount({ before, after, offered }: { before: number; after: number | null; offered: boolean }) {
  if (offered && after !== null && after !== before)
    return (
      <>
        {formatRupiah(after)} <span className="order-totals__old">(semula {formatRupiah(before)})</span>
      </>
    );
  return (
    <>
      {after !== null && after !== before ? (
        <del className="order-totals__old">
          <span className="sr-only">Sebelum nego </span>
          {formatRupiah(before)}
        </del>
      ) : null}{" "}
      {formatRupiah(after ?? before)}
    </>
  );
}
