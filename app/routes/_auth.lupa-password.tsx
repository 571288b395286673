import { getFormProps } from "@conform-to/react";
import { forgotPasswordForm } from "@contract/auth";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "~/components/honeypot";
import { SITE_NAME } from "~/utils/site";
import { ErrorSummary, Field, FormAlert, useShopForm } from "~/components/forms";
import { forgotPassword } from "~/services/auth.server";
import { redirectIfLoggedIn } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm } from "~/utils/form.server";
import { useFlash } from "~/components/chrome/use-flash";
import type { AuthHandle } from "./_auth";
import { SubmitButton } from "~/components/ui/submit-button";

const ROUTE = "/lupa-password";
const CHECK_EMAIL = "Silahkan periksa email Anda";

export const handle: AuthHandle = { bannerPosition: "Forget Password Page" };

export const meta: MetaFunction = () => [{ title: `Lupa Kata Sandi | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfLoggedIn(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfLoggedIn(request);
  return handleForm({
    request,
    route: ROUTE,
    schema: forgotPasswordForm,
    honeypot: true,
    submit: async (value) => {
      await forgotPassword(request, value);
      return redirectWithFlash(ROUTE, CHECK_EMAIL);
    },
  });
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const flash = useFlash();
  const [form, fields] = useShopForm({ id: "forgot", schema: forgotPasswordForm, lastResult: actionData?.result });
  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="auth-card__title">
        Lupa Kata Sandi
      </h1>
      <p className="auth-card__lead">
        Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru.
      </p>
      <FormAlert message={flash} tone="success" />
      <FormAlert message={actionData?.alert} />
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" {...getFormProps(form)} noValidate className="auth-form">
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton className="button button--primary button--block">Kirim</SubmitButton>
      </Form>
      <p className="auth-card__switch">
        <Link to="/login">Kembali ke halaman masuk</Link>
      </p>
    </section>
  );
}
