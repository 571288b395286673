import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumb } from "~/components/catalogue/breadcrumb";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { ProductGrid } from "~/components/product-grid";
import { listRecommendedProducts } from "~/services/product.server";
import { recommendationWindow } from "~/utils/recommendation-paging";
import { productCards } from "~/utils/product-cards";

const TITLE = "Rekomendasi untuk Anda";

export const meta: MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "description", content: "Produk pengadaan yang kami rekomendasikan." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { products: productCards(recommendationWindow(await listRecommendedProducts(request))) };
}

export default function RecommendationsPage() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <div className="container catalogue">
      <Breadcrumb items={[{ label: "Produk", href: "/produk?page=1" }, { label: TITLE }]} />
      <div className="catalogue__head">
        <h1 className="catalogue__title">{TITLE}</h1>
      </div>
      <ProductGrid products={products} eager />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
