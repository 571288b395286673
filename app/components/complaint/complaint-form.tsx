// The add-complaint page's two parts: the order chooser (a GET search form and a list of the buyer's
// paid orders as links, so it works without JavaScript) and the complaint form (multipart: the
// chosen order, a product line, the description and the proofs). Without JavaScript three proof
// inputs are shown; with it one, and another only once the last one holds a file (spec §5). In the
// order page's Komplain tab (`fixed`) the order is that order: no chooser, and the form posts there.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { COMPLAINT_MAX_PROOFS, COMPLAINT_PROOF_ACCEPT, COMPLAINT_SEARCH_MAX_LENGTH } from "@contract/complaint";
import { Form, Link } from "@remix-run/react";
import { useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorSummary, FormAlert, TextareaField, useShopForm } from "~/components/forms";
import { StatusBadge } from "~/components/profile/status-badge";
import { formatDate } from "~/utils/format";
import { COMPLAINT_ADD_ROUTE, COMPLAINT_DATE_PATTERN, COMPLAINT_LIST_ROUTE } from "~/utils/complaint-list";
import { COMPLAINT_INTENT, complaintPageForm } from "~/schemas/complaint";
import { SubmitButton } from "~/components/ui/submit-button";
import { addComplaintHref } from "~/utils/hrefs";
import { complaintTexts } from "~/utils/labels";

export const COMPLAINT_FORM_ID = "tambah-komplain";
/** Proof inputs rendered without JavaScript. */
export const NO_JS_PROOF_SLOTS = 3;

export type ChooserOrder = { id: number; invoice: string; created_at: string; status: string };
export type ChosenOrder = ChooserOrder & { lines: { id: number; name_product: string; qty: number; unit: string }[] };

type ComplaintFormProps = {
  orders: ChooserOrder[];
  chosen: ChosenOrder | null;
  search: string;
  lastResult?: SubmissionResult<string[]>;
  alert?: string;
  /** The order is given (the order page's dialog): where the form posts, and where 'Batal' goes. */
  fixed?: { action: string; cancelHref: string };
};

export function ComplaintForm({ orders, chosen, search, lastResult, alert, fixed }: ComplaintFormProps) {
  const [form, fields] = useShopForm({ id: COMPLAINT_FORM_ID, schema: complaintPageForm, lastResult });
  const action = fixed?.action ?? addComplaintHref({ id_transaksi: chosen?.id, cari: search });
  const order = fields.id_transaksi;
  const line = fields.transaction_detail_id;
  return (
    <>
      <FormAlert message={alert} />
      <ErrorSummary form={form} fields={fields} />
      {fixed ? null : (
        <section className="panel complaint-step" aria-labelledby="complaint-order-title">
          <h2 id="complaint-order-title" className="panel__title">
            ID Pesanan
          </h2>
          <Form
            method="get"
            action={COMPLAINT_ADD_ROUTE}
            role="search"
            aria-label="Cari ID pesanan"
            className="complaint-chooser__search"
          >
            {chosen ? <input type="hidden" name="id_transaksi" value={chosen.id} /> : null}
            <label htmlFor={order.id} className="field__label">
              Cari ID Pesanan
            </label>
            <div className="complaint-chooser__row">
              <input
                id={order.id}
                type="search"
                name="cari"
                defaultValue={search}
                key={search}
                maxLength={COMPLAINT_SEARCH_MAX_LENGTH}
                className="field__control"
                placeholder="Nomor invoice, misalnya INV/20260930/0016"
                aria-invalid={order.errors ? true : undefined}
                aria-describedby={order.errors ? order.errorId : undefined}
              />
              <button type="submit" className="button button--outline">
                Cari
              </button>
            </div>
          </Form>
          <p id={order.errorId} className="field__error">
            {order.errors?.join(" ")}
          </p>
          <OrderChooser orders={orders} chosen={chosen} search={search} />
        </section>
      )}

      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="panel complaint-form"
      >
        <AuthenticityTokenInput />
        <input type="hidden" name={order.name} value={chosen ? String(chosen.id) : ""} />
        <fieldset className="complaint-form__lines" aria-describedby={line.errors ? line.errorId : undefined}>
          <legend className="field__label">Produk{chosen ? ` pada ${chosen.invoice}` : ""}</legend>
          {chosen ? (
            <ul className="complaint-lines">
              {chosen.lines.map((item, index) => (
                <li key={item.id} className="complaint-lines__item">
                  <input
                    key={line.key}
                    type="radio"
                    name={line.name}
                    value={String(item.id)}
                    id={index === 0 ? line.id : `${line.id}-${item.id}`}
                    defaultChecked={line.initialValue === String(item.id)}
                  />
                  <label htmlFor={index === 0 ? line.id : `${line.id}-${item.id}`}>
                    {item.name_product}{" "}
                    <span className="complaint-lines__qty">
                      ({item.qty} {item.unit})
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p id={line.id} tabIndex={-1} className="complaint-form__placeholder">
              Pilih ID Pesanan terlebih dahulu untuk memilih produk.
            </p>
          )}
          <p id={line.errorId} className="field__error">
            {line.errors?.join(" ")}
          </p>
        </fieldset>
        <TextareaField meta={fields.description_detail} label="Keterangan Komplain" rows={5} />
        <ProofInputs
          name={fields.image.name}
          id={fields.image.id}
          errorId={fields.image.errorId}
          errors={fields.image.errors}
        />
        <div className="complaint-form__actions">
          {fixed ? (
            <Link to={fixed.cancelHref} className="button button--outline" replace preventScrollReset>
              Batal
            </Link>
          ) : (
            <Link to={COMPLAINT_LIST_ROUTE} className="button button--outline">
              Batal
            </Link>
          )}
          <SubmitButton intent={COMPLAINT_INTENT} className="button button--primary">
            Kirim Komplain
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

/** The buyer's paid orders as links; the chosen one is marked. */
function OrderChooser({
  orders,
  chosen,
  search,
}: {
  orders: ChooserOrder[];
  chosen: ChosenOrder | null;
  search: string;
}) {
  if (orders.length === 0) {
    // Spec: an empty chooser reads 'Mohon Maaf Belum Ada Data.'; a search without hits a not-found text.
    return <p className="complaint-chooser__empty">{search ? complaintTexts.notFound : complaintTexts.noOrders}</p>;
  }
  return (
    <ul className="complaint-chooser" aria-label="Pesanan yang sudah dibayar">
      {orders.map((item) => {
        const current = chosen?.id === item.id;
        return (
          <li key={item.id}>
            <Link
              to={addComplaintHref({ id_transaksi: item.id, cari: search })}
              preventScrollReset
              className={
                current ? "complaint-chooser__option complaint-chooser__option--current" : "complaint-chooser__option"
              }
              aria-current={current ? "true" : undefined}
            >
              <span className="complaint-chooser__invoice">{item.invoice}</span>
              <span className="complaint-chooser__date">{formatDate(item.created_at, COMPLAINT_DATE_PATTERN)}</span>
              <StatusBadge status={item.status} />
              {current ? (
                <span className="complaint-chooser__chosen">Dipilih</span>
              ) : (
                <span className="sr-only">Pilih</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

type ProofInputsProps = { name: string; id: string; errorId: string; errors?: string[] };

function ProofInputs({ name, id, errorId, errors }: ProofInputsProps) {
  const hydrated = useHydrated();
  const [slots, setSlots] = useState(1);
  const [filled, setFilled] = useState<boolean[]>([]);
  const list = useRef<HTMLOListElement>(null);
  const count = hydrated ? slots : NO_JS_PROOF_SLOTS;
  const slotId = (index: number) => (index === 0 ? id : `${id}-${index + 1}`);
  const canAdd = hydrated && slots < COMPLAINT_MAX_PROOFS && filled[slots - 1] === true;
  const add = () => {
    setSlots((value) => value + 1);
    // The new slot takes the focus once rendered.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`#${CSS.escape(slotId(slots))}`)?.focus(),
    );
  };
  return (
    <fieldset className="field complaint-proofs-field" aria-describedby={`${id}-hint${errors ? ` ${errorId}` : ""}`}>
      <legend className="field__label">Bukti Komplain</legend>
      <p id={`${id}-hint`} className="field__hint">
        Gambar (.jpg, .jpeg, .png, .webp) maksimal 2 MB atau video (.mp4, .mpeg, .mov, .3gp, .mkv, .avi) maksimal 50 MB.
      </p>
      <ol ref={list} className="complaint-proofs-field__list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="complaint-proofs-field__slot">
            <label htmlFor={slotId(index)}>Bukti {index + 1}</label>
            <input
              id={slotId(index)}
              type="file"
              name={name}
              accept={COMPLAINT_PROOF_ACCEPT}
              className="field__control"
              aria-invalid={errors ? true : undefined}
              onChange={(event) => {
                const has = (event.currentTarget.files?.length ?? 0) > 0;
                setFilled((current) => {
                  const next = [...current];
                  next[index] = has;
                  return next;
                });
              }}
            />
          </li>
        ))}
      </ol>
      {canAdd ? (
        <button type="button" className="button button--outline button--small" onClick={add}>
          Tambah Bukti
        </button>
      ) : null}
      <p id={errorId} className="field__error">
        {errors?.join(" ")}
      </p>
    </fieldset>
  );
}
