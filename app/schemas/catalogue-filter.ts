import { FILTER_MESSAGES, queryValue, type FilterForm } from "~/utils/product-query";

// Apart from product-query.ts so that only the list page, which has the form, loads it. A plain
// function rather than Conform: the browsing pages keep within the JavaScript budget (decision 13).

export type FilterErrors = Partial<Record<"min_price" | "max_price", string[]>>;

export type FilterCheck =
  | { status: "success"; value: FilterForm }
  /** `typed`: the price fields as they were typed, shown again next to their messages. */
  | {
      status: "error";
      error: FilterErrors;
      typed: { min_price?: string; max_price?: string; rating?: string; sort?: string };
    };

const asText = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
const asList = (values: FormDataEntryValue[]) => values.filter((item): item is string => typeof item === "string");

/**
 * Checks the filter form, the same way on the server (its GET without JavaScript) and in the browser:
 * prices are whole rupiah from 0, and the maximum is not below the minimum. Everything else in the
 * form is a choice from a list, cleaned when it becomes the query.
 */
export function validateFilterForm(payload: FormData | URLSearchParams): FilterCheck {
  const error: FilterErrors = {};
  const price = (name: "min_price" | "max_price") => {
    const text = asText(payload.get(name));
    if (text === undefined) return undefined;
    const value = queryValue.price(text);
    if (value === undefined) error[name] = [FILTER_MESSAGES.price];
    return value;
  };
  const min = price("min_price");
  const max = price("max_price");
  if (min !== undefined && max !== undefined && max < min) error.max_price = [FILTER_MESSAGES.priceRange];
  const rating = asText(payload.get("rating"));
  const sort = asText(payload.get("sort"));
  if (Object.keys(error).length > 0) {
    const typed = (name: string) => asText(payload.get(name));
    return {
      status: "error",
      error,
      typed: { min_price: typed("min_price"), max_price: typed("max_price"), rating, sort },
    };
  }
  return {
    status: "success",
    value: {
      kategori: asList(payload.getAll("kategori")),
      sub_kategori: asList(payload.getAll("sub_kategori")),
      min_price: min,
      max_price: max,
      rating,
      sort,
      search: asText(payload.get("search")),
    },
  };
}
