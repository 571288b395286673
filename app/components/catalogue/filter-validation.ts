import { parse, type Submission } from "@conform-to/react";
import { FILTER_MESSAGES, queryValue, type FilterForm } from "~/utils/product-query";

// Apart from product-query.ts so that only the list page, which has the form, loads Conform.

const asList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string");
const asText = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/**
 * Checks the filter form, the same way on the server (its GET without JavaScript) and in the browser
 * (Conform's onValidate): prices are whole rupiah from 0, and the maximum is not below the minimum.
 * Everything else in the form is a choice from a list, cleaned when it becomes the query.
 */
export function validateFilterForm(payload: FormData | URLSearchParams): Submission<FilterForm, string[]> {
  return parse<FilterForm, string[]>(payload, {
    resolve(fields) {
      const error: Record<string, string[]> = {};
      const price = (name: "min_price" | "max_price") => {
        const text = asText(fields[name]);
        if (text === undefined) return undefined;
        const value = queryValue.price(text);
        if (value === undefined) error[name] = [FILTER_MESSAGES.price];
        return value;
      };
      const min = price("min_price");
      const max = price("max_price");
      if (min !== undefined && max !== undefined && max < min) error.max_price = [FILTER_MESSAGES.priceRange];
      if (Object.keys(error).length > 0) return { error };
      return {
        value: {
          kategori: asList(fields.kategori),
          sub_kategori: asList(fields.sub_kategori),
          min_price: min,
          max_price: max,
          rating: asText(fields.rating),
          sort: asText(fields.sort),
          search: asText(fields.search),
        },
      };
    },
  });
}

