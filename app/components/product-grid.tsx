import type { ProductCardData } from "~/utils/product-cards";
import { ProductCard } from "./product-card";

type ProductGridProps = {
  products: ProductCardData[];
  /** A grid high on the page: its first row loads at once, its first card's image first of all. */
  eager?: boolean;
};

/** A desktop row (six columns); on a phone, the first three rows of two. */
const EAGER_CARDS = 6;

export function ProductGrid({ products, eager = false }: ProductGridProps) {
  if (products.length === 0) return <p className="empty-state">Produk tidak ditemukan ..</p>;
  // The largest paint is a card's image: the rest wait for the layout so that they do not share
  // the connection with the first ones and the page's scripts (decision 126).
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            lazy={!eager || index >= EAGER_CARDS}
            priority={eager && index === 0}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}
