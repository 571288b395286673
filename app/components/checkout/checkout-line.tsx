import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraint } from "~/utils/form-constraint";
import { checkoutMessages, MAX_PARTIALS, PRICE_NEGO_MAX_LENGTH, type CheckoutDetail } from "@contract/checkout";
import { Form } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, hiddenInputProps, serverRefusal, useShopForm } from "~/components/forms";
import { RefusalDialog } from "~/components/ui/dialog";
import { Picture } from "~/components/picture";
import { formatRupiah } from "~/utils/format";
import { defaultImage } from "~/utils/image";
import { useEffect } from "react";
import { partialsForm, priceNegoForm, typedPartialName, type PartialDraft } from "~/schemas/checkout";
import { PURCHASE_REQUEST_FORM } from "~/components/checkout/checkout-summary";

type CheckoutLineProps = {
  line: CheckoutDetail;
  hasService: boolean;
  priceResult?: SubmissionResult<string[]>;
  partialResult?: SubmissionResult<string[]>;
  /** Reports the typed partials while the line's partial form shows its warning (null once it does not). */
  onDraftChange: (lineId: number, draft: PartialDraft | null) => void;
};

export function CheckoutLine({ line, hasService, priceResult, partialResult, onDraftChange }: CheckoutLineProps) {
  const image = defaultImage(line.product.image);
  const unit = line.product.unit.name;
  return (
    <li className="checkout-line">
      <div className="checkout-line__head">
        {image ? <Picture src={image.image} webp={image.webp} alt="" width={72} height={72} lazy /> : null}
        <div>
          <h3 className="checkout-line__name">{line.product.name}</h3>
          <p className="checkout-line__figures">
            {line.qty} {unit} x {formatRupiah(line.price)} ={" "}
            <span className={line.is_nego ? "checkout-line__old" : undefined}>{formatRupiah(line.subtotal)}</span>
          </p>
          {line.is_nego && line.price_nego !== null && line.subtotal_nego !== null ? (
            <p className="checkout-line__nego">
              Harga nego: {formatRupiah(line.price_nego)} / {unit}, subtotal {formatRupiah(line.subtotal_nego)}
            </p>
          ) : null}
          {line.notes ? <p className="checkout-line__notes">Catatan: {line.notes}</p> : null}
          {line.is_partial ? (
            <p className="checkout-line__partials">
              Pengiriman partial:{" "}
              {line.has_partial.map((partial) => `Pengiriman ${partial.partial_id}: ${partial.qty} ${unit}`).join(", ")}
            </p>
          ) : null}
        </div>
      </div>
      <div className="checkout-line__forms">
        {/* One form for the line's whole life: made anew under a new key after its own submission, the
            old one stayed in the page beside it (two forms with one id until a reload). Its box keeps
            what was sent, which is what the API stored. */}
        <PriceNegoForm key={line.id} line={line} hasService={hasService} lastResult={priceResult} />
        {line.qty > 1 ? (
          <PartialForm
            key={`${line.id}:${line.has_partial.map((p) => p.qty).join(",")}`}
            line={line}
            lastResult={partialResult}
            onDraftChange={onDraftChange}
          />
        ) : null}
      </div>
    </li>
  );
}

function PriceNegoForm({
  line,
  hasService,
  lastResult,
}: {
  line: CheckoutDetail;
  hasService: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useShopForm({
    id: `nego-harga-${line.id}`,
    schema: priceNegoForm,
    lastResult,
    defaultValue: {
      checkout_detail_id: String(line.id),
      price_nego: line.price_nego === null ? "" : String(line.price_nego),
    },
  });
  return (
    <>
      {/* Spec §5: a price negotiation before a courier (or any refusal) answers in a modal. */}
      <RefusalDialog message={serverRefusal(lastResult, priceNegoForm)} signature={lastResult} />
      <Form method="post" {...getFormProps(form)} noValidate className="nego-form" preventScrollReset>
        <AuthenticityTokenInput />
        <input {...hiddenInputProps(fields.checkout_detail_id)} key={fields.checkout_detail_id.key} />
        <Field
          meta={fields.price_nego}
          label={`Nego harga per ${line.product.unit.name}`}
          inputMode="numeric"
          typingMax={PRICE_NEGO_MAX_LENGTH}
          hint={hasService ? "Kosongkan untuk membatalkan nego." : checkoutMessages.chooseCourierForPrice}
        />
        <button type="submit" name="intent" value="price-nego" className="button button--outline">
          Ajukan nego harga<span className="sr-only"> {line.product.name}</span>
        </button>
      </Form>
    </>
  );
}

function PartialForm({
  line,
  lastResult,
  onDraftChange,
}: {
  line: CheckoutDetail;
  lastResult?: SubmissionResult<string[]>;
  onDraftChange: CheckoutLineProps["onDraftChange"];
}) {
  const stored = line.has_partial.map((partial) => String(partial.qty));
  const rows = Math.min(line.qty, MAX_PARTIALS, Math.max(stored.length + 1, 3));
  const [form, fields] = useForm({
    id: `partial-${line.id}`,
    lastResult,
    defaultValue: {
      checkout_detail_id: String(line.id),
      line_qty: String(line.qty),
      partial_qty: Array.from({ length: rows }, (_, index) => stored[index] ?? ""),
    },
    constraint: formConstraint(partialsForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: partialsForm }),
  });
  // Until the page runs its scripts the inputs belong to the purchase request form (see typedPartialName).
  const hydrated = useHydrated();
  const list = fields.partial_qty;
  const listErrorId = list.errorId;
  const errors = [...(list.errors ?? []), ...list.getFieldList().flatMap((item) => item.errors ?? [])];
  const draft = errors.length > 0 ? JSON.stringify(list.getFieldList().map((item) => item.value ?? "")) : null;
  useEffect(() => {
    onDraftChange(
      line.id,
      draft === null
        ? null
        : {
            checkout_detail_id: String(line.id),
            line_qty: String(line.qty),
            partial_qty: JSON.parse(draft) as string[],
          },
    );
  }, [draft, line.id, line.qty, onDraftChange]);
  useEffect(() => () => onDraftChange(line.id, null), [line.id, onDraftChange]);
  return (
    <details className="partial-form" open={line.is_partial || lastResult !== undefined}>
      <summary className="button button--outline">
        Kirim sebagian (partial)<span className="sr-only"> {line.product.name}</span>
      </summary>
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <AuthenticityTokenInput />
        <input {...hiddenInputProps(fields.checkout_detail_id)} key={fields.checkout_detail_id.key} />
        <input {...hiddenInputProps(fields.line_qty)} key={fields.line_qty.key} />
        <fieldset className="partial-form__fields" aria-describedby={listErrorId}>
          <legend className="field__label">
            Jumlah per pengiriman (total {line.qty} {line.product.unit.name})
          </legend>
          {list.getFieldList().map((item, index) => {
            const { key, ...props } = getInputProps(item, { type: "text" });
            return (
              <div key={key} className="partial-form__item">
                <label htmlFor={item.id}>Pengiriman {index + 1}</label>
                <input
                  {...props}
                  {...(hydrated ? {} : { form: PURCHASE_REQUEST_FORM, name: typedPartialName(line.id) })}
                  inputMode="numeric"
                  maxLength={5}
                  className="field__control"
                  aria-invalid={errors.length > 0 || undefined}
                  aria-describedby={listErrorId}
                />
              </div>
            );
          })}
        </fieldset>
        <p id={listErrorId} className="field__error">
          {[...new Set(errors)].join(" ")}
        </p>
        <div className="partial-form__actions">
          <button
            type="submit"
            name="intent"
            className="button button--outline"
            {...(hydrated ? { value: "partials" } : { form: PURCHASE_REQUEST_FORM, value: `partials:${line.id}` })}
          >
            Simpan partial<span className="sr-only"> {line.product.name}</span>
          </button>
          {line.is_partial ? (
            <button
              type="submit"
              name="intent"
              value="partials-clear"
              className="button button--outline button--danger"
              formNoValidate
            >
              Batalkan partial<span className="sr-only"> {line.product.name}</span>
            </button>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
