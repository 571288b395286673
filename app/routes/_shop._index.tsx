import type { Banner, BannerPosition } from "@contract/banner";
import type { Category } from "@contract/category";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Carousel, type CarouselSlide } from "~/components/carousel";
import { categoryHref } from "~/components/chrome/category-sidebar";
import { SITE_NAME } from "~/utils/site";
import { useRootData } from "~/components/chrome/use-root-data";
import { RouteErrorPage } from "~/components/error-page";
import { Picture } from "~/components/picture";
import { ProductCarousel } from "~/components/product-carousel";
import { SectionHeader } from "~/components/section-header";
import { listBanners } from "~/services/banner.server";
import { listProducts, listPromoProducts, listRecommendedProducts } from "~/services/product.server";
import { productCards } from "~/utils/product-cards";

const SECTION_SIZE = 6;
const BOTTOM_BANNERS: BannerPosition[] = ["Banner 1", "Banner 2", "Banner 3"];

export const meta: MetaFunction = () => [
  { title: `${SITE_NAME} | Belanja kebutuhan pengadaan instansi` },
  {
    name: "description",
    content: "Belanja kebutuhan pengadaan barang instansi pemerintah: produk terlaris, promo dan rekomendasi.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [banners, bestSellers, promos, recommended] = await Promise.all([
    listBanners(request),
    listProducts(request, { limit: SECTION_SIZE }),
    listPromoProducts(request),
    listRecommendedProducts(request),
  ]);
  return {
    sliders: banners.filter((banner) => banner.position === "Slider"),
    bottomBanners: BOTTOM_BANNERS.flatMap((position) => banners.find((banner) => banner.position === position) ?? []),
    bestSellers: productCards(bestSellers.slice(0, SECTION_SIZE)),
    promos: productCards(promos.slice(0, SECTION_SIZE)),
    recommended: productCards(recommended.slice(0, SECTION_SIZE)),
  };
}

export default function HomePage() {
  const { sliders, bottomBanners, bestSellers, promos, recommended } = useLoaderData<typeof loader>();
  const { categories } = useRootData();
  return (
    <div className="container home">
      <h1 className="sr-only">{SITE_NAME}</h1>
      {sliders.length > 0 ? (
        <Carousel
          label="Banner promosi"
          variant="banner"
          slides={sliders.map((banner, index) => ({
            key: banner.id,
            content: (
              <BannerImage
                banner={banner}
                alt={`Banner promosi ${index + 1}`}
                width={1200}
                height={400}
                eager={index === 0}
              />
            ),
          }))}
        />
      ) : null}

      <section className="home-section" aria-labelledby="kategori-title">
        <SectionHeader id="kategori-title" title="Kategori" />
        <Carousel label="Kategori" variant="category" slides={categories.map(categorySlide)} />
      </section>

      <section className="home-section" aria-labelledby="terlaris-title">
        <SectionHeader id="terlaris-title" title="Produk Terlaris" moreHref="/produk?sort=terlaris" />
        <ProductCarousel products={bestSellers} label="Produk Terlaris" />
      </section>

      <section className="home-section" aria-labelledby="promo-title">
        <SectionHeader id="promo-title" title="Produk Promo" moreHref="/produk/promo?page=1" />
        <ProductCarousel products={promos} label="Produk Promo" />
      </section>

      <section className="home-section" aria-labelledby="rekomendasi-title">
        <SectionHeader id="rekomendasi-title" title="Rekomendasi untuk Anda" moreHref="/produk?page=1" />
        <ProductCarousel products={recommended} label="Rekomendasi untuk Anda" />
      </section>

      {bottomBanners.length > 0 ? (
        <ul className="bottom-banners" aria-label="Banner">
          {bottomBanners.map((banner) => (
            <li key={banner.id}>
              <BannerImage banner={banner} alt={banner.position} width={600} height={300} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function categorySlide(category: Category): CarouselSlide {
  return {
    key: category.id,
    content: (
      <Link to={categoryHref(category.id)} className="category-tile">
        {category.image ? (
          <Picture
            src={category.image}
            webp={category.webp}
            alt=""
            width={160}
            height={160}
            lazy
            className="category-tile__image"
          />
        ) : (
          <span className="category-tile__image category-tile__image--empty" aria-hidden="true" />
        )}
        <span className="category-tile__name">{category.name}</span>
      </Link>
    ),
  };
}

type BannerImageProps = { banner: Banner; alt: string; width: number; height: number; eager?: boolean };

function BannerImage({ banner, alt, width, height, eager = false }: BannerImageProps) {
  const picture = (
    <Picture
      src={banner.image}
      webp={banner.webp}
      alt={alt}
      width={width}
      height={height}
      lazy={!eager}
      // The first slide is the home page's largest paint (Lighthouse, decision 145).
      priority={eager}
      className="banner"
    />
  );
  // Banner targets may be outside the shop, so a plain anchor rather than a router link.
  return banner.url ? (
    <a href={banner.url} className="banner-link">
      {picture}
    </a>
  ) : (
    picture
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
