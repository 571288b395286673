import { getFormProps } from "@conform-to/react";
import { authMessages, resetPasswordForm } from "@contract/auth";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "~/components/honeypot";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { ErrorSummary, Field, FormAlert, PasswordField, useShopForm } from "~/components/forms";
import { resetPassword } from "~/services/auth.server";
import { redirectIfLoggedIn } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm } from "~/utils/form.server";
import type { AuthHandle } from "./_auth";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseQuery } from "~/utils/query.server";

const ROUTE = "/reset-password";
const DONE = "Kata sandi berhasil diubah, silahkan masuk.";

const query = z.object({ token: z.string().trim().min(1).max(200).catch("") });

export const handle: AuthHandle = { bannerPosition: "Reset Password Page" };

export const meta: MetaFunction = () => [{ title: `Atur Ulang Kata Sandi | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfLoggedIn(request);
  const { token } = parseQuery(request, query);
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfLoggedIn(request);
  return handleForm({
    request,
    route: ROUTE,
    schema: resetPasswordForm,
    honeypot: true,
    submit: async (value) => {
      await resetPassword(request, value);
      return redirectWithFlash("/login", DONE);
    },
  });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useShopForm({ id: "reset", schema: resetPasswordForm, lastResult: actionData?.result });
  // The token is a hidden field, so its error (a used or expired link) goes in the warning box.
  const tokenError = fields.token.errors?.[0];
  const alert = actionData?.alert ?? tokenError ?? (token ? null : authMessages.resetTokenInvalid);
  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title" className="auth-card__title">
        Atur Ulang Kata Sandi
      </h1>
      <FormAlert message={alert}>
        <p>
          <Link to="/lupa-password">Minta tautan baru</Link>
        </p>
      </FormAlert>
      <ErrorSummary
        form={form}
        fields={{ email: fields.email, password: fields.password, password_confirmation: fields.password_confirmation }}
      />
      <Form method="post" {...getFormProps(form)} noValidate className="auth-form">
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <input type="hidden" name="token" value={token} />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <PasswordField
          meta={fields.password}
          label="Password Baru"
          autoComplete="new-password"
          hint="Minimal 8 karakter."
        />
        <PasswordField meta={fields.password_confirmation} label="Konfirmasi Password" autoComplete="new-password" />
        <SubmitButton className="button button--primary button--block">Simpan Kata Sandi</SubmitButton>
      </Form>
    </section>
  );
}
