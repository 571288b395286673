import type { Category } from "@contract/category";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  FILTER_APPLY,
  FILTER_PARAM,
  FILTER_SORT_OPTIONS,
  filterFormToQuery,
  productListHref,
  queryToCheckboxes,
  RATINGS,
  type ProductQuery,
} from "~/utils/product-query";
import { Icon } from "../icons";
import { ErrorSummary } from "./error-summary";
import { validateFilterForm, type FilterErrors } from "~/schemas/catalogue-filter";

const FORM_ID = "filter-produk";
const PRICE_FIELDS = [
  { name: "min_price", id: "filter-harga-min", label: "Harga minimum" },
  { name: "max_price", id: "filter-harga-max", label: "Harga maksimum" },
] as const;

/** A refused filter: the messages and the values as typed. */
export type FilterReply = {
  error: FilterErrors;
  typed: { min_price?: string; max_price?: string; rating?: string; sort?: string };
};
const TITLE_ID = "filter-produk-judul";

type FilterDialogProps = {
  pathname: string;
  query: ProductQuery;
  categories: Category[];
  /** The server's verdict on a submitted (or hand-edited) filter, shown with the typed values. */
  lastResult?: FilterReply | null;
  /** Rendered open by the server: `?filter=1`, or a filter with errors. */
  initiallyOpen: boolean;
};

/**
 * The filter modal. Without JavaScript a link (`?filter=1`) renders it open as a plain GET form whose
 * fields the loader turns into the list's URL; with JavaScript a button opens it as a modal dialog and
 * the form navigates to that same URL itself.
 */
export function FilterDialog({ pathname, query, categories, lastResult, initiallyOpen }: FilterDialogProps) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(initiallyOpen);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !hydrated) return;
    // The server may have rendered it open (non-modal); as a modal it keeps focus inside.
    if (open && !(dialog.open && dialog.matches(":modal"))) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, hydrated]);

  const closeHref = productListHref(pathname, query);
  return (
    <>
      {hydrated ? (
        <button
          ref={openerRef}
          type="button"
          className="button button--outline filter-opener"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="filter-produk-dialog"
          onClick={() => setOpen(true)}
        >
          Filter
        </button>
      ) : (
        <Link
          to={productListHref(pathname, query, { [FILTER_PARAM]: "1" })}
          className="button button--outline filter-opener"
        >
          Filter
        </Link>
      )}
      <dialog
        ref={dialogRef}
        id="filter-produk-dialog"
        className="filter-dialog"
        aria-labelledby={TITLE_ID}
        open={initiallyOpen && !hydrated ? true : undefined}
        onClose={() => {
          setOpen(false);
          openerRef.current?.focus();
        }}
      >
        <div className="filter-dialog__header">
          <h2 id={TITLE_ID} className="filter-dialog__title">
            Filter Produk
          </h2>
          {hydrated ? (
            <button type="button" className="icon-button" onClick={() => setOpen(false)}>
              <Icon name="close" />
              <span className="sr-only">Tutup filter</span>
            </button>
          ) : (
            <Link to={closeHref} className="icon-button">
              <Icon name="close" />
              <span className="sr-only">Tutup filter</span>
            </Link>
          )}
        </div>
        <FilterForm
          pathname={pathname}
          query={query}
          categories={categories}
          lastResult={lastResult}
          onApplied={() => setOpen(false)}
        />
      </dialog>
    </>
  );
}

type FilterFormProps = Omit<FilterDialogProps, "initiallyOpen"> & { onApplied: () => void };

function FilterForm({ pathname, query, categories, lastResult, onApplied }: FilterFormProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The summary waits for a submit: appearing on blur it would push the button away from the pointer.
  const [attempted, setAttempted] = useState(false);
  const [ticked, setTicked] = useState(() => queryToCheckboxes(query, categories));
  // As the other forms: a price is checked when left, then again on each keystroke once it has a message.
  const [errors, setErrors] = useState<FilterErrors>(lastResult?.error ?? {});
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(Object.keys(lastResult?.error ?? {})));
  const typed = lastResult?.typed;
  const recheck = (form: HTMLFormElement, fields: ReadonlySet<string>) => {
    const result = validateFilterForm(new FormData(form));
    const all = result.status === "error" ? result.error : {};
    setErrors(Object.fromEntries(Object.entries(all).filter(([name]) => fields.has(name))));
    return result;
  };
  const onPriceBlur = (event: FocusEvent<HTMLInputElement>) => {
    const fields = new Set([...checked, event.currentTarget.name]);
    setChecked(fields);
    if (event.currentTarget.form) recheck(event.currentTarget.form, fields);
  };
  const onPriceInput = (event: FormEvent<HTMLInputElement>) => {
    if (event.currentTarget.form && checked.has(event.currentTarget.name)) recheck(event.currentTarget.form, checked);
  };

  const toggleCategory = (category: Category, checked: boolean) => {
    const subs = category.subcategory.map((sub) => sub.id);
    setTicked((current) => ({
      kategori: checked ? [...current.kategori, category.id] : current.kategori.filter((id) => id !== category.id),
      sub_kategori: checked
        ? [...new Set([...current.sub_kategori, ...subs])]
        : current.sub_kategori.filter((id) => !subs.includes(id)),
    }));
  };
  const toggleSubcategory = (category: Category, subId: number, checked: boolean) => {
    setTicked((current) => {
      const subKategori = checked
        ? [...current.sub_kategori, subId]
        : current.sub_kategori.filter((id) => id !== subId);
      const anyLeft = category.subcategory.some((sub) => subKategori.includes(sub.id));
      const withoutCategory = current.kategori.filter((id) => id !== category.id);
      return { kategori: anyLeft ? [...withoutCategory, category.id] : withoutCategory, sub_kategori: subKategori };
    });
  };

  const sortDefault = FILTER_SORT_OPTIONS.some((option) => option.value === query.sort) ? query.sort : "";
  const summary = PRICE_FIELDS.flatMap((field) =>
    (errors[field.name] ?? []).map((message) => ({ id: field.id, message: `${field.label}: ${message}` })),
  );

  return (
    <Form
      method="get"
      action={pathname}
      id={FORM_ID}
      // The browser's own number checks stand when scripts do not run; with them, the messages are ours.
      noValidate={hydrated}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        const all = new Set(PRICE_FIELDS.map((field) => field.name));
        setChecked(all);
        const result = recheck(event.currentTarget, all);
        if (result.status !== "success") return;
        onApplied();
        navigate(productListHref(pathname, filterFormToQuery(result.value, categories)));
      }}
      className="filter-form"
    >
      {(attempted || lastResult) && summary.length > 0 ? (
        <ErrorSummary title="Filter belum dapat diterapkan" errors={summary} />
      ) : null}
      <input type="hidden" name={FILTER_PARAM} value={FILTER_APPLY} />
      {query.search ? <input type="hidden" name="search" value={query.search} /> : null}

      <fieldset className="filter-form__group">
        <legend className="filter-form__legend">Kategori</legend>
        <ul className="filter-tree">
          {categories.map((category) => (
            <li key={category.id}>
              <label className="check">
                <input
                  type="checkbox"
                  name="kategori"
                  value={category.id}
                  checked={ticked.kategori.includes(category.id)}
                  onChange={(event) => toggleCategory(category, event.currentTarget.checked)}
                />
                <span>{category.name}</span>
              </label>
              {category.subcategory.length > 0 ? (
                <ul className="filter-tree__subs" aria-label={`Sub kategori ${category.name}`}>
                  {category.subcategory.map((sub) => (
                    <li key={sub.id}>
                      <label className="check">
                        <input
                          type="checkbox"
                          name="sub_kategori"
                          value={sub.id}
                          checked={ticked.sub_kategori.includes(sub.id)}
                          onChange={(event) => toggleSubcategory(category, sub.id, event.currentTarget.checked)}
                        />
                        <span>{sub.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="filter-form__group">
        <legend className="filter-form__legend">Harga</legend>
        <p id="filter-harga-hint" className="field__hint">
          Dalam rupiah, tanpa titik.
        </p>
        <div className="filter-form__prices">
          {PRICE_FIELDS.map((field) => {
            const messages = errors[field.name];
            return (
              <div key={field.name} className="field">
                <label htmlFor={field.id} className="field__label">
                  {field.label}
                </label>
                <input
                  id={field.id}
                  name={field.name}
                  type="number"
                  min={0}
                  className="input"
                  inputMode="numeric"
                  placeholder={field.name === "min_price" ? "0" : undefined}
                  defaultValue={typed ? typed[field.name] : query[field.name]?.toString()}
                  aria-invalid={messages?.length ? true : undefined}
                  aria-describedby={`filter-harga-hint ${field.id}-error${field.name === "max_price" ? " filter-harga-range" : ""}`}
                  onBlur={onPriceBlur}
                  onInput={onPriceInput}
                />
                <p id={`${field.id}-error`} className="field__error">
                  {messages?.join(" ")}
                </p>
              </div>
            );
          })}
        </div>
        <p id="filter-harga-range" className="sr-only">
          Harga maksimum tidak boleh lebih kecil dari harga minimum.
        </p>
      </fieldset>

      <div className="filter-form__selects">
        <div className="field">
          <label htmlFor="filter-rating" className="field__label">
            Rating
          </label>
          <select
            id="filter-rating"
            name="rating"
            className="select"
            defaultValue={typed?.rating ?? query.rating?.toString() ?? ""}
          >
            <option value="">Semua</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-sort" className="field__label">
            Urutkan
          </label>
          <select id="filter-sort" name="sort" className="select" defaultValue={typed?.sort ?? sortDefault}>
            {FILTER_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <button type="submit" className="button button--primary button--block">
        Filter
      </button>
    </Form>
  );
}
