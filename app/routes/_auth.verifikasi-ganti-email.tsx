// The link mailed to a new e-mail address asked for on /profil/sunting-profil (decision 60). Like
// /verifikasi-email, opening it changes nothing: mail scanners fetch links, so only the button's
// post uses the token. A sibling page, not the same one: the token is of another kind.
import { getFormProps } from "@conform-to/react";
import { authMessages, verifyEmailForm } from "@contract/auth";
import { profileMessages } from "@contract/customer";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { FormAlert, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { confirmEmailChange } from "~/services/customer.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm } from "~/utils/form.server";
import { parseQuery } from "~/utils/query.server";
import type { AuthHandle } from "./_auth";

const ROUTE = "/verifikasi-ganti-email";
/** Signed in, the buyer sees the new e-mail there; signed out, the login page shows the message first. */
const AFTER = "/profil/sunting-profil";

const query = z.object({ token: z.string().trim().min(1).max(200).catch("") });

export const handle: AuthHandle = { bannerPosition: "Login Page" };

export const meta: MetaFunction = () => [{ title: `Verifikasi Email Baru | ${SITE_NAME}` }];

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
      await confirmEmailChange(request, value.token);
      return redirectWithFlash(AFTER, profileMessages.emailChanged);
    },
  });
}

export default function VerifyEmailChangePage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useShopForm({ id: "verify-change", schema: verifyEmailForm, lastResult: actionData?.result });
  const alert = actionData?.alert ?? fields.token.errors?.[0] ?? (token ? null : authMessages.verifyTokenInvalid);
  return (
    <section className="auth-card" aria-labelledby="verify-change-title">
      <h1 id="verify-change-title" className="auth-card__title">
        Verifikasi Email Baru
      </h1>
      <FormAlert message={alert}>
        <p>
          Minta tautan baru dengan menyimpan email baru sekali lagi di <Link to={AFTER}>halaman Sunting Profil</Link>.
        </p>
      </FormAlert>
      {token ? (
        <>
          <p className="auth-card__lead">
            Tekan tombol di bawah untuk menjadikan alamat ini email akun Anda. Sampai saat itu email lama tetap berlaku.
          </p>
          <Form method="post" {...getFormProps(form)} noValidate className="auth-form">
            <AuthenticityTokenInput />
            <input type="hidden" name="token" value={token} />
            <SubmitButton className="button button--primary button--block">Verifikasi Email Baru</SubmitButton>
          </Form>
        </>
      ) : null}
      <p className="auth-card__switch">
        <Link to="/">Ke beranda</Link>
      </p>
    </section>
  );
}
