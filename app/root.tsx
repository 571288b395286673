import type { Setting } from "@contract/setting";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import type { CartPreviewItem } from "~/schemas/cart";
import { SITE_NAME } from "~/utils/site";
import { PageLoading } from "~/components/chrome/page-loading";
import { ErrorMessage, NotFound, useErrorPage } from "~/components/error-page";
import { cartPreview } from "~/services/cart.server";
import { listCategories } from "~/services/category.server";
import { getSetting } from "~/services/setting.server";
import shopCss from "~/styles/shop.css";
import { issueCsrfToken } from "~/utils/csrf.server";
import { HYDRATE_AFTER_SCRIPT } from "~/utils/hydrate-after";
import { takeFlash } from "~/utils/flash.server";
import { useNonce } from "~/utils/nonce";
import { isPublicPage } from "~/utils/public-pages";
import { setRecommendationPagingCookies } from "~/utils/recommendation-paging";
import { getSession, getToken, sessionKeys } from "~/utils/session.server";

/** The setting fields the chrome shows; the long HTML texts stay with the pages that show them. */
export type ChromeSetting = Pick<
  Setting,
  "phone" | "email" | "address" | "province" | "district" | "facebook" | "twitter" | "instagram" | "linkedin"
>;

const ZOD_JITLESS = "globalThis.__zod_globalConfig = { jitless: true };";

const NO_CSRF = Promise.resolve({ token: "", setCookie: null });

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: shopCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => {
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: "404" }];
  if (error) return [{ title: `Terjadi kesalahan | ${SITE_NAME}` }];
  return [{ title: SITE_NAME }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getToken(request);
  const [setting, categories, csrf, cart, flash] = await Promise.all([
    getSetting(request),
    listCategories(request),
    // A visitor's public page has no form that posts: no token, so one rendering serves every visitor.
    !token && isPublicPage(new URL(request.url).pathname) ? NO_CSRF : issueCsrfToken(request),
    loggedInCartPreview(request),
    takeFlash(request),
  ]);
  const chromeSetting: ChromeSetting = {
    phone: setting.phone,
    email: setting.email,
    address: setting.address,
    province: setting.province,
    district: setting.district,
    facebook: setting.facebook,
    twitter: setting.twitter,
    instagram: setting.instagram,
    linkedin: setting.linkedin,
  };
  const headers = new Headers();
  for (const cookie of [csrf.setCookie, flash.setCookie]) if (cookie) headers.append("Set-Cookie", cookie);
  return data(
    { setting: chromeSetting, categories, loggedIn: Boolean(token), csrf: csrf.token, cart, flash: flash.flash },
    { headers },
  );
}

/** Leaving a public page (rendered without a CSRF token) for one with forms: fetch a token. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || (isPublicPage(currentUrl.pathname) && !isPublicPage(nextUrl.pathname));

/** The navbar's cart for a logged-in buyer; visitors (and any failure) get an empty one. */
async function loggedInCartPreview(request: Request): Promise<{ count: number; items: CartPreviewItem[] }> {
  const session = await getSession(request);
  const userId = session.get(sessionKeys.userId);
  if (!session.get(sessionKeys.token) || userId === undefined) return { count: 0, items: [] };
  return cartPreview(request, userId);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <Meta />
        <Links />
        {/* Before any module: zod's fast path probes `new Function`, which this CSP (no 'unsafe-eval')
            reports as a violation; zod reads its settings from this global (zod/v4/core/core.js).
            And the promise Remix's module script waits for before it loads a module (decision 160).
            After the stylesheet on purpose: a script waits for the stylesheets above it (decision 156). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `${ZOD_JITLESS}\n${HYDRATE_AFTER_SCRIPT}` }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { csrf } = useLoaderData<typeof loader>();
  useEffect(() => setRecommendationPagingCookies(), []);
  return (
    <AuthenticityTokenProvider token={csrf}>
      <Outlet />
      <PageLoading />
    </AuthenticityTokenProvider>
  );
}

// Renders without the root loader's data: the upstream may be what failed.
export function ErrorBoundary() {
  const { status, title, message } = useErrorPage();
  return (
    <main className={status === 404 ? "bare-page" : "bare-page bare-page--error"}>
      {status === 404 ? <NotFound /> : <ErrorMessage title={title} message={message} />}
    </main>
  );
}
