// The link in the verification e-mail. Opening it changes nothing: the page shows a button that
// posts the token. Mail scanners and link previews fetch (and some even script) such links, so
// neither a GET nor an automatic submit may use up the token.
import { getFormProps } from "@conform-to/react";
import { authMessages, verifyEmailForm } from "@contract/auth";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { FormAlert, useShopForm } from "~/components/forms";
import { verifyEmail } from "~/services/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm } from "~/utils/form.server";
import type { AuthHandle } from "./_auth";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseQuery } from "~/utils/query.server";

const ROUTE = "/verifikasi-email";
const VERIFIED = "Email berhasil diverifikasi, silahkan masuk.";

const query = z.object({ token: z.string().trim().min(1).max(200).catch("") });

export const handle: AuthHandle = { bannerPosition: "Login Page" };

export const meta: MetaFunction = () => [{ title: `Verifikasi Email | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { token } = parseQuery(request, query);
  return { token };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleForm({
    request,
    route: ROUTE,
    schema: verifyEmailForm,
    submit: async (value) => {
      await verifyEmail(request, value.token);
      return redirectWithFlash("/login", VERIFIED);
    },
  });
}

export default function VerifyEmailPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useShopForm({ id: "verify", schema: verifyEmailForm, lastResult: actionData?.result });
  const alert = actionData?.alert ?? fields.token.errors?.[0] ?? (token ? null : authMessages.verifyTokenInvalid);
  return (
    <section className="auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title" className="auth-card__title">
        Verifikasi Email
      </h1>
      <FormAlert message={alert}>
        <p>
          Masuk untuk meminta tautan baru: <Link to="/login">halaman masuk</Link>.
        </p>
      </FormAlert>
      {token ? (
        <>
          <p className="auth-card__lead">Tekan tombol di bawah untuk menyelesaikan verifikasi email akun Anda.</p>
          <Form method="post" {...getFormProps(form)} noValidate className="auth-form">
            <AuthenticityTokenInput />
            <input type="hidden" name="token" value={token} />
            <SubmitButton className="button button--primary button--block">Verifikasi Email</SubmitButton>
          </Form>
        </>
      ) : null}
      <p className="auth-card__switch">
        <Link to="/login">Ke halaman masuk</Link>
      </p>
    </section>
  );
}
