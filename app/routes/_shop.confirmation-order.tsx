import type { Transaction, TransactionAddress, TransactionDetail } from "@contract/transaction";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { Picture } from "~/components/picture";
import { ProductCarousel } from "~/components/product-carousel";
import { SectionHeader } from "~/components/section-header";
import { listProducts } from "~/services/product.server";
import { getTransaction } from "~/services/transaction.server";
import checkoutCss from "~/styles/checkout.css";
import { requireUser } from "~/utils/auth.server";
import { formatDate, formatRupiah } from "~/utils/format";
import { getSession, sessionKeys } from "~/utils/session.server";
import { productCards } from "~/utils/product-cards";

const BEST_SELLERS = 6;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: checkoutCss }];

export const meta: MetaFunction = () => [{ title: `Permintaan Pembelian Terkirim | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const transactionId = (await getSession(request)).get(sessionKeys.transactionId);
  if (transactionId === undefined) throw redirect("/keranjang-belanja");
  const [transaction, bestSellers] = await Promise.all([
    getTransaction(request, transactionId),
    listProducts(request, { limit: BEST_SELLERS }).catch(() => []),
  ]);
  return data(
    {
      transaction: transaction.data,
      address: transaction.address,
      bestSellers: productCards(bestSellers.slice(0, BEST_SELLERS)),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function ConfirmationPage() {
  const { transaction, address, bestSellers } = useLoaderData<typeof loader>();
  return (
    <div className="container confirmation-page">
      <section className="panel checkout-card confirmation" aria-labelledby="konfirmasi">
        <h1 id="konfirmasi" className="confirmation__title">
          Permintaan pembelian berhasil dikirim
        </h1>
        <p>
          Nomor invoice: <strong data-testid="invoice">{transaction.invoice}</strong>
          <br />
          Tanggal: {formatDate(transaction.created_at, "DD MMMM YYYY HH:mm")} WITA
        </p>
        <p>Penjual akan meninjau permintaan Anda, termasuk nego harga dan ongkos kirim bila ada.</p>
        <div className="confirmation__grid">
          <TransactionLines transaction={transaction} />
          <div>
            <AddressBlock address={address} />
            <Totals transaction={transaction} />
          </div>
        </div>
        <p className="confirmation__actions">
          <Link to="/profil/beranda" className="button button--outline">
            Lihat transaksi saya
          </Link>
          <Link to="/produk?page=1" className="button button--primary">
            Lanjut belanja
          </Link>
        </p>
      </section>
      <section className="cart-recommendations" aria-labelledby="terlaris">
        <SectionHeader id="terlaris" title="Produk Terlaris" moreHref="/produk?sort=terlaris" />
        <ProductCarousel products={bestSellers} label="Produk Terlaris" />
      </section>
    </div>
  );
}

function TransactionLines({ transaction }: { transaction: Transaction }) {
  return (
    <section aria-labelledby="produk-pesanan">
      <h2 id="produk-pesanan" className="panel__title">
        Produk
      </h2>
      <ul className="checkout-lines">
        {transaction.transaction_detail.map((line) => (
          <TransactionLine key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}

function TransactionLine({ line }: { line: TransactionDetail }) {
  return (
    <li className="checkout-line" data-testid="confirmation-line">
      <div className="checkout-line__head">
        {line.image ? <Picture src={line.image} webp={line.webp} alt="" width={72} height={72} lazy /> : null}
        <div>
          <h3 className="checkout-line__name">{line.name_product}</h3>
          <p className="checkout-line__figures">
            {line.qty} {line.unit} x {formatRupiah(line.price_after_discount)}
            {line.discount > 0 ? (
              <>
                {" "}
                (diskon {line.discount}% dari <del>{formatRupiah(line.price)}</del>)
              </>
            ) : null}{" "}
            = <span className={line.is_nego ? "checkout-line__old" : undefined}>{formatRupiah(line.subtotal)}</span>
          </p>
          {line.is_nego && line.price_nego !== null && line.subtotal_nego !== null ? (
            <p className="checkout-line__nego">
              Harga nego: {formatRupiah(line.price_nego)} / {line.unit}, subtotal {formatRupiah(line.subtotal_nego)}
            </p>
          ) : null}
          {line.notes ? <p className="checkout-line__notes">Catatan: {line.notes}</p> : null}
          {line.is_partial ? (
            <p className="checkout-line__partials">
              Pengiriman partial:{" "}
              {line.shipping.map((batch) => `Pengiriman ${batch.partial_id}: ${batch.qty} ${line.unit}`).join(", ")}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function AddressBlock({ address }: { address: TransactionAddress }) {
  return (
    <section aria-labelledby="alamat-kirim">
      <h2 id="alamat-kirim" className="panel__title">
        Alamat Pengiriman
      </h2>
      <address className="confirmation__address">
        <strong>{address.satker}</strong>
        <br />
        {address.name_receipt} ({address.phone_receipt})
        <br />
        {address.address}, {address.sub_district}, {address.district}, {address.province} {address.postal_code}
        <br />
        Kurir: {address.shipping_courier.toUpperCase()} {address.shipping_service}
      </address>
    </section>
  );
}

function Totals({ transaction }: { transaction: Transaction }) {
  const itemsNego = transaction.total_price_nego !== null && transaction.total_price_nego !== transaction.total_price;
  const shippingNego = transaction.shipping_cost_nego !== null;
  return (
    <section aria-labelledby="total-pesanan">
      <h2 id="total-pesanan" className="panel__title">
        Total
      </h2>
      <dl className="figures">
        <div>
          <dt>Total barang</dt>
          <dd>{transaction.total_qty}</dd>
        </div>
        <div>
          <dt>Total harga barang</dt>
          <dd data-testid="confirmation-items">
            {itemsNego ? <del className="checkout-summary__old">{formatRupiah(transaction.total_price)}</del> : null}{" "}
            {formatRupiah(transaction.total_price_nego ?? transaction.total_price)}
          </dd>
        </div>
        <div>
          <dt>PPN 11%</dt>
          <dd data-testid="confirmation-ppn">{formatRupiah(transaction.total_ppn)}</dd>
        </div>
        <div>
          <dt>Ongkos kirim {shippingNego ? <span className="nego-badge">Nego</span> : null}</dt>
          <dd data-testid="confirmation-shipping">
            {shippingNego ? (
              <del className="checkout-summary__old">{formatRupiah(transaction.shipping_cost)}</del>
            ) : null}{" "}
            {formatRupiah(transaction.shipping_cost_nego ?? transaction.shipping_cost)}
          </dd>
        </div>
        <div className="checkout-summary__total">
          <dt>Total tagihan</dt>
          <dd data-testid="confirmation-grand-total">{formatRupiah(transaction.grand_total)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <div className="container">
      <RouteErrorPage />
    </div>
  );
}
