// The add-review page's order chooser: one GET form (works without JavaScript) with a search box over
// the invoice numbers and a select of the buyer's paid orders. "Pilih" with nothing chosen says
// 'ID Pesanan Wajib diisi'.
import { Form } from "@remix-run/react";
import { reviewTexts } from "~/utils/labels";

export type OrderOption = { id: number; invoice: string };

type OrderChooserProps = {
  action: string;
  /** Paid orders matching the search. */
  options: OrderOption[];
  /** Whether the buyer has any paid order at all. */
  hasOrders: boolean;
  search: string;
  selected: number | undefined;
  /** "Pilih" was pressed without an order. */
  missing: boolean;
};

export function OrderChooser({ action, options, hasOrders, search, selected, missing }: OrderChooserProps) {
  if (!hasOrders) {
    return <p className="empty-state">{reviewTexts.noOrders}</p>;
  }
  const errorId = "review-order-error";
  return (
    <Form method="get" action={action} className="review-order panel" role="search" aria-label="Pilih pesanan">
      <div className="review-order__row">
        <div className="field review-order__search">
          <label htmlFor="review-order-q" className="field__label">
            Cari ID Pesanan
          </label>
          <input
            id="review-order-q"
            name="q"
            type="search"
            className="field__control"
            defaultValue={search}
            maxLength={100}
          />
        </div>
        <button type="submit" className="button button--outline">
          Cari
        </button>
      </div>
      {options.length === 0 ? (
        <p className="review-order__none" role="status">
          Data tidak ditemukan
        </p>
      ) : (
        <div className="review-order__row">
          <div className="field review-order__select">
            <label htmlFor="review-order-id" className="field__label">
              ID Pesanan
            </label>
            <select
              id="review-order-id"
              name="id_transaksi"
              className="field__control"
              defaultValue={selected !== undefined ? String(selected) : ""}
              aria-invalid={missing || undefined}
              aria-describedby={errorId}
            >
              <option value="">Pilih ID Pesanan</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.invoice}
                </option>
              ))}
            </select>
            <p id={errorId} className="field__error">
              {missing ? reviewTexts.order : null}
            </p>
          </div>
          <button type="submit" name="pilih" value="1" className="button button--primary">
            Pilih
          </button>
        </div>
      )}
    </Form>
  );
}
