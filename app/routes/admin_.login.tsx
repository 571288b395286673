// The seller's sign-in (the spec's "admin"): username and password, the buyer login's form loop.
import { useFlash } from "~/components/chrome/use-flash";
import { getFormProps } from "@conform-to/react";
import { sellerLoginForm } from "@contract/seller";
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { HoneypotInputs, HoneypotProvider } from "~/components/honeypot";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { ErrorSummary, Field, FormAlert, PasswordField, useShopForm } from "~/components/forms";
import { SubmitButton } from "~/components/ui/submit-button";
import { sellerLogin } from "~/services/seller-auth.server";
import adminCss from "~/styles/admin.css";
import authCss from "~/styles/auth.css";
import { ADMIN_HOME_PATH, redirectIfSeller, startSellerSession } from "~/utils/admin-session.server";
import { readFormData } from "~/utils/form-data.server";
import { handleForm } from "~/utils/form.server";
import { getHoneypotInputProps } from "~/utils/honeypot.server";
import { safeRedirectTo } from "~/utils/redirect-to";
import { replyFor } from "~/utils/reply";

const ROUTE = "/admin/login";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: authCss },
  { rel: "stylesheet", href: adminCss },
];

export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: MetaFunction = () => [{ title: `Masuk Penjual | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSeller(request);
  return data({ honeypot: getHoneypotInputProps() });
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectIfSeller(request);
  const formData = await readFormData(request);
  const redirectTo = adminRedirectTo(new URL(request.url).searchParams.get("redirectTo"));
  return handleForm({
    request,
    formData,
    route: ROUTE,
    intent: "login",
    schema: sellerLoginForm,
    honeypot: true,
    submit: async (value) => {
      const answer = await sellerLogin(request, value);
      return startSellerSession(
        request,
        { token: answer.token, sellerId: answer.seller.id, name: answer.seller.name },
        redirectTo,
      );
    },
  });
}

export default function AdminLoginPage() {
  const { honeypot } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const reply = replyFor(actionData, "login");
  const [form, fields] = useShopForm({ id: "admin-login", schema: sellerLoginForm, lastResult: reply?.result });
  const query = searchParams.toString();
  return (
    <HoneypotProvider {...honeypot}>
      <main className="admin-login" id="konten">
        <section className="auth-card" aria-labelledby="admin-login-title">
          <h1 id="admin-login-title" className="auth-card__title">
            Masuk Penjual
          </h1>
          <p className="auth-card__lead">Konsol penjual {SITE_NAME}</p>
          <FormAlert message={flash} tone="success" />
          <FormAlert message={actionData?.alert} />
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
            <Field meta={fields.username} label="Username" autoComplete="username" />
            <PasswordField meta={fields.password} label="Kata Sandi" autoComplete="current-password" />
            <SubmitButton intent="login" className="button button--primary button--block">
              Masuk
            </SubmitButton>
          </Form>
        </section>
      </main>
    </HoneypotProvider>
  );
}

/** Only back into the console: a crafted `redirectTo` cannot send the seller to a buyer page. */
function adminRedirectTo(value: string | null): string {
  const target = safeRedirectTo(value, ADMIN_HOME_PATH);
  return target.startsWith("/admin/") && !target.startsWith("/admin/login") ? target : ADMIN_HOME_PATH;
}

export function ErrorBoundary() {
  return (
    <main className="admin-login" id="konten">
      <RouteErrorPage />
    </main>
  );
}
