import type { ProductSummary } from "@contract/product";
import { ProductCard } from "./product-card";

type ProductGridProps = {
  products: ProductSummary[];
  /** Cards of a grid high on the page may load their images eagerly. */
  eager?: boolean;
};

export function ProductGrid({ products, eager = false }: ProductGridProps) {
  if (products.length === 0) return <p className="empty-state">Produk tidak ditemukan ..</p>;
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} lazy={!eager} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
