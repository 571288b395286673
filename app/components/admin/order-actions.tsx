// The seller's forms on an order: exactly the actions the order's status allows (`actions` from the
// API). Each is a plain POST with its `intent`; cancel and reject open as a dialog (`?modal=` without
// JavaScript). Bad input answers beside the field, with what was typed kept.
import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary, Field, SelectField, TextareaField, useShopForm } from "~/components/forms";
import { Dialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  sellerCancelBody,
  sellerDispatchBody,
  sellerNegotiateBody,
  todayInWita,
  type SellerOrder,
} from "@contract/seller-orders";
import { rejectPaymentForm } from "~/schemas/admin";
import { adminOrderHref } from "~/utils/admin-hrefs";
import type { CourierOption } from "~/utils/courier-options";
import { formatRupiah } from "~/utils/format";

type Result = SubmissionResult<string[]> | undefined;

export function ConfirmForm() {
  return (
    <Form method="post" className="admin-form--inline">
      <AuthenticityTokenInput />
      <SubmitButton intent="confirm" className="button button--primary">
        Konfirmasi Pesanan
      </SubmitButton>
    </Form>
  );
}

export function ProcessForm() {
  return (
    <Form method="post" className="admin-form--inline">
      <AuthenticityTokenInput />
      <SubmitButton intent="process" className="button button--primary">
        Proses Pesanan
      </SubmitButton>
    </Form>
  );
}

export function NegotiationForm({ order, lastResult }: { order: SellerOrder; lastResult: Result }) {
  const { lines } = order;
  const [form, fields] = useShopForm({
    id: "seller-round",
    schema: sellerNegotiateBody,
    lastResult,
    // Conform reads a list's starting rows from a nested value; useShopForm types it flat.
    defaultValue: {
      shipping_cost: String(order.shipping_cost_nego ?? order.shipping_cost),
      lines: lines.map((line) => ({
        transaction_detail_id: String(line.id),
        new_price: String(line.price_nego ?? line.price_after_discount),
      })),
    } as unknown as Record<string, string>,
  });
  // useShopForm is not typed by its schema: the list's field type is named here.
  const lineFields = (
    fields.lines as unknown as FieldMetadata<{ transaction_detail_id: string; new_price: string }[]>
  ).getFieldList();
  return (
    <section className="admin-panel" aria-labelledby="admin-round-title">
      <h2 id="admin-round-title">Kirim Penawaran Negosiasi</h2>
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" {...getFormProps(form)} noValidate className="admin-form">
        <AuthenticityTokenInput />
        {lines.map((line, index) => {
          const entry = lineFields[index]?.getFieldset();
          if (!entry) return null;
          return (
            <div key={line.id}>
              <input type="hidden" name={entry.transaction_detail_id.name} value={line.id} />
              <Field
                meta={entry.new_price}
                label={`Harga baru / unit: ${line.name_product}`}
                hint={`Harga awal ${formatRupiah(line.price_after_discount)}${line.price_nego === null ? "" : `, nego terakhir ${formatRupiah(line.price_nego)}`}`}
                inputMode="numeric"
              />
            </div>
          );
        })}
        <Field meta={fields.shipping_cost} label="Ongkos kirim baru" inputMode="numeric" />
        <TextareaField meta={fields.note} label="Catatan" />
        <Field
          meta={fields.valid_until}
          label="Berlaku sampai"
          type="date"
          hint="Penawaran berlaku sampai akhir hari itu (WITA)."
        />
        <SubmitButton intent="negotiate" className="button button--primary">
          Kirim Penawaran
        </SubmitButton>
      </Form>
    </section>
  );
}

export function CancelDialog({ orderId, lastResult }: { orderId: number; lastResult: Result }) {
  const [form, fields] = useShopForm({ id: "seller-cancel", schema: sellerCancelBody, lastResult });
  return (
    <Dialog title="Batalkan Pesanan" closeHref={adminOrderHref(orderId)}>
      <Form method="post" action={adminOrderHref(orderId)} {...getFormProps(form)} noValidate className="admin-form">
        <AuthenticityTokenInput />
        <TextareaField meta={fields.reason} label="Alasan pembatalan" />
        <div className="admin-actions">
          <SubmitButton intent="cancel" className="button button--danger">
            Batalkan Pesanan
          </SubmitButton>
          <Link to={adminOrderHref(orderId)} className="button button--outline" replace preventScrollReset>
            Kembali
          </Link>
        </div>
      </Form>
    </Dialog>
  );
}

export function RejectDialog({
  orderId,
  paymentId,
  lastResult,
}: {
  orderId: number;
  paymentId: number;
  lastResult: Result;
}) {
  const [form, fields] = useShopForm({ id: "seller-reject", schema: rejectPaymentForm, lastResult });
  return (
    <Dialog title="Tolak Bukti Pembayaran" closeHref={adminOrderHref(orderId)}>
      <Form method="post" action={adminOrderHref(orderId)} {...getFormProps(form)} noValidate className="admin-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="payment_id" value={paymentId} />
        <TextareaField
          meta={fields.note}
          label="Catatan penolakan"
          hint="Dikirim ke pembeli; pembeli dapat mengunggah bukti baru."
        />
        <div className="admin-actions">
          <SubmitButton intent="reject-payment" className="button button--danger">
            Tolak Bukti
          </SubmitButton>
          <Link to={adminOrderHref(orderId)} className="button button--outline" replace preventScrollReset>
            Kembali
          </Link>
        </div>
      </Form>
    </Dialog>
  );
}

export function AcceptPaymentForm({ paymentId }: { paymentId: number }) {
  return (
    <Form method="post" className="admin-form--inline">
      <AuthenticityTokenInput />
      <input type="hidden" name="payment_id" value={paymentId} />
      <SubmitButton intent="accept-payment" className="button button--primary">
        Terima Pembayaran
      </SubmitButton>
    </Form>
  );
}

/** `couriers`: the shop's couriers, the buyer's choice first (and chosen). */
export function DispatchForm({
  partialId,
  couriers,
  lastResult,
}: {
  partialId: number;
  couriers: CourierOption[];
  lastResult: Result;
}) {
  const [form, fields] = useShopForm({
    id: `seller-dispatch-${partialId}`,
    schema: sellerDispatchBody,
    lastResult,
    defaultValue: {
      partial_id: String(partialId),
      courier: couriers[0]?.value ?? "",
      date_delivery: todayInWita(),
    },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      className="admin-form--inline"
      aria-label={`Kirim pengiriman ${partialId}`}
    >
      <AuthenticityTokenInput />
      <input type="hidden" name="partial_id" value={partialId} />
      <SelectField meta={fields.courier} label="Kurir" options={couriers} placeholder="Pilih kurir" />
      <Field meta={fields.no_airwaybill} label="Nomor resi" />
      <Field meta={fields.date_delivery} label="Tanggal kirim" type="date" />
      <SubmitButton intent="dispatch" className="button button--primary">
        Kirim Pengiriman {partialId}
      </SubmitButton>
    </Form>
  );
}
