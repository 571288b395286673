// The "Penerimaan" tab (goods receipt): one section per delivery batch ("Pengiriman N") with the
// batch's four documents to download (Word, and PDF beside it), then one block per delivered item
// ("Informasi Penerimaan Barang N", N counted over the whole tab so no two blocks share a title): its
// receipt and documents, and a create form while it has no documents, an update form once it has. Plain multipart forms: without JavaScript every slot and the
// save button are there and the server answers; with it a wrong file is refused as it is chosen and
// the update form's button appears once a file is.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import {
  EXPORT_KINDS,
  RECEIPT_DOCUMENT_ACCEPT,
  type OutgoingDetail,
  type ReceiptShipment,
  type SupportDocumentList,
} from "@contract/receipt";
import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorSummary, Field, FileField, FormAlert, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { RoleNote } from "./role-note";
import {
  documentError,
  RECEIPT_DOCUMENT_FIELDS,
  RECEIPT_INTENTS,
  receiptCreateForm,
  receiptUpdateForm,
} from "~/schemas/receipt";
import { formatDate } from "~/utils/format";
import { orderHref, receiptDocumentHref, receiptExportHref } from "~/utils/hrefs";
import { replyFor } from "~/utils/reply";

export const RECEIPT_EMPTY_TEXTS = {
  not_confirmed: "Pesanan Anda Belum di Konfirmasi",
  not_shipped: "Pesanan Anda Belum memasuki proses pengiriman",
} as const;

const DATE_PATTERN = "DD MMMM YYYY";
const EXPORT_LABELS: Record<(typeof EXPORT_KINDS)[number], string> = {
  spk: "SPK",
  invoice: "Invoice",
  bast: "BAST",
  receipt: "Kwitansi",
};

/** `list` null: the list could not be loaded, which reads as not yet in delivery (spec §8). */
export function OrderReceiptTab({
  transactionId,
  list: answered,
  mayRecord = true,
}: {
  transactionId: number;
  list: SupportDocumentList | null;
  /** The caller holds the receiver's role (decision 0151); otherwise the forms give way to a note. */
  mayRecord?: boolean;
}) {
  const actionData = useActionData();
  const recordable = answered?.shipments.some((shipment) => shipment.items.some((item) => item.can_record)) ?? false;
  const list = mayRecord || !answered ? answered : withoutForms(answered);
  const reply = replyFor(actionData, RECEIPT_INTENTS.create) ?? replyFor(actionData, RECEIPT_INTENTS.update);
  // A post too large to read names no item: its message goes above the batches.
  const orphanAlert = reply && !reply.result.initialValue?.outgoing_detail_id ? reply.alert : undefined;
  const empty = list === null ? "not_shipped" : list.empty_state;
  const firstNumbers = list ? firstBlockNumbers(list.shipments) : [];
  return (
    <section className="order-tab" aria-labelledby="tab-penerimaan">
      <h2 id="tab-penerimaan" className="order-tab__title">
        Penerimaan
      </h2>
      <FormAlert message={orphanAlert} />
      {recordable && !mayRecord ? <RoleNote teamRole="penerima" /> : null}
      {empty || !list ? (
        <p className="order-empty">{RECEIPT_EMPTY_TEXTS[empty ?? "not_shipped"]}</p>
      ) : (
        list.shipments.map((shipment, index) => (
          <ShipmentSection
            key={shipment.id}
            transactionId={transactionId}
            shipment={shipment}
            firstNumber={firstNumbers[index]}
            actionData={actionData}
          />
        ))
      )}
    </section>
  );
}

/** Each batch's first block number: the blocks are counted on from one batch to the next. */
function firstBlockNumbers(shipments: ReceiptShipment[]): number[] {
  let next = 1;
  return shipments.map((shipment) => {
    const first = next;
    next += shipment.items.length;
    return first;
  });
}

/** The list as a member without the receiver's role sees it: what was received, no forms. */
function withoutForms(list: SupportDocumentList): SupportDocumentList {
  return {
    ...list,
    shipments: list.shipments.map((shipment) => ({
      ...shipment,
      items: shipment.items.map((item) => ({ ...item, can_record: false })),
    })),
  };
}

function ShipmentSection({
  transactionId,
  shipment,
  firstNumber,
  actionData,
}: {
  transactionId: number;
  shipment: ReceiptShipment;
  /** The number of the batch's first "Informasi Penerimaan Barang" block. */
  firstNumber: number;
  actionData: unknown;
}) {
  const headingId = `pengiriman-${shipment.partial_id}`;
  const dispatched = shipment.date_delivery !== null;
  const first = shipment.items[0];
  return (
    <section className="receipt-shipment" aria-labelledby={headingId} data-testid="receipt-shipment">
      <h3 id={headingId} className="receipt-shipment__title">
        Pengiriman {shipment.partial_id}
      </h3>
      {dispatched && shipment.date_delivery ? (
        <p className="receipt-shipment__meta">
          Dikirim {formatDate(shipment.date_delivery, DATE_PATTERN)} · {shipment.courier?.toUpperCase() ?? "-"} · No.
          Resi {shipment.no_airwaybill ?? "-"}
        </p>
      ) : (
        <p className="receipt-shipment__meta">Belum dikirim.</p>
      )}
      {dispatched && first ? (
        <ExportLinks
          transactionId={transactionId}
          outgoingDetailId={first.id}
          batch={shipment.partial_id}
          headingId={`${headingId}-ekspor`}
        />
      ) : null}
      {shipment.items.map((item, index) => (
        <ReceiptBlock
          key={item.id}
          transactionId={transactionId}
          item={item}
          number={firstNumber + index}
          batch={shipment.partial_id}
          dispatched={dispatched}
          lastResult={replyFor(actionData, undefined, { field: "outgoing_detail_id", value: item.id })}
        />
      ))}
    </section>
  );
}

/** The batch's documents generated from the order, each as Word (the spec's file) and PDF beside it. */
function ExportLinks({
  transactionId,
  outgoingDetailId,
  batch,
  headingId,
}: {
  transactionId: number;
  outgoingDetailId: number;
  batch: number;
  headingId: string;
}) {
  return (
    <div className="receipt-exports">
      <h4 id={headingId} className="receipt-exports__title">
        Unduh Dokumen
      </h4>
      <ul className="receipt-exports__list" aria-labelledby={headingId}>
        {EXPORT_KINDS.map((kind) => (
          <li key={kind} className="receipt-exports__item">
            <span className="receipt-exports__label">{EXPORT_LABELS[kind]}</span>
            {(["doc", "pdf"] as const).map((format) => (
              <a
                key={format}
                className="button button--outline button--small"
                href={receiptExportHref(kind, {
                  transaction_id: transactionId,
                  outgoing_detail_id: outgoingDetailId,
                  format,
                })}
                download={`Template_${kind}.${format}`}
              >
                Template_{kind}.{format}
                <span className="sr-only"> Pengiriman {batch}</span>
              </a>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

type Reply = ReturnType<typeof replyFor>;

function ReceiptBlock({
  transactionId,
  item,
  number,
  batch,
  dispatched,
  lastResult,
}: {
  transactionId: number;
  item: OutgoingDetail;
  number: number;
  batch: number;
  /** The batch has left: its items read "dikirim", a batch still waiting "akan dikirim". */
  dispatched: boolean;
  lastResult: Reply;
}) {
  const headingId = `penerimaan-${item.id}`;
  return (
    <article className="receipt-block" aria-labelledby={headingId} data-testid="receipt-block">
      <h4 id={headingId} className="receipt-block__title">
        Informasi Penerimaan Barang {number}
        <span className="sr-only"> Pengiriman {batch}</span>
      </h4>
      <p className="receipt-block__product">
        {item.name_product} · {dispatched ? "dikirim" : "akan dikirim"} {item.qty} {item.unit}
      </p>
      {item.receipt ? (
        <dl className="order-facts receipt-block__facts">
          <dt>Tanggal Diterima</dt>
          <dd>{formatDate(item.receipt.date_receipt, DATE_PATTERN)}</dd>
          <dt>Unit Diterima</dt>
          <dd>
            {item.receipt.unit_receipt} {item.unit}
          </dd>
          <dt>Nama Penerima</dt>
          <dd>{item.receipt.name_receipt}</dd>
        </dl>
      ) : null}
      {item.documents.length > 0 ? (
        <ul className="receipt-block__documents" aria-label={`Dokumen Penerimaan Barang ${number}`}>
          {item.documents.map((document) => (
            <li key={document.id}>
              <a href={receiptDocumentHref(document.id)} download={document.original_name}>
                {document.name}: {document.original_name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.can_record ? (
        <ReceiptForm
          // A save remounts the form: chosen files and the update button's state start over.
          key={`${item.documents.map((document) => document.id).join(".")}:${item.receipt?.updated_at ?? ""}`}
          transactionId={transactionId}
          item={item}
          mode={item.documents.length > 0 ? "update" : "create"}
          title={`Penerimaan Barang ${number} Pengiriman ${batch}`}
          lastResult={lastResult?.result}
          alert={lastResult?.alert}
        />
      ) : null}
    </article>
  );
}

function ReceiptForm({
  transactionId,
  item,
  mode,
  title,
  lastResult,
  alert,
}: {
  transactionId: number;
  item: OutgoingDetail;
  mode: "create" | "update";
  title: string;
  lastResult?: SubmissionResult<string[]>;
  alert?: string;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const schema = mode === "create" ? receiptCreateForm : receiptUpdateForm;
  const [form, fields] = useShopForm({
    id: `penerimaan-form-${item.id}`,
    schema,
    lastResult,
    defaultValue: item.receipt
      ? {
          outgoing_detail_id: String(item.id),
          tglditerima: item.receipt.date_receipt,
          unitditerima: String(item.receipt.unit_receipt),
          nama_penerima: item.receipt.name_receipt,
        }
      : { outgoing_detail_id: String(item.id) },
  });
  // Spec §4: the update form's save button only once a file is chosen (always there without JavaScript).
  const showSave = mode === "create" || !hydrated || Object.values(chosen).some(Boolean);
  const formError = form.errors?.join(" ");
  return (
    <Form
      method="post"
      action={orderHref(transactionId, "penerimaan")}
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-label={title}
      noValidate
      className="receipt-form"
    >
      <AuthenticityTokenInput />
      <input type="hidden" name={fields.outgoing_detail_id.name} value={String(item.id)} />
      <FormAlert message={alert ?? formError} />
      <ErrorSummary form={form} fields={fields} />
      <div className="receipt-form__fields">
        <Field meta={fields.tglditerima} label="Tanggal Diterima" type="date" />
        <Field
          meta={fields.unitditerima}
          label="Unit Diterima"
          inputMode="numeric"
          digitsOnly
          hint={`Dikirim ${item.qty} ${item.unit}`}
        />
        <Field meta={fields.nama_penerima} label="Nama Penerima" autoComplete="name" />
      </div>
      <fieldset className="receipt-form__documents">
        <legend className="field__label">Dokumen Pendukung</legend>
        <p className="field__hint">Berkas .doc, .docx atau .pdf, maksimal 2 MB per berkas.</p>
        {RECEIPT_DOCUMENT_FIELDS.map(({ field, slot }) => {
          const stored = item.documents.find((document) => document.name === slot);
          return (
            <FileField
              key={field}
              meta={fields[field]}
              label={slot}
              accept={RECEIPT_DOCUMENT_ACCEPT}
              check={documentError}
              onChosen={(has) => setChosen((current) => ({ ...current, [field]: has }))}
            >
              {stored ? <p className="receipt-form__stored">Tersimpan: {stored.original_name}</p> : null}
            </FileField>
          );
        })}
      </fieldset>
      {showSave ? (
        <div className="receipt-form__actions">
          <SubmitButton intent={RECEIPT_INTENTS[mode]} className="button button--primary">
            {mode === "create" ? "Simpan" : "Simpan Perubahan"}
          </SubmitButton>
        </div>
      ) : null}
    </Form>
  );
}
