// The "Negosiasi" tab, read-only: one batch per round headed by its step, a product / initial price /
// negotiated price table with an optional shipping-cost row, and the note or 'Tidak ada catatan'.
// (The buyer's counter-offer form and the confirm button belong to another slice.)
import type { NegotiationRound } from "@contract/order";
import { TableScroll } from "./table-scroll";
import { formatDate, formatRupiah } from "~/utils/format";

export const NO_NOTE = "Tidak ada catatan";

export function OrderNegotiationTab({ rounds }: { rounds: NegotiationRound[] }) {
  return (
    <section className="order-tab" aria-labelledby="tab-negosiasi">
      <h2 id="tab-negosiasi" className="order-tab__title">
        Negosiasi
      </h2>
      <ol className="nego-rounds">
        {rounds.map((round) => (
          <li key={round.id}>
            <NegotiationBatch round={round} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function NegotiationBatch({ round }: { round: NegotiationRound }) {
  const headingId = `nego-${round.nego_step}`;
  const shipping = round.shipping_cost_negotiation;
  return (
    <article className="nego-round" aria-labelledby={headingId} data-testid="nego-round">
      <header className="nego-round__head">
        <h3 id={headingId} className="nego-round__title">
          Negosiasi ke-{round.nego_step}
        </h3>
        <p className="nego-round__meta">
          <span className={round.is_admin ? "nego-round__by nego-round__by--admin" : "nego-round__by"}>
            {round.is_admin ? "Penawaran Penjual" : "Pengajuan Anda"}
          </span>{" "}
          <time dateTime={round.created_at}>{formatDate(round.created_at, "DD MMMM YYYY HH:mm")} WITA</time>
        </p>
        {round.valid_until ? (
          <p className="nego-round__meta">
            Berlaku sampai{" "}
            <time dateTime={round.valid_until}>{formatDate(round.valid_until, "DD MMMM YYYY HH:mm")} WITA</time>
            {round.expired ? (
              <>
                {" "}
                <span className="status-badge status-badge--danger">Kedaluwarsa</span>
              </>
            ) : null}
          </p>
        ) : null}
      </header>
      {round.product_negotiation.length > 0 || shipping ? (
        <TableScroll labelledBy={headingId}>
          <table className="order-table nego-round__table">
            <caption className="sr-only">Harga negosiasi ke-{round.nego_step}</caption>
            <thead>
              <tr>
                <th scope="col">Nama Produk</th>
                <th scope="col">Harga Awal / Unit</th>
                <th scope="col">Harga Nego / Unit</th>
              </tr>
            </thead>
            <tbody>
              {round.product_negotiation.map((item) => (
                <tr key={item.transaction_detail_id}>
                  <th scope="row" className="order-table__name">
                    {item.name_product}
                  </th>
                  <td className="order-table__money">{formatRupiah(item.old_price)}</td>
                  <td className="order-table__money">{formatRupiah(item.new_price)}</td>
                </tr>
              ))}
              {shipping ? (
                <tr className="nego-round__shipping">
                  <th scope="row" className="order-table__name">
                    Ongkos Kirim
                  </th>
                  <td className="order-table__money">{formatRupiah(shipping.old_price)}</td>
                  <td className="order-table__money">{formatRupiah(shipping.new_price)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <p className="nego-round__note">
        <strong>Catatan:</strong> {round.note?.trim() || NO_NOTE}
      </p>
    </article>
  );
}
