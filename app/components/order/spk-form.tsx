// 'Konfirmasi Transaksi' and the SPK form. The form opens as a dialog (`?dialog=spk` without
// JavaScript) when the order's status allows it (`canFillSpk`); pressed on an order whose SPK cannot
// be filled yet, the dialog says 'mohon untuk mengisi data terlebih dahulu' (the spec's two readings).
// Each choice block is a radio group; with JavaScript, switching the choice clears the block's name
// and NIP (the spec's behaviour); without it the choice and the fields are sent as they are.
import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import {
  SPK_NPWP_MAX_LENGTH,
  SPK_PAGU_MAX_LENGTH,
  SPK_YEAR_MAX_LENGTH,
  spkOfficialLabels,
  spkTreasurerLabels,
} from "@contract/spk";
import { Form, Link } from "@remix-run/react";
import { useRef, type ChangeEvent, type ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary, Field, FormAlert, useShopForm } from "~/components/forms";
import { Dialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import { spkForm } from "~/schemas/spk";
import { orderDialogHref, orderHref } from "~/utils/hrefs";

type Result = SubmissionResult<string[]> | undefined;

export const SPK_DIALOG = "spk";
export const SPK_NOT_YET = "mohon untuk mengisi data terlebih dahulu";

/** The 'Konfirmasi Transaksi' button: a link that opens the dialog (a page state). */
export function ConfirmTransactionLink({ transactionId }: { transactionId: number }) {
  return (
    <Link
      to={orderDialogHref(transactionId, undefined, SPK_DIALOG)}
      className="button button--primary"
      preventScrollReset
    >
      Konfirmasi Transaksi
    </Link>
  );
}

export function SpkDialog({
  transactionId,
  fillable,
  reason,
  lastResult,
  alert,
}: {
  transactionId: number;
  fillable: boolean;
  /** Not fillable yet: what the order waits for and what to do next, after the spec's sentence. */
  reason?: ReactNode;
  lastResult: Result;
  alert?: string;
}) {
  const closeHref = orderHref(transactionId);
  if (!fillable) {
    return (
      <Dialog title="Konfirmasi Transaksi" closeHref={closeHref} alert describedBy="spk-not-yet">
        <div id="spk-not-yet">
          <p className="alert-dialog__message">{SPK_NOT_YET}</p>
          {reason}
        </div>
        <div className="route-dialog__actions">
          <Link to={closeHref} className="button button--primary" replace preventScrollReset>
            Oke
          </Link>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title="Konfirmasi Transaksi" closeHref={closeHref} className="route-dialog--wide">
      <SpkFormBody transactionId={transactionId} lastResult={lastResult} alert={alert} />
    </Dialog>
  );
}

function SpkFormBody({
  transactionId,
  lastResult,
  alert,
}: {
  transactionId: number;
  lastResult: Result;
  alert?: string;
}) {
  const [form, fields] = useShopForm({
    id: "spk",
    schema: spkForm,
    lastResult,
    defaultValue: { tipe_pemerintah: "ppk", tipe_bendahara: "bendahara_umum" },
  });
  const closeHref = orderHref(transactionId);
  return (
    <>
      <FormAlert message={alert} />
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" action={closeHref} {...getFormProps(form)} noValidate className="order-form__body spk-form">
        <AuthenticityTokenInput />
        <Field meta={fields.satuan_kerja} label="Nama Satuan Kerja" />
        <Field meta={fields.lembaga} label="Nama Kementerian/Lembaga/Pemerintahan" />
        <Field meta={fields.paket_kerja} label="Nama Paket Pekerjaan" />
        <Field
          meta={fields.tahun_anggaran}
          label="Tahun Anggaran"
          inputMode="numeric"
          typingMax={SPK_YEAR_MAX_LENGTH}
          digitsOnly
        />
        <Field meta={fields.sumber_dana} label="Sumber Dana" />
        <Field meta={fields.kode_rekening} label="Kode Rekening Anggaran" inputMode="numeric" digitsOnly />
        <Field
          meta={fields.pagu_anggaran}
          label="Pagu Anggaran"
          hint="Dalam Rupiah (Rp), tanpa titik"
          inputMode="numeric"
          typingMax={SPK_PAGU_MAX_LENGTH}
          digitsOnly
        />
        <Field
          meta={fields.npwp_satker}
          label="NPWP Satuan Kerja (opsional)"
          hint="15 atau 16 digit, atau NITKU 22 digit; dicetak pada Surat Pesanan, Surat Tagihan dan Kwitansi"
          inputMode="numeric"
          typingMax={SPK_NPWP_MAX_LENGTH}
        />
        <ChoiceBlock
          legend="Pejabat Pemerintah"
          choice={fields.tipe_pemerintah}
          options={spkOfficialLabels}
          name={fields.nama_pemerintah}
          nip={fields.nip_pemerintah}
          nameLabel="Nama Pejabat"
          nipLabel="NIP Pejabat"
        />
        <ChoiceBlock
          legend="Bendahara"
          choice={fields.tipe_bendahara}
          options={spkTreasurerLabels}
          name={fields.nama_bendahara}
          nip={fields.nip_bendahara}
          nameLabel="Nama Bendahara"
          nipLabel="NIP Bendahara"
        />
        <div className="order-form__actions">
          <SubmitButton intent="spk" className="button button--primary">
            Simpan
          </SubmitButton>
          <Link to={closeHref} className="button button--outline" replace preventScrollReset>
            Batal
          </Link>
        </div>
      </Form>
    </>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of the SPK form
type Meta = FieldMetadata<any, any, string[]>;

function ChoiceBlock({
  legend,
  choice,
  options,
  name,
  nip,
  nameLabel,
  nipLabel,
}: {
  legend: string;
  choice: Meta;
  options: Record<string, string>;
  name: Meta;
  nip: Meta;
  nameLabel: string;
  nipLabel: string;
}) {
  const block = useRef<HTMLFieldSetElement>(null);
  // The spec: switching the choice clears the other fields of its block.
  const clearBlock = (event: ChangeEvent<HTMLInputElement>) => {
    for (const input of block.current?.querySelectorAll<HTMLInputElement>("input:not([type=radio])") ?? []) {
      if (input !== event.currentTarget) input.value = "";
    }
  };
  return (
    <fieldset ref={block} className="spk-form__block">
      <legend>{legend}</legend>
      <div className="spk-form__choices">
        {Object.entries(options).map(([value, label]) => {
          const { key, ...props } = getInputProps(choice, { type: "radio", value });
          return (
            <label key={key ?? value} className="field__check">
              {/* Conform gives every radio of a group the field's id: each needs its own. */}
              <input {...props} id={`${choice.id}-${value}`} className="field__radio" onChange={clearBlock} />
              {label}
            </label>
          );
        })}
      </div>
      <Field meta={name} label={nameLabel} />
      <Field meta={nip} label={nipLabel} inputMode="numeric" digitsOnly />
    </fieldset>
  );
}
