// 'Konfirmasi Transaksi' and the SPK form. The form opens as a dialog (`?dialog=spk` without
// JavaScript) when the order's status allows it (`canFillSpk`); pressed on an order whose SPK cannot
// be filled yet, the dialog says 'mohon untuk mengisi data terlebih dahulu' (the spec's two readings).
// Each choice block is a radio group; with JavaScript, switching the choice clears the block's name
// and NIP (the spec's behaviour); without it the choice and the fields are sent as they are.
// The official and the treasurer start from the unit's PPK and Bendahara (issue 25, decision 0154):
// the first holder fills the block; with several, the name offers them all (a datalist, which works
// without JavaScript; with it, picking a name fills that person's NIP). What was posted back wins.
import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import {
  SPK_NPWP_MAX_LENGTH,
  SPK_PAGU_MAX_LENGTH,
  SPK_YEAR_MAX_LENGTH,
  spkOfficialLabels,
  spkTreasurerLabels,
} from "@contract/spk";
import type { UnitOfficial, UnitOfficials } from "@contract/team";
import { Form, Link } from "@remix-run/react";
import { useRef, type ChangeEvent, type FormEvent, type ReactNode } from "react";
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
  officials,
  reason,
  lastResult,
  alert,
}: {
  transactionId: number;
  fillable: boolean;
  /** The unit's PPK and Bendahara holders the form starts from. */
  officials: UnitOfficials;
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
      <SpkFormBody transactionId={transactionId} officials={officials} lastResult={lastResult} alert={alert} />
    </Dialog>
  );
}

/**
 * The members the form starts from. A unit of one starts empty as before: its one person holds every
 * role nominally, and the officials its papers name are other people (the profile's free-text PPK).
 * In a larger unit the holders are the officials, the reader among them (decisions 0154, 0161).
 */
export function officialsToOffer(officials: UnitOfficials): UnitOfficials {
  return officials.members <= 1 ? { ...officials, ppk: [], bendahara: [] } : officials;
}

/** The form's starting values: the spec's default choices and the first holder of each role. */
export function spkDefaults(officials: UnitOfficials) {
  const [ppk] = officials.ppk;
  const [bendahara] = officials.bendahara;
  return {
    tipe_pemerintah: "ppk",
    tipe_bendahara: "bendahara_umum",
    nama_pemerintah: ppk?.name ?? "",
    nip_pemerintah: ppk?.nip ?? "",
    nama_bendahara: bendahara?.name ?? "",
    nip_bendahara: bendahara?.nip ?? "",
  };
}

function SpkFormBody({
  transactionId,
  officials,
  lastResult,
  alert,
}: {
  transactionId: number;
  officials: UnitOfficials;
  lastResult: Result;
  alert?: string;
}) {
  const [form, fields] = useShopForm({
    id: "spk",
    schema: spkForm,
    lastResult,
    defaultValue: spkDefaults(officials),
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
          holders={officials.ppk}
          holderRole="PPK"
        />
        <ChoiceBlock
          legend="Bendahara"
          choice={fields.tipe_bendahara}
          options={spkTreasurerLabels}
          name={fields.nama_bendahara}
          nip={fields.nip_bendahara}
          nameLabel="Nama Bendahara"
          nipLabel="NIP Bendahara"
          holders={officials.bendahara}
          holderRole="Bendahara"
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
  holders,
  holderRole,
}: {
  legend: string;
  choice: Meta;
  options: Record<string, string>;
  name: Meta;
  nip: Meta;
  nameLabel: string;
  nipLabel: string;
  holders: UnitOfficial[];
  holderRole: string;
}) {
  const block = useRef<HTMLFieldSetElement>(null);
  // The spec: switching the choice clears the other fields of its block.
  const clearBlock = (event: ChangeEvent<HTMLInputElement>) => {
    for (const input of block.current?.querySelectorAll<HTMLInputElement>("input:not([type=radio])") ?? []) {
      if (input !== event.currentTarget) input.value = "";
    }
  };
  const several = holders.length > 1;
  const listId = `${name.id}-pemegang`;
  // With JavaScript, a holder's name picked from the list brings their NIP.
  const fillNip = (event: FormEvent<HTMLFieldSetElement>) => {
    const target = event.target as HTMLInputElement;
    if (!several || target.name !== name.name) return;
    const holder = holders.find((candidate) => candidate.name === target.value);
    const nipInput = block.current?.querySelector<HTMLInputElement>(`input[name="${nip.name}"]`);
    if (holder && nipInput) nipInput.value = holder.nip ?? "";
  };
  return (
    <fieldset ref={block} className="spk-form__block" onInput={fillNip}>
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
      <Field
        meta={name}
        label={nameLabel}
        list={several ? listId : undefined}
        hint={several ? holdersHint(holderRole, holders) : undefined}
      />
      {several ? (
        <datalist id={listId}>
          {holders.map((holder) => (
            <option key={`${holder.name}-${holder.nip ?? ""}`} value={holder.name} />
          ))}
        </datalist>
      ) : null}
      <Field meta={nip} label={nipLabel} inputMode="numeric" digitsOnly />
    </fieldset>
  );
}

/** The holders and their NIPs, for a reader without the list (no JavaScript, a screen reader). */
const holdersHint = (role: string, holders: UnitOfficial[]) =>
  `${role} satuan kerja Anda: ${holders.map((holder) => (holder.nip ? `${holder.name} (NIP ${holder.nip})` : holder.name)).join(", ")}`;
