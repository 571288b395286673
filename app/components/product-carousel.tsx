import type { ProductCardData } from "~/utils/product-cards";
import { Carousel } from "./carousel";
import { ProductCard } from "./product-card";

type ProductCarouselProps = {
  products: ProductCardData[];
  /** Accessible name of the row: the title of the section it sits in. */
  label: string;
};

/** A row of product cards (home, detail, cart and confirmation pages); lists of results use ProductGrid. */
export function ProductCarousel({ products, label }: ProductCarouselProps) {
  if (products.length === 0) return <p className="empty-state">Produk tidak ditemukan ..</p>;
  return (
    <Carousel
      label={label}
      variant="product"
      slides={products.map((product) => ({ key: product.id, content: <ProductCard product={product} /> }))}
    />
  );
}
