import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { SHIPPING_NEGO_MAX_DIGITS, type Checkout } from "@contract/checkout";
import { transactionMessages } from "@contract/transaction";
import { useState, type FormEvent } from "react";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Field, FormAlert, serverRefusal, useShopForm } from "~/components/forms";
import { formatRupiah } from "~/utils/format";
import { isUnsavedDraft, partialEntry, partialsForm, shippingNegoForm, type PartialDraft } from "~/schemas/checkout";
import { checkoutTexts } from "~/utils/labels";
import { RefusalDialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";

/** The purchase request form's id; without JavaScript the partial inputs belong to it. */
export const PURCHASE_REQUEST_FORM = "permintaan-pembelian";

type CheckoutSummaryProps = {
  checkout: Checkout;
  /** Lines whose partial form is in error: sent along, they block the purchase request. */
  partialDrafts: PartialDraft[];
  negoResult?: SubmissionResult<string[]>;
  /** The server's answer to a failed purchase request (warning box under the summary). */
  submitError?: string;
};

/** Every figure here is the API's (`summary` of `detail-checkout`); the BFF computes none. */
export function CheckoutSummary({ checkout, partialDrafts, negoResult, submitError }: CheckoutSummaryProps) {
  const { summary } = checkout;
  const negotiatedItems = summary.total_price_nego !== summary.total_price;
  const shippingNego = checkout.shipping_cost_nego !== null;
  const [blocked, setBlocked] = useState<string | null>(null);
  return (
    <section className="panel checkout-card checkout-summary" aria-labelledby="ringkasan-checkout">
      <h2 id="ringkasan-checkout" className="panel__title">
        Ringkasan Belanja
      </h2>
      <dl className="figures">
        <div>
          <dt>Total barang</dt>
          <dd>{summary.total_qty}</dd>
        </div>
        <div>
          <dt>Total harga barang</dt>
          <dd data-testid="summary-items">
            {negotiatedItems ? <del className="checkout-summary__old">{formatRupiah(summary.total_price)}</del> : null}{" "}
            {formatRupiah(summary.total_price_nego)}
          </dd>
        </div>
        <div>
          <dt>PPN 11%</dt>
          <dd data-testid="summary-ppn">{formatRupiah(summary.total_ppn)}</dd>
        </div>
        <div>
          <dt>Ongkos kirim {shippingNego ? <span className="nego-badge">Nego</span> : null}</dt>
          <dd data-testid="summary-shipping">
            {shippingNego && checkout.shipping_cost !== null ? (
              <del className="checkout-summary__old">{formatRupiah(checkout.shipping_cost)}</del>
            ) : null}{" "}
            {formatRupiah(summary.shipping)}
          </dd>
        </div>
        <div className="checkout-summary__total">
          <dt>Total tagihan</dt>
          <dd data-testid="summary-grand-total">{formatRupiah(summary.grand_total)}</dd>
        </div>
      </dl>
      <ShippingNegoForm key={checkout.shipping_cost_nego ?? "none"} checkout={checkout} lastResult={negoResult} />
      <Form
        method="post"
        id={PURCHASE_REQUEST_FORM}
        // The partial inputs it carries are checked by the server (no browser bubble in English).
        noValidate
        className="submit-form"
        preventScrollReset
        onSubmit={(event) => {
          const blocking = partialsBlocking(event);
          setBlocked(blocking);
          if (blocking) event.preventDefault();
        }}
      >
        <AuthenticityTokenInput />
        <input type="hidden" name="checkout_id" value={checkout.id} />
        <input type="hidden" name="idempotency_key" value={checkout.idempotency_key} />
        <input type="hidden" name="total_ppn" value={summary.total_ppn} />
        {checkout.checkout_detail.map((line) => (
          <input key={line.id} type="hidden" name="partial" value={partialEntry(line)} />
        ))}
        {partialDrafts.map((draft) => (
          <input key={draft.checkout_detail_id} type="hidden" name="partial_draft" value={JSON.stringify(draft)} />
        ))}
        <SubmitButton intent="submit" className="button button--primary button--block">
          Ajukan Permintaan Pembelian
        </SubmitButton>
      </Form>
      <FormAlert message={blocked ?? submitError} />
    </section>
  );
}

/**
 * With JavaScript, the partials as typed right now, read from their forms: a line typed wrong and the
 * purchase request sent before the field lost focus is blocked too (spec §5), and so is a split typed
 * and not saved. Each line in error is asked to validate, so its warning shows where the buyer typed.
 * Answers the message that blocks the request, or null.
 */
function partialsBlocking(event: FormEvent<HTMLFormElement>): string | null {
  const entries = new FormData(event.currentTarget).getAll("partial").map(String);
  let blocking: string | null = null;
  for (const form of event.currentTarget.ownerDocument.querySelectorAll<HTMLFormElement>('form[id^="partial-"]')) {
    const data = new FormData(form);
    const draft = {
      checkout_detail_id: String(data.get("checkout_detail_id") ?? ""),
      line_qty: String(data.get("line_qty") ?? ""),
      partial_qty: [...data.entries()]
        .filter(([name]) => name.startsWith("partial_qty["))
        .map(([, value]) => String(value)),
    };
    if (partialsForm.safeParse(draft).success) {
      if (isUnsavedDraft(draft, entries)) blocking ??= checkoutTexts.unsavedPartials;
      continue;
    }
    blocking = transactionMessages.partialMismatch;
    // Conform validates a submission in the browser first and, finding errors, shows them and sends nothing.
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="partials"]') ?? undefined);
  }
  return blocking;
}

function ShippingNegoForm({ checkout, lastResult }: { checkout: Checkout; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useShopForm({
    id: "nego-ongkir",
    schema: shippingNegoForm,
    lastResult,
    defaultValue: {
      shipping_cost_nego: checkout.shipping_cost_nego === null ? "" : String(checkout.shipping_cost_nego),
    },
  });
  return (
    <>
      {/* Spec §8: a shipping negotiation the API refuses answers in a modal. */}
      <RefusalDialog message={serverRefusal(lastResult, shippingNegoForm)} signature={lastResult} />
      <Form method="post" {...getFormProps(form)} noValidate className="nego-form" preventScrollReset>
        <AuthenticityTokenInput />
        <Field
          meta={fields.shipping_cost_nego}
          label="Nego ongkos kirim"
          inputMode="numeric"
          typingMax={SHIPPING_NEGO_MAX_DIGITS + 1}
          hint="Kosongkan untuk membatalkan nego."
        />
        <button type="submit" name="intent" value="shipping-nego" className="button button--outline">
          Ajukan nego ongkir
        </button>
      </Form>
    </>
  );
}
