import { OWN_INDICATOR } from "~/components/chrome/page-loading";
import { useFlash } from "~/components/chrome/use-flash";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/catalogue/breadcrumb";
import { CopyLink } from "~/components/catalogue/copy-link";
import { PurchaseBox } from "~/components/catalogue/purchase-box";
import { ImageGallery } from "~/components/catalogue/image-gallery";
import { REVIEW_SECTION_ID, ReviewList } from "~/components/catalogue/review-list";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { LoadingIndicator, useLoadingThisPage } from "~/components/ui/loading-indicator";
import { HtmlContent } from "~/components/html-content";
import { Price } from "~/components/price";
import { ProductCarousel } from "~/components/product-carousel";
import { RatingStars } from "~/components/rating-stars";
import { SectionHeader } from "~/components/section-header";
import { thrownStatus } from "~/services/api-client.server";
import { recordProductView } from "~/services/cart.server";
import { getProduct, listProductReviews, listProducts } from "~/services/product.server";
import { getSetting } from "~/services/setting.server";
import { getPublicOrigin } from "~/utils/env.server";
import { productListHref } from "~/utils/product-query";
import { parseDetailQuery } from "~/utils/product-query.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import { getSession, sessionKeys } from "~/utils/session.server";
import { mayUseCart } from "~/utils/cart-role.server";
import { productCards } from "~/utils/product-cards";

const PATH = "/produk-detail";
const RELATED_COUNT = 6;
/** The spec's text, dots included. */
const NOT_FOUND = "Produk tidak ditemukan ..";

export const handle = OWN_INDICATOR;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data?.found) return [{ title: `${NOT_FOUND} | ${SITE_NAME}` }];
  return [
    { title: `${data.product.name} | ${SITE_NAME}` },
    { name: "description", content: `${data.product.name}: spesifikasi, deskripsi, harga dan ulasan pembeli.` },
  ];
};

function detailHref(id: number, star?: number, reviewPage?: number): string {
  const params = new URLSearchParams({ id_produk: String(id) });
  if (star !== undefined) params.set("ulasan", String(star));
  if (reviewPage !== undefined && reviewPage > 1) params.set("halaman_ulasan", String(reviewPage));
  return `${PATH}?${params.toString()}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseDetailQuery(params);
  if (!parsed) return notFound();
  const { id, star, page } = parsed;
  try {
    const [product, reviews, setting, cartOffered] = await Promise.all([
      getProduct(request, id),
      listProductReviews(request, id, { star, page }),
      getSetting(request),
      mayUseCart(request),
      recordViewIfLoggedIn(request, id),
    ]);
    // The one call that needs another's answer: related products share the product's category.
    const categoryId = product.subcategory.category_id;
    const related = await listProducts(request, { category: categoryId, limit: RELATED_COUNT + 1 });
    return data({
      found: true as const,
      product: { ...product, descriptions: sanitizeHtml(product.descriptions) },
      reviews,
      star,
      related: productCards(related.filter((item) => item.id !== product.id).slice(0, RELATED_COUNT)),
      negoInfo: sanitizeHtml(setting.tac_price_nego),
      shareUrl: `${getPublicOrigin(request)}${PATH}?id_produk=${product.id}`,
      cartOffered,
    });
  } catch (error) {
    if (thrownStatus(error) === 404) return notFound();
    throw error;
  }
}

/** Spec: a view is recorded for logged-in buyers only (a failure is logged, never shown). */
async function recordViewIfLoggedIn(request: Request, productId: number): Promise<void> {
  const session = await getSession(request);
  if (session.get(sessionKeys.token)) await recordProductView(request, productId);
}

function notFound() {
  return data({ found: false as const }, { status: 404 });
}

export default function ProductDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  const flash = useFlash();
  // Another review filter or page, or a related product: the page stays while its data comes.
  const loading = useLoadingThisPage();
  if (!loaded.found) {
    return (
      <div className="container catalogue">
        <h1 className="sr-only">Detail produk</h1>
        <p className="empty-state">{NOT_FOUND}</p>
      </div>
    );
  }
  const { product, reviews, star, related, negoInfo, shareUrl, cartOffered } = loaded;
  const category = product.subcategory.category;
  const promo = product.promo[0];
  return (
    <div className="container product-detail loading-host" aria-busy={loading}>
      <LoadingIndicator active={loading} label="Memuat detail produk …" variant="detail" />
      <Breadcrumb
        items={[
          { label: category.name, href: productListHref("/produk", { page: 1, kategori: [category.id] }) },
          {
            label: product.subcategory.name,
            href: productListHref("/produk", {
              page: 1,
              kategori: [category.id],
              sub_kategori: [product.subcategory.id],
            }),
          },
          { label: product.name },
        ]}
      />
      <div className="product-detail__top">
        <ImageGallery images={product.image} name={product.name} />
        <div className="product-detail__info">
          <h1 className="product-detail__name">{product.name}</h1>
          <p className="product-detail__stats">
            <RatingStars value={product.star_review} />
            <span className="product-detail__score" aria-hidden="true">
              {product.star_review.toLocaleString("id-ID", { maximumFractionDigits: 1 })}
            </span>
            <a href={`#${REVIEW_SECTION_ID}`}>{product.count_review.toLocaleString("id-ID")} ulasan</a>
            <span>Terjual {product.total_sold.toLocaleString("id-ID")}</span>
          </p>
          <Price price={product.price} promo={promo} className="price--large" />
          <PurchaseBox
            productId={product.id}
            stock={product.stock}
            unit={product.unit.name}
            negoInfo={negoInfo}
            flash={flash}
            cartOffered={cartOffered}
          />
          <CopyLink url={shareUrl} />
        </div>
      </div>

      <details className="detail-section" open>
        <summary className="detail-section__title">Spesifikasi</summary>
        {product.spesifikasi.length === 0 ? (
          <p className="empty-state empty-state--left">Belum ada data spesifikasi</p>
        ) : (
          <table className="spec-table">
            <tbody>
              {product.spesifikasi.map((spec) => (
                <tr key={spec.name}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
      <details className="detail-section" open>
        <summary className="detail-section__title">Deskripsi</summary>
        {product.descriptions ? (
          <HtmlContent html={product.descriptions} />
        ) : (
          <p className="empty-state empty-state--left">Belum ada data deskripsi</p>
        )}
      </details>

      <ReviewList
        result={reviews}
        star={star}
        hrefFor={(value, page) => `${detailHref(product.id, value, page)}#${REVIEW_SECTION_ID}`}
      />

      <section className="related" aria-labelledby="produk-terkait">
        <SectionHeader id="produk-terkait" title="Produk Terkait" moreHref={`/produk?page=1&kategori=${category.id}`} />
        <ProductCarousel products={related} label="Produk Terkait" />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
