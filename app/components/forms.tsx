// The fields of every form in the shop (design §4): label, control, reserved error space,
// `aria-invalid` + `aria-describedby`, an error summary linking to the fields, and the
// "Peringatan !" / success boxes. They take Conform's field metadata.
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type * as z from "zod";
import { formConstraint } from "~/utils/form-constraint";
import { FormAlert } from "./form-alert";

// The alert lives apart so that pages without a validated form (product detail) ship no zod.
export { FormAlert };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form
type Meta = FieldMetadata<any, any, string[]>;
type InputType = "text" | "email" | "tel" | "date" | "password" | "number" | "search" | "url";

/**
 * Conform set up the shop's way: the contract's zod schema on both sides, validation on blur
 * then on input, the server's last answer for the values and errors after a post.
 */
export function useShopForm<Schema extends z.ZodObject | z.ZodType>(options: {
  id: string;
  schema: Schema;
  lastResult?: SubmissionResult<string[]> | null;
  /** Text fields' values; a checkbox group's (the team page's roles) is the list of checked values. */
  defaultValue?: Record<string, string | string[]>;
}) {
  const { id, schema, lastResult, defaultValue } = options;
  return useForm({
    id,
    lastResult,
    defaultValue,
    constraint: formConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/**
 * One more character than the rule allows can be typed (spec: "input limit 201" for 200), so
 * an over-long value shows its message instead of being cut off silently.
 */
const typingLimit = (maxLength: number | undefined) => (maxLength === undefined ? undefined : maxLength + 1);

function FieldError({ meta }: { meta: Meta }) {
  return (
    <p id={meta.errorId} className="field__error">
      {meta.errors?.join(" ")}
    </p>
  );
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className="field__hint">
      {children}
    </p>
  ) : null;
}

type FieldProps = {
  meta: Meta;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  className?: string;
  /** A typing limit the spec states for the box itself (instead of the schema's maximum plus one). */
  typingMax?: number;
  /** The spec's "digits only can be typed": with JavaScript anything else is dropped as it is typed. */
  digitsOnly?: boolean;
  /** The id of a `<datalist>` of suggestions (they work without JavaScript). */
  list?: string;
};

/** Drops what is not a digit from the box as it is typed or pasted (the server still checks). */
function keepDigits(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const digits = input.value.replace(/\D+/g, "");
  if (digits !== input.value) input.value = digits;
}

export function Field({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  inputMode,
  className,
  typingMax,
  digitsOnly = false,
  list,
}: FieldProps) {
  const hintId = `${meta.id}-hint`;
  const { key, maxLength, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={meta.id} className="field__label">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      <input
        key={key}
        {...props}
        maxLength={typingMax ?? typingLimit(maxLength)}
        className="field__control"
        autoComplete={autoComplete}
        inputMode={inputMode}
        list={list}
        onInput={digitsOnly ? keepDigits : undefined}
      />
      <FieldError meta={meta} />
    </div>
  );
}

/** A password input; with JavaScript a button shows or hides what was typed. */
export function PasswordField({
  meta,
  label,
  hint,
  autoComplete = "current-password",
}: Omit<FieldProps, "type" | "inputMode">) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const hintId = `${meta.id}-hint`;
  const { key, maxLength, ...props } = getInputProps(meta, {
    type: "password",
    ariaDescribedBy: hint ? hintId : undefined,
  });
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      <div className="field__password">
        <input
          key={key}
          {...props}
          maxLength={maxLength}
          type={visible ? "text" : "password"}
          className="field__control"
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
        />
        {hydrated ? (
          <button
            type="button"
            className="field__reveal"
            aria-controls={meta.id}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? "Sembunyikan" : "Tampilkan"}
            <span className="sr-only"> kata sandi</span>
          </button>
        ) : null}
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

export type Option = { value: string; label: string };

type SelectFieldProps = {
  meta: Meta;
  label: ReactNode;
  options: Option[];
  placeholder: string;
  hint?: ReactNode;
  /** Controlled use (e.g. cascaded selects); otherwise the form's value is the default. */
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** Focus on page load: only right after a no-JS step that re-rendered the form for this field. */
  focusOnLoad?: boolean;
  autoComplete?: string;
};

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  hint,
  value,
  onChange,
  disabled,
  focusOnLoad,
  autoComplete,
}: SelectFieldProps) {
  const hintId = `${meta.id}-hint`;
  const { key, defaultValue, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? hintId : undefined });
  const controlled =
    value !== undefined
      ? { value, onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange?.(event.target.value) }
      : { defaultValue };
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      <select
        key={key}
        {...props}
        {...controlled}
        className="field__control"
        disabled={disabled}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- set only right after the no-JS "Pilih" step, to continue where the user was
        autoFocus={focusOnLoad}
        autoComplete={autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  hint,
  rows = 3,
  autoComplete,
}: {
  meta: Meta;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  autoComplete?: string;
}) {
  const hintId = `${meta.id}-hint`;
  const { key, maxLength, ...props } = getTextareaProps(meta, { ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      <textarea
        key={key}
        {...props}
        maxLength={typingLimit(maxLength)}
        rows={rows}
        className="field__control"
        autoComplete={autoComplete}
      />
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * A file input. With JavaScript a chosen file is checked at once (`check` answers the spec's message)
 * and a rejected one is cleared from the input; the server checks it again either way.
 */
export function FileField({
  meta,
  label,
  accept,
  hint,
  check,
  onChosen,
  children,
}: {
  meta: Meta;
  label: ReactNode;
  accept: string;
  hint?: ReactNode;
  check?: (file: File) => string | undefined;
  /** Whether the input now holds a file (after a change). */
  onChosen?: (chosen: boolean) => void;
  /** Shown under the label, e.g. the document already stored in this slot. */
  children?: ReactNode;
}) {
  const [rejected, setRejected] = useState<string | undefined>();
  const hintId = `${meta.id}-hint`;
  const errors = rejected ? [rejected] : meta.errors;
  const describedBy = [hint ? hintId : undefined, errors ? meta.errorId : undefined].filter(Boolean).join(" ");
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const message = file && check ? check(file) : undefined;
    // Spec §5: a refused file is not kept in the input.
    if (message) input.value = "";
    setRejected(message);
    onChosen?.(Boolean(file) && !message);
  };
  return (
    <div className="field field--file">
      <label htmlFor={meta.id} className="field__label">
        {label}
      </label>
      <Hint id={hintId}>{hint}</Hint>
      {children}
      <input
        key={meta.key}
        id={meta.id}
        name={meta.name}
        type="file"
        accept={accept}
        className="field__control"
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange}
      />
      <p id={meta.errorId} className="field__error">
        {errors?.join(" ")}
      </p>
    </div>
  );
}

/** A single checkbox (e.g. the terms); its label may hold a link or a button. */
export function CheckboxField({ meta, label }: { meta: Meta; label: ReactNode }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="field field--checkbox">
      <div className="field__check">
        <input key={key} {...props} className="field__checkbox" />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

type SummaryEntry = { id: string; message: string };

/**
 * GOV.UK error summary: after a submit, a box at the top listing every field error as a link to
 * its field. It keeps the list of the last submit while the user fixes fields, so the page does
 * not jump under the pointer (stack.md pitfall 6).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form
export function ErrorSummary({ form, fields }: { form: FormMetadata<any, string[]>; fields: Record<string, Meta> }) {
  const last = useRef<SummaryEntry[]>([]);
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();
  if (form.status === "error") {
    last.current = Object.entries(form.allErrors)
      .filter(([name]) => name !== "" && fields[name])
      .flatMap(([name, messages]) => messages.map((message) => ({ id: fields[name]?.id ?? name, message })));
  }
  const entries = last.current;
  const signature = form.status === "error" ? entries.map((e) => e.id).join() : "";
  useEffect(() => {
    // A server answer re-rendered the form: bring the summary to the user, as a page load would.
    if (signature && document.activeElement === document.body) box.current?.focus();
  }, [signature]);
  if (entries.length === 0) return null;
  return (
    <div ref={box} className="error-summary" role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="error-summary__title">
        Terdapat kesalahan pada isian
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => (
          <li key={`${entry.id}:${entry.message}`}>
            <a href={`#${entry.id}`}>{entry.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The first message of a server's answer to a form (its form-level message first), if it refused. */
export function refusal(result: SubmissionResult<string[]> | null | undefined): string | undefined {
  const errors = result?.error;
  if (!errors) return undefined;
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages?.length)?.[0];
}

/**
 * The refusal the spec shows in a modal: the server's own answer, not what the form's checks refuse
 * (with JavaScript those never leave the page; without it they are told beside the field only).
 */
export function serverRefusal(
  result: SubmissionResult<string[]> | null | undefined,
  schema: z.ZodType,
): string | undefined {
  if (!result?.error) return undefined;
  if (!schema.safeParse(result.initialValue ?? {}).success) return undefined;
  return refusal(result);
}

/**
 * A hidden field's props: the schema's constraints (required, maxLength, …) are not allowed on
 * `type="hidden"` (the HTML checker refuses them); the server checks the value anyway.
 */
export function hiddenInputProps(meta: Meta) {
  const {
    required: _required,
    minLength: _minLength,
    maxLength: _maxLength,
    min: _min,
    max: _max,
    step: _step,
    pattern: _pattern,
    multiple: _multiple,
    ...props
  } = getInputProps(meta, { type: "hidden" });
  return props;
}
