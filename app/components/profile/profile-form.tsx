// The profile form of /profil/sunting-profil (multipart: the photo travels with the fields) and the
// change-password dialog. Fields render through components/forms.tsx like every form of the shop.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { passwordForm } from "@contract/customer";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/ui/dialog";
import { ErrorSummary, Field, FormAlert, PasswordField, SelectField, useShopForm } from "~/components/forms";
import { PhotoField } from "./photo-field";
import { profilePageForm } from "~/schemas/profile";
import { SubmitButton } from "~/components/ui/submit-button";

export const PROFILE_FORM_ID = "sunting-profil";

const genders = [
  { value: "1", label: "Laki-laki" },
  { value: "0", label: "Perempuan" },
];

type ProfileFormProps = {
  action: string;
  imageUrl: string;
  defaultValue: Record<string, string>;
  lastResult?: SubmissionResult<string[]>;
  passwordHref: string;
  /** Under the e-mail field: a new address waiting for its link to be followed. */
  emailHint?: string;
};

export function ProfileForm({ action, imageUrl, defaultValue, lastResult, passwordHref, emailHint }: ProfileFormProps) {
  const [form, fields] = useShopForm({ id: PROFILE_FORM_ID, schema: profilePageForm, lastResult, defaultValue });
  return (
    <>
      <ErrorSummary form={form} fields={fields} />
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="profile-form"
      >
        <AuthenticityTokenInput />
        <PhotoField
          meta={fields.image}
          imageUrl={imageUrl}
          cropFields={{ x: fields.crop_x, y: fields.crop_y, size: fields.crop_size }}
        />
        <div className="profile-form__grid">
          <Field meta={fields.name} label="Nama" autoComplete="name" />
          <Field meta={fields.instance_name} label="Nama Instansi" autoComplete="organization" />
          <Field meta={fields.username} label="Username" autoComplete="username" />
          <Field meta={fields.email} label="Email" type="email" autoComplete="email" hint={emailHint} />
          <Field
            meta={fields.phone}
            label="Nomor Telepon"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            digitsOnly
          />
          <Field meta={fields.birthdate} label="Tanggal Lahir" type="date" autoComplete="bday" />
          <SelectField
            meta={fields.gender}
            label="Jenis Kelamin"
            options={genders}
            placeholder="Pilih jenis kelamin"
            autoComplete="sex"
          />
          <Field meta={fields.nip} label="NIP" inputMode="numeric" />
          <Field meta={fields.name_pp} label="Nama PP" />
          <Field meta={fields.name_ppk} label="Nama PPK" />
          <Field meta={fields.kldi} label="KLDI" />
          <Field meta={fields.lspe} label="LPSE" inputMode="numeric" />
          <PasswordField
            meta={fields.current_password}
            label="Kata Sandi Saat Ini (wajib jika mengganti email)"
            autoComplete="current-password"
          />
        </div>
        <div className="profile-form__actions">
          <SubmitButton intent="profile" className="button button--primary">
            Simpan
          </SubmitButton>
          <Link to={passwordHref} className="button button--outline" preventScrollReset>
            Ubah Kata Sandi
          </Link>
        </div>
      </Form>
    </>
  );
}

type PasswordDialogProps = {
  action: string;
  closeHref: string;
  lastResult?: SubmissionResult<string[]>;
  alert?: string;
};

export function PasswordDialog({ action, closeHref, lastResult, alert }: PasswordDialogProps) {
  const [form, fields] = useShopForm({ id: "ubah-kata-sandi", schema: passwordForm, lastResult });
  return (
    <Dialog title="Ubah Kata Sandi" closeHref={closeHref}>
      <FormAlert message={alert} />
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" action={action} {...getFormProps(form)} noValidate className="password-form">
        <AuthenticityTokenInput />
        <PasswordField meta={fields.current_password} label="Kata Sandi Saat Ini" autoComplete="current-password" />
        <PasswordField meta={fields.password} label="Kata Sandi Baru" autoComplete="new-password" />
        <PasswordField
          meta={fields.password_confirmation}
          label="Konfirmasi Kata Sandi Baru"
          autoComplete="new-password"
        />
        <div className="route-dialog__actions">
          <Link to={closeHref} replace preventScrollReset className="button button--outline">
            Batal
          </Link>
          <SubmitButton intent="password" className="button button--primary">
            Simpan Kata Sandi
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
