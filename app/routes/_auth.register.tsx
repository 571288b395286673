import { getFormProps } from "@conform-to/react";
import { registerForm } from "@contract/auth";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "~/components/honeypot";
import { useHydrated } from "remix-utils/use-hydrated";
import { SITE_NAME } from "~/utils/site";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  FormAlert,
  PasswordField,
  SelectField,
  TextareaField,
  useShopForm,
} from "~/components/forms";
import { HtmlContent } from "~/components/html-content";
import { RegionSelects } from "~/components/region-selects";
import { register } from "~/services/auth.server";
import { listProvinces } from "~/services/region.server";
import { getSetting } from "~/services/setting.server";
import { redirectIfLoggedIn } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm, replayForm, unknownIntent } from "~/utils/form.server";
import { regionLists } from "~/utils/region-lists.server";
import { sanitizeHtml } from "~/utils/sanitize.server";
import type { AuthHandle } from "./_auth";
import { SubmitButton } from "~/components/ui/submit-button";
import { readFormData } from "~/utils/form-data.server";

const ROUTE = "/register";
const REGISTERED = "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.";

export const handle: AuthHandle = { bannerPosition: "Registration Page" };

export const meta: MetaFunction = () => [
  { title: `Registrasi | ${SITE_NAME}` },
  { name: "description", content: "Daftarkan akun PP/PPK satuan kerja Anda untuk berbelanja kebutuhan pengadaan." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfLoggedIn(request);
  const [provinces, setting] = await Promise.all([listProvinces(request), getSetting(request)]);
  return { provinces, terms: sanitizeHtml(setting.tac) };
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfLoggedIn(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const lists = () =>
    regionLists(request, { province_id: formData.get("province_id"), district_id: formData.get("district_id") });
  if (intent === "regions") {
    return replayForm({ request, formData, route: ROUTE, intent, honeypot: true, extra: await lists() });
  }
  if (intent === "register") {
    return handleForm({
      request,
      formData,
      route: ROUTE,
      intent,
      schema: registerForm,
      honeypot: true,
      extra: lists,
      submit: async (value) => {
        await register(request, value);
        return redirectWithFlash("/login", REGISTERED);
      },
    });
  }
  return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
}

export default function RegisterPage() {
  const { provinces, terms } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useShopForm({ id: "register", schema: registerForm, lastResult: actionData?.result });
  const lists = actionData?.extra;
  // After the no-JS "Pilih", continue at the select that just got its list.
  const focus =
    actionData?.intent === "regions" ? (lists?.subDistricts.length ? "sub_district_id" : "district_id") : undefined;

  return (
    <section className="auth-card auth-card--wide" aria-labelledby="register-title">
      <h1 id="register-title" className="auth-card__title">
        Registrasi
      </h1>
      <p className="auth-card__lead">
        Sudah punya akun? <Link to="/login">Masuk</Link>
      </p>
      <FormAlert message={actionData?.alert} />
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" {...getFormProps(form)} noValidate className="auth-form auth-form--grid">
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <h2 className="auth-form__section">Data akun</h2>
        <Field
          meta={fields.username}
          label="Username"
          autoComplete="username"
          hint="Huruf, angka, titik, garis bawah atau tanda hubung."
        />
        <Field meta={fields.name} label="Nama" autoComplete="name" />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <Field meta={fields.phone} label="Nomor Telepon" type="tel" inputMode="numeric" autoComplete="tel" />
        <Field meta={fields.birthdate} label="Tanggal Lahir" type="date" autoComplete="bday" />
        <SelectField
          meta={fields.gender}
          label="Jenis Kelamin"
          placeholder="Pilih Jenis Kelamin"
          options={[
            { value: "1", label: "Laki-laki" },
            { value: "0", label: "Perempuan" },
          ]}
        />
        <h2 className="auth-form__section">Data pengadaan</h2>
        <Field meta={fields.instance_name} label="Nama Instansi" autoComplete="organization" />
        <Field meta={fields.lspe} label="LPSE" inputMode="numeric" />
        <Field meta={fields.kldi} label="KLDI" />
        <Field meta={fields.nip} label="NIP" inputMode="numeric" />
        <Field meta={fields.name_pp} label="Nama PP" />
        <Field meta={fields.name_ppk} label="Nama PPK" />
        <Field meta={fields.satker} label="Satker" />
        <h2 className="auth-form__section">Alamat pengiriman</h2>
        <RegionSelects
          fields={{
            province_id: fields.province_id,
            district_id: fields.district_id,
            sub_district_id: fields.sub_district_id,
          }}
          provinces={provinces}
          districts={lists?.districts ?? []}
          subDistricts={lists?.subDistricts ?? []}
          focus={focus}
        />
        <TextareaField meta={fields.address} label="Alamat" autoComplete="street-address" />
        <Field meta={fields.receipt_name} label="Nama Penerima" />
        <Field meta={fields.receipt_phone_number} label="Nomor Telepon Penerima" type="tel" inputMode="numeric" />
        <h2 className="auth-form__section">Kata sandi</h2>
        <PasswordField
          meta={fields.password}
          label="Kata Sandi"
          autoComplete="new-password"
          hint="Minimal 8 karakter."
        />
        <PasswordField meta={fields.password_confirmation} label="Konfirmasi Kata Sandi" autoComplete="new-password" />
        <Terms html={terms} />
        <CheckboxField
          meta={fields.setuju}
          label="Saya sudah membaca dan menyetujui syarat dan ketentuan yang berlaku."
        />
        <SubmitButton intent="register" className="button button--primary button--block">
          Daftar
        </SubmitButton>
      </Form>
    </section>
  );
}

/** The terms: a modal with JavaScript, an expandable section without. */
function Terms({ html }: { html: string }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  if (!hydrated) {
    return (
      <details className="terms">
        <summary className="terms__toggle">Baca syarat dan ketentuan</summary>
        <HtmlContent html={html} className="terms__body" />
      </details>
    );
  }
  return (
    <div className="terms">
      <button
        type="button"
        className="button button--outline terms__toggle"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        Baca syarat dan ketentuan
      </button>
      <dialog ref={dialog} className="terms__dialog" aria-labelledby="terms-title">
        <h2 id="terms-title" className="terms__title">
          Syarat dan Ketentuan
        </h2>
        <HtmlContent html={html} className="terms__body" />
        {/* Not a <form method="dialog">: this sits inside the registration form. */}
        <div className="terms__actions">
          <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
            Tutup
          </button>
        </div>
      </dialog>
    </div>
  );
}
