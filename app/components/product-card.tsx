import type { ProductCardData } from "~/utils/product-cards";
import { Link } from "@remix-run/react";
import { defaultImage } from "~/utils/image";
import { Picture } from "./picture";
import { Price } from "./price";
import { RatingStars } from "./rating-stars";
import { productHref } from "~/utils/hrefs";

type ProductCardProps = {
  product: ProductCardData;
  lazy?: boolean;
  /** The image most likely to be the page's largest paint: fetched ahead of the others. */
  priority?: boolean;
  /** 2 in a result grid right under the page's h1; 3 in a carousel under its section's h2. */
  headingLevel?: 2 | 3;
};

/** The one product card of every list: image, name, price, rating and units sold. */
export function ProductCard({ product, lazy = true, priority = false, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = defaultImage(product.image);
  const promo = product.promo[0];
  return (
    <article className="product-card">
      <div className="product-card__media">
        {image ? (
          <Picture
            src={image.image}
            webp={image.webp}
            alt=""
            width={480}
            height={480}
            lazy={lazy}
            priority={priority}
          />
        ) : (
          <span className="product-card__placeholder" aria-hidden="true" />
        )}
        {promo ? <span className="product-card__badge">Promo</span> : null}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          {/* The whole card is clickable through this link's ::after overlay. */}
          <Link to={productHref(product.id)} className="product-card__link" prefetch="intent">
            {product.name}
          </Link>
        </Heading>
        <Price price={product.price} promo={promo} />
        <div className="product-card__meta">
          <RatingStars value={product.star_review} />
          <span className="product-card__sold">Terjual {product.total_sold.toLocaleString("id-ID")}</span>
        </div>
      </div>
    </article>
  );
}
