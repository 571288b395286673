import type { ProductFilterResult } from "@contract/product-filter";
import type { ProductCardData } from "~/utils/product-cards";
import type { ReactNode } from "react";
import { ProductGrid } from "../product-grid";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { LoadingIndicator, useLoadingThisPage } from "~/components/ui/loading-indicator";
import { Pagination } from "./pagination";

type ProductListViewProps = {
  title: string;
  crumbs: Crumb[];
  /** The page of results, its products cut to their cards. */
  result: Omit<ProductFilterResult, "products"> & { products: ProductCardData[] };
  hrefFor: (page: number) => string;
  /** Sort and filter controls above the grid. */
  toolbar?: ReactNode;
};

/** A product list page: breadcrumb, title, controls, the grid of cards (or the empty text) and the pager. */
export function ProductListView({ title, crumbs, result, hrefFor, toolbar }: ProductListViewProps) {
  const loading = useLoadingThisPage();
  return (
    <div className="container catalogue">
      <Breadcrumb items={crumbs} />
      <div className="catalogue__head">
        <div>
          <h1 className="catalogue__title">{title}</h1>
          {result.total > 0 ? (
            <p className="catalogue__count">
              {result.capped ? "Lebih dari " : ""}
              {result.total.toLocaleString("id-ID")} produk
            </p>
          ) : null}
        </div>
        {toolbar ? <div className="catalogue__toolbar">{toolbar}</div> : null}
      </div>
      <div className="catalogue__results" aria-busy={loading}>
        <LoadingIndicator active={loading} />
        <ProductGrid products={result.products} eager />
      </div>
      {result.capped && result.page >= result.pageTotal ? (
        <p className="catalogue__note">Persempit pencarian atau filter untuk melihat produk lainnya.</p>
      ) : null}
      <Pagination label="Halaman produk" current={result.page} total={result.pageTotal} hrefFor={hrefFor} />
    </div>
  );
}
