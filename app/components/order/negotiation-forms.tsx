// The buyer's forms of the Negosiasi tab: the counter-offer (when the last round is the seller's and
// the order is pending), the shipping-cost proposal dialog and accepting the deal (confirmed with
// rounds, the last seller round not expired). Plain POSTs with their `intent`; the dialog is a page
// state (`?dialog=ongkir`) without JavaScript. 'mohon untuk mengisi data terlebih dahulu' answers in
// a message dialog, as the spec's modal does.
import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { TransactionAnswer } from "@contract/transaction";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary, Field, FormAlert, TextareaField, useShopForm } from "~/components/forms";
import { Dialog, MessageDialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import { NEGO_PRICE_MAX_DIGITS, counterOfferForm, shippingProposalForm } from "~/schemas/negotiation";
import { formatRupiah } from "~/utils/format";
import { orderDialogHref, orderHref } from "~/utils/hrefs";

type Result = SubmissionResult<string[]> | undefined;
type Order = TransactionAnswer["data"];

export const SHIPPING_DIALOG = "ongkir";

/** The price a line stands at now: the last negotiated one, else the price after discount. */
const currentPrice = (line: Order["transaction_detail"][number]) => line.price_nego ?? line.price_after_discount;
const currentShipping = (order: Order) => order.shipping_cost_nego ?? order.shipping_cost;

/** The form's own message ('mohon untuk mengisi data terlebih dahulu'), as the spec's modal. */
function FormMessage({ errors, alert, signature }: { errors?: string[]; alert?: string; signature: unknown }) {
  const message = alert ?? errors?.[0];
  return message ? <MessageDialog title="Peringatan !" message={message} tone="danger" signature={signature} /> : null;
}

export function CounterOfferForm({ order, lastResult, alert }: { order: Order; lastResult: Result; alert?: string }) {
  const [form, fields] = useShopForm({
    id: "counter-offer",
    schema: counterOfferForm,
    lastResult,
    // Conform reads a list's starting rows from a nested value; useShopForm types it flat.
    defaultValue: {
      lines: order.transaction_detail.map((line) => ({
        transaction_detail_id: String(line.id),
        old_price: String(currentPrice(line)),
        new_price: "",
      })),
    } as unknown as Record<string, string>,
  });
  const lineFields = (
    fields.lines as unknown as FieldMetadata<{ transaction_detail_id: string; old_price: string; new_price: string }[]>
  ).getFieldList();
  return (
    <section className="order-form" aria-labelledby="counter-offer-title">
      <h3 id="counter-offer-title">Ajukan Negosiasi</h3>
      <p className="field__hint">
        Isi harga baru per unit untuk produk yang ingin dinegosiasikan, dan/atau ongkos kirim yang diajukan.
      </p>
      <FormMessage errors={form.errors} alert={alert} signature={lastResult ?? form.errors} />
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" {...getFormProps(form)} noValidate className="order-form__body">
        <AuthenticityTokenInput />
        {order.transaction_detail.map((line, index) => {
          const entry = lineFields[index]?.getFieldset();
          if (!entry) return null;
          return (
            <div key={line.id}>
              <input type="hidden" name={entry.transaction_detail_id.name} value={line.id} />
              <input type="hidden" name={entry.old_price.name} value={currentPrice(line)} />
              <Field
                meta={entry.new_price}
                label={`Harga Nego / Unit: ${line.name_product}`}
                hint={`Harga saat ini ${formatRupiah(currentPrice(line))}`}
                inputMode="numeric"
                typingMax={NEGO_PRICE_MAX_DIGITS}
                digitsOnly
              />
            </div>
          );
        })}
        <input type="hidden" name={fields.old_shipping_price.name} value={currentShipping(order)} />
        <Field
          meta={fields.new_shipping_price}
          label="Ongkos Kirim yang diajukan"
          hint={`Ongkos kirim saat ini ${formatRupiah(currentShipping(order))}`}
          inputMode="numeric"
          typingMax={NEGO_PRICE_MAX_DIGITS}
          digitsOnly
        />
        <TextareaField meta={fields.notes} label="Catatan" />
        <div className="order-form__actions">
          <SubmitButton intent="counter-offer" className="button button--primary">
            Ajukan Negosiasi
          </SubmitButton>
          <Link
            to={orderDialogHref(order.id, "negosiasi", SHIPPING_DIALOG)}
            className="button button--outline"
            preventScrollReset
          >
            Pengajuan Harga Ongkir
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** 'Pengajuan Harga Ongkir' with 'Harga yang diajukan' (a Rp-prefixed amount). */
export function ShippingProposalDialog({
  order,
  lastResult,
  alert,
}: {
  order: Order;
  lastResult: Result;
  alert?: string;
}) {
  const [form, fields] = useShopForm({ id: "shipping-proposal", schema: shippingProposalForm, lastResult });
  const closeHref = orderHref(order.id, "negosiasi");
  return (
    <Dialog title="Pengajuan Harga Ongkir" closeHref={closeHref}>
      <FormAlert message={alert} />
      <Form method="post" action={closeHref} {...getFormProps(form)} noValidate className="order-form__body">
        <AuthenticityTokenInput />
        <p>Ongkos kirim saat ini {formatRupiah(currentShipping(order))}</p>
        <input type="hidden" name={fields.old_shipping_price.name} value={currentShipping(order)} />
        <Field
          meta={fields.new_shipping_price}
          label="Harga yang diajukan"
          hint="Rp, tanpa titik"
          inputMode="numeric"
          typingMax={NEGO_PRICE_MAX_DIGITS}
          digitsOnly
        />
        <TextareaField meta={fields.notes} label="Catatan" />
        <div className="order-form__actions">
          <SubmitButton intent="shipping-proposal" className="button button--primary">
            Ajukan
          </SubmitButton>
          <Link to={closeHref} className="button button--outline" replace preventScrollReset>
            Batal
          </Link>
        </div>
      </Form>
    </Dialog>
  );
}

/** The buyer agrees to the last round: the order goes on to the SPK. */
export function AcceptDealForm({ alert }: { alert?: string }) {
  return (
    <section className="order-form" aria-labelledby="accept-deal-title">
      <h3 id="accept-deal-title">Setujui Negosiasi</h3>
      <p>Penjual telah mengonfirmasi harga negosiasi. Setujui untuk melanjutkan ke pengisian SPK.</p>
      <FormAlert message={alert} />
      <Form method="post">
        <AuthenticityTokenInput />
        <SubmitButton intent="accept-deal" className="button button--primary">
          Setujui Negosiasi
        </SubmitButton>
      </Form>
    </section>
  );
}
