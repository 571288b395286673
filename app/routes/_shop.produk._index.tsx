import type { Category } from "@contract/category";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { OWN_INDICATOR } from "~/components/chrome/page-loading";
import type { Crumb } from "~/components/catalogue/breadcrumb";
import { FilterDialog } from "~/components/catalogue/filter-dialog";
import { validateFilterForm } from "~/schemas/catalogue-filter";
import { ProductListView } from "~/components/catalogue/product-list-view";
import { SortForm } from "~/components/catalogue/sort-form";
import { SITE_NAME } from "~/utils/site";
import { useRootData } from "~/components/chrome/use-root-data";
import { RouteErrorPage } from "~/components/error-page";
import { listCategories } from "~/services/category.server";
import { listProductPage } from "~/services/product.server";
import {
  FILTER_APPLY,
  FILTER_OPEN,
  FILTER_PARAM,
  filterFormToQuery,
  productListHref,
  productSearch,
  sameSearch,
  withParentCategories,
  type ProductQuery,
} from "~/utils/product-query";
import { parseProductQuery } from "~/utils/product-query.server";
import { productCards } from "~/utils/product-cards";

const PATH = "/produk";
const ALL_PRODUCTS = "Semua Produk";
/** The spec's title when several categories (or sub-categories) are chosen. */
const SEVERAL = "Filter";

export const handle = OWN_INDICATOR;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.heading ?? ALL_PRODUCTS} | ${SITE_NAME}` },
  {
    name: "description",
    content: "Katalog produk pengadaan: cari, saring per kategori, harga dan rating, lalu urutkan.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if ([...params.keys()].length === 0) throw redirect(`${PATH}?page=1`);
  // Cached for everyone: needed before the list, to name the categories and complete the query.
  const categories = await listCategories(request);

  const mode = params.get(FILTER_PARAM);
  const submission = validateFilterForm(params);
  if (mode === FILTER_APPLY && submission.status === "success") {
    throw redirect(productListHref(PATH, filterFormToQuery(submission.value, categories)));
  }
  const query = withParentCategories(parseProductQuery(params), categories);
  const invalid = submission.status === "error";
  if (!invalid && mode !== FILTER_APPLY) {
    // One address per list: empty values, repeats, nonsense and a lone sub_kategori are tidied by a redirect.
    const canonical = productSearch(
      { ...query, page: params.has("page") ? query.page : undefined },
      mode === FILTER_OPEN ? { [FILTER_PARAM]: FILTER_OPEN } : {},
    );
    if (!sameSearch(params, new URLSearchParams(canonical))) throw redirect(`${PATH}${canonical}`);
  }

  const result = await listProductPage(request, query);
  const titles = listTitles(query, categories);
  return {
    query,
    result: { ...result, products: productCards(result.products) },
    heading: titles.sub ?? titles.category ?? (query.search ? `Hasil pencarian "${query.search}"` : ALL_PRODUCTS),
    crumbs: listCrumbs(query, titles),
    // A refused filter (submitted, or in a hand-edited link) is shown in its dialog with the typed values.
    lastResult: submission.status === "error" ? { error: submission.error, typed: submission.typed } : null,
    filterOpen: invalid || mode === FILTER_OPEN,
  };
}

export default function ProductListPage() {
  const { query, result, heading, crumbs, lastResult, filterOpen } = useLoaderData<typeof loader>();
  const { categories } = useRootData();
  const location = useLocation();
  return (
    <ProductListView
      title={heading}
      crumbs={crumbs}
      result={result}
      hrefFor={(page) => productListHref(PATH, { ...query, page })}
      toolbar={
        <>
          <FilterDialog
            key={`filter${location.search}`}
            pathname={PATH}
            query={query}
            categories={categories}
            lastResult={lastResult}
            initiallyOpen={filterOpen}
          />
          <SortForm key={`sort${location.search}`} pathname={PATH} query={query} />
        </>
      }
    />
  );
}

type Titles = { category?: string; sub?: string; categoryHref?: string };

/** One chosen → its name; several → "Filter"; an unknown id names nothing. */
function listTitles(query: ProductQuery, categories: Category[]): Titles {
  const name = (ids: number[], items: { id: number; name: string }[]) =>
    ids.length > 1 ? SEVERAL : items.find((item) => item.id === ids[0])?.name;
  const subs = categories.flatMap((category) => category.subcategory);
  const category = name(query.kategori, categories);
  return {
    category,
    sub: name(query.sub_kategori, subs),
    categoryHref: category ? productListHref(PATH, { page: 1, kategori: query.kategori }) : undefined,
  };
}

function listCrumbs(query: ProductQuery, titles: Titles): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Produk", href: `${PATH}?page=1` }];
  if (titles.category) crumbs.push({ label: titles.category, href: titles.categoryHref });
  if (titles.sub) crumbs.push({ label: titles.sub });
  if (!titles.category && !titles.sub && query.search) crumbs.push({ label: `Pencarian "${query.search}"` });
  return crumbs;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
