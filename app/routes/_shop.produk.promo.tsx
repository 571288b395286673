import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OWN_INDICATOR } from "~/components/chrome/page-loading";
import { ProductListView } from "~/components/catalogue/product-list-view";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { listProductPage } from "~/services/product.server";
import { productListHref } from "~/utils/product-query";
import { parseProductQuery } from "~/utils/product-query.server";
import { productCards } from "~/utils/product-cards";

const PATH = "/produk/promo";
const TITLE = "Produk Promo";

export const handle = OWN_INDICATOR;

export const meta: MetaFunction = () => [
  { title: `${TITLE} | ${SITE_NAME}` },
  { name: "description", content: "Produk pengadaan yang sedang promo, dengan harga diskon." },
];

// The promo list takes only `page`; anything else (or nonsense) is tidied to that one value.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { page } = parseProductQuery(url.searchParams);
  const canonical = `?page=${page}`;
  if (url.search !== canonical) throw redirect(`${PATH}${canonical}`);
  const result = await listProductPage(request, { page, kategori: [], sub_kategori: [] }, { promo: true });
  return { result: { ...result, products: productCards(result.products) } };
}

export default function PromoListPage() {
  const { result } = useLoaderData<typeof loader>();
  return (
    <ProductListView
      title={TITLE}
      crumbs={[{ label: "Produk", href: "/produk?page=1" }, { label: TITLE }]}
      result={result}
      hrefFor={(page) => productListHref(PATH, { page })}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
