import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { loginForm, resendVerificationForm } from "@contract/auth";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs } from "~/components/honeypot";
import { SITE_NAME } from "~/utils/site";
import { ErrorSummary, Field, FormAlert, PasswordField, useShopForm } from "~/components/forms";
import { login, resendVerification } from "~/services/auth.server";
import { redirectIfLoggedIn, startUserSession } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm, unknownIntent } from "~/utils/form.server";
import { safeRedirectTo } from "~/utils/redirect-to";
import { useFlash } from "~/components/chrome/use-flash";
import type { AuthHandle } from "./_auth";
import { SubmitButton } from "~/components/ui/submit-button";
import { replyFor } from "~/utils/reply";
import { readFormData } from "~/utils/form-data.server";
import { useEffect } from "react";

const ROUTE = "/login";
/** The API's answer for a correct password on an address not verified yet. */
const UNVERIFIED = 403;
const CHECK_EMAIL = "Silahkan periksa email Anda";

export const handle: AuthHandle = { bannerPosition: "Login Page" };

export const meta: MetaFunction = () => [
  { title: `Masuk | ${SITE_NAME}` },
  { name: "description", content: "Masuk ke akun PP/PPK satuan kerja Anda untuk berbelanja kebutuhan pengadaan." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfLoggedIn(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfLoggedIn(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "login") {
    const redirectTo = safeRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
    return handleForm({
      request,
      formData,
      route: ROUTE,
      intent,
      schema: loginForm,
      honeypot: true,
      submit: async (value) => {
        const answer = await login(request, value);
        return startUserSession(request, { token: answer.token, userId: answer.user.id }, redirectTo);
      },
    });
  }
  if (intent === "resend") {
    return handleForm({
      request,
      formData,
      route: ROUTE,
      intent,
      schema: resendVerificationForm,
      honeypot: true,
      submit: async (value) => {
        await resendVerification(request, value);
        return redirectWithFlash(ROUTE, CHECK_EMAIL);
      },
    });
  }
  return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const flash = useFlash();
  const [searchParams] = useSearchParams();
  const loginReply = replyFor(actionData, "login");
  const resendReply = replyFor(actionData, "resend");
  const [form, fields] = useShopForm({ id: "login", schema: loginForm, lastResult: loginReply?.result });
  const identifier = String(fields.email.initialValue ?? "");
  const query = searchParams.toString();
  // Storefront §8: a refused login scrolls to the top, where its 'Peringatan !' box is (a post
  // answered in place keeps the scroll position; without JavaScript the new page starts there).
  useEffect(() => {
    if (actionData?.alert) window.scrollTo({ top: 0 });
  }, [actionData]);

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title" className="auth-card__title">
        Masuk
      </h1>
      <FormAlert message={flash} tone="success" />
      <FormAlert message={actionData?.alert} />
      {loginReply?.upstreamStatus === UNVERIFIED || resendReply ? (
        <ResendForm email={identifier.includes("@") ? identifier : ""} lastResult={resendReply?.result} />
      ) : null}
      <ErrorSummary form={form} fields={fields} />
      <Form
        method="post"
        action={query ? `?${query}` : undefined}
        {...getFormProps(form)}
        noValidate
        className="auth-form"
      >
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <Field meta={fields.email} label="Email atau Username" autoComplete="username" />
        <PasswordField meta={fields.password} label="Kata Sandi" autoComplete="current-password" />
        <p className="auth-form__aside">
          <Link to="/lupa-password">Lupa kata sandi?</Link>
        </p>
        <SubmitButton intent="login" className="button button--primary button--block">
          Masuk
        </SubmitButton>
      </Form>
      <p className="auth-card__switch">
        Belum punya akun?{" "}
        <Link to="/register" className="button button--outline">
          Daftar
        </Link>
      </p>
    </section>
  );
}

/** Shown when the account is not verified yet: send the verification link again. */
function ResendForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useShopForm({
    id: "resend",
    schema: resendVerificationForm,
    lastResult,
    defaultValue: { email },
  });
  return (
    <section className="auth-resend" aria-labelledby="resend-title">
      <h2 id="resend-title" className="auth-resend__title">
        Kirim ulang tautan verifikasi
      </h2>
      <p>Akun belum dapat digunakan sebelum email diverifikasi. Tautan verifikasi baru akan dikirim ke email Anda.</p>
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" {...getFormProps(form)} noValidate className="auth-form">
        <AuthenticityTokenInput />
        <HoneypotInputs />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton intent="resend" className="button button--outline">
          Kirim ulang tautan verifikasi
        </SubmitButton>
      </Form>
    </section>
  );
}
