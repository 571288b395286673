import { formatRupiah } from "~/utils/format";

type PriceProps = {
  price: number;
  /** The first promo of the product, if any. */
  promo?: { price_promo: number; discount: number } | null;
  className?: string;
};

/** The price, or the promo price with the discount and the struck-through original. */
export function Price({ price, promo, className }: PriceProps) {
  const classes = ["price", className].filter(Boolean).join(" ");
  if (!promo) {
    return (
      <div className={classes}>
        <span className="price__current">{formatRupiah(price)}</span>
      </div>
    );
  }
  return (
    <div className={classes}>
      <span className="price__current">{formatRupiah(promo.price_promo)}</span>
      <span className="price__promo">
        <span className="price__discount">
          <span className="sr-only">Diskon </span>
          {promo.discount}%
        </span>{" "}
        <del className="price__original">
          <span className="sr-only">Harga normal </span>
          {formatRupiah(price)}
        </del>
      </span>
    </div>
  );
}
