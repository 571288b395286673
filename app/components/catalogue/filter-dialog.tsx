import type { Category } from "@contract/category";
import { getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
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
import { validateFilterForm } from "./filter-validation";

const FORM_ID = "filter-produk";
const TITLE_ID = "filter-produk-judul";

type FilterDialogProps = {
  pathname: string;
  query: ProductQuery;
  categories: Category[];
  /** The server's verdict on a submitted (or hand-edited) filter, shown with the typed values. */
  lastResult?: SubmissionResult<string[]> | null;
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
        <Link to={productListHref(pathname, query, { [FILTER_PARAM]: "1" })} className="button button--outline filter-opener">
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
  // The summary waits for a submit: appearing on blur it would push the button away from the pointer.
  const [attempted, setAttempted] = useState(false);
  const [ticked, setTicked] = useState(() => queryToCheckboxes(query, categories));
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    // The browser's own checks, matching validateFilterForm (used when scripts are off but forms run).
    constraint: { min_price: { min: 0 }, max_price: { min: 0 } },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      min_price: query.min_price?.toString(),
      max_price: query.max_price?.toString(),
      rating: query.rating?.toString() ?? "",
      sort: FILTER_SORT_OPTIONS.some((option) => option.value === query.sort) ? query.sort : "",
    },
    onValidate: ({ formData }) => validateFilterForm(formData),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      onApplied();
      navigate(productListHref(pathname, filterFormToQuery(submission.value, categories)));
    },
  });

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
      const subKategori = checked ? [...current.sub_kategori, subId] : current.sub_kategori.filter((id) => id !== subId);
      const anyLeft = category.subcategory.some((sub) => subKategori.includes(sub.id));
      const withoutCategory = current.kategori.filter((id) => id !== category.id);
      return { kategori: anyLeft ? [...withoutCategory, category.id] : withoutCategory, sub_kategori: subKategori };
    });
  };

  const { key: minKey, ...minProps } = getInputProps(fields.min_price, { type: "number", ariaDescribedBy: `${fields.min_price.id}-hint` });
  const { key: maxKey, ...maxProps } = getInputProps(fields.max_price, { type: "number", ariaDescribedBy: `${fields.max_price.id}-hint` });
  const { key: ratingKey, ...ratingProps } = getSelectProps(fields.rating);
  const { key: sortKey, ...sortProps } = getSelectProps(fields.sort);
  const errors = [
    { id: fields.min_price.id, label: "Harga minimum", messages: fields.min_price.errors },
    { id: fields.max_price.id, label: "Harga maksimum", messages: fields.max_price.errors },
  ].flatMap((field) => (field.messages ?? []).map((message) => ({ id: field.id, message: `${field.label}: ${message}` })));

  return (
    <Form
      method="get"
      action={pathname}
      id={form.id}
      noValidate={form.noValidate}
      onSubmit={(event) => {
        // Conform validates a field on blur through a submit with its own `__intent__` button.
        if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") !== "__intent__") setAttempted(true);
        form.onSubmit(event);
      }}
      className="filter-form"
    >
      {(attempted || lastResult?.status === "error") && errors.length > 0 ? (
        <ErrorSummary title="Filter belum dapat diterapkan" errors={errors} />
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
        <p id={`${fields.min_price.id}-hint`} className="field__hint">
          Dalam rupiah, tanpa titik.
        </p>
        <div className="filter-form__prices">
          <div className="field">
            <label htmlFor={fields.min_price.id} className="field__label">
              Harga minimum
            </label>
            <input key={minKey} {...minProps} className="input" inputMode="numeric" placeholder="0" />
            <p id={fields.min_price.errorId} className="field__error">
              {fields.min_price.errors?.join(" ")}
            </p>
          </div>
          <div className="field">
            <label htmlFor={fields.max_price.id} className="field__label">
              Harga maksimum
            </label>
            <input key={maxKey} {...maxProps} className="input" inputMode="numeric" />
            <p id={fields.max_price.errorId} className="field__error">
              {fields.max_price.errors?.join(" ")}
            </p>
          </div>
        </div>
        <p id={`${fields.max_price.id}-hint`} className="sr-only">
          Harga maksimum tidak boleh lebih kecil dari harga minimum.
        </p>
      </fieldset>

      <div className="filter-form__selects">
        <div className="field">
          <label htmlFor={fields.rating.id} className="field__label">
            Rating
          </label>
          <select key={ratingKey} {...ratingProps} className="select">
            <option value="">Semua</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {rating}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fields.sort.id} className="field__label">
            Urutkan
          </label>
          <select key={sortKey} {...sortProps} className="select">
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
