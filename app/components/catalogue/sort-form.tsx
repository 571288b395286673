import { Form, useNavigate } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { LIST_SORTS, productListHref, type ListSort, type ProductQuery } from "~/utils/product-query";

type SortFormProps = { pathname: string; query: ProductQuery };

/**
 * The sort dropdown: a GET form carrying the active filters. Without JavaScript a button sends it;
 * with it the choice applies at once and the button steps out of sight (a form keeps its submit
 * button for assistive technology). Either way the list starts again at page 1.
 */
export function SortForm({ pathname, query }: SortFormProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const kept = productFieldsOf({ ...query, page: 1, sort: undefined });
  return (
    <Form method="get" action={pathname} className="sort-form">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="urutkan" className="sort-form__label">
        Urutkan
      </label>
      <select
        id="urutkan"
        name="sort"
        className="select"
        defaultValue={query.sort ?? "Semua"}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const sort = value === "Semua" ? undefined : (value as ListSort);
          navigate(productListHref(pathname, { ...query, page: 1, sort }));
        }}
      >
        {LIST_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sort}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={`button button--outline sort-form__submit${hydrated ? " sr-only-focusable" : ""}`}
      >
        Terapkan
      </button>
    </Form>
  );
}

/** The query's non-empty values as form fields, in the URL's order. */
function productFieldsOf(query: Partial<ProductQuery>): [string, string][] {
  return [...new URLSearchParams(productListHref("", query).slice(1)).entries()];
}
