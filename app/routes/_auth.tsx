// The account pages without the shop chrome: the form beside the banner of the page's position.
import type { BannerPosition } from "@contract/banner";
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { HoneypotProvider } from "~/components/honeypot";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { Picture } from "~/components/picture";
import { listBanners } from "~/services/banner.server";
import authCss from "~/styles/auth.css";
import { getHoneypotInputProps } from "~/utils/honeypot.server";

/** Each child route names the banner shown beside it. */
export type AuthHandle = { bannerPosition?: BannerPosition };

const AUTH_POSITIONS: BannerPosition[] = [
  "Login Page",
  "Registration Page",
  "Forget Password Page",
  "Reset Password Page",
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const banners = await listBanners(request).catch(() => []);
  // One banner per position: the first, as the storefront does for its own positions.
  const sideImages = Object.fromEntries(
    AUTH_POSITIONS.map((position) => [position, banners.find((b) => b.position === position) ?? null]),
  );
  return data({ sideImages, honeypot: getHoneypotInputProps() }, { headers: { "Cache-Control": "no-store" } });
}

export default function AuthLayout() {
  const { sideImages, honeypot } = useLoaderData<typeof loader>();
  const matches = useMatches();
  const position = matches
    .map((match) => (match.handle as AuthHandle | undefined)?.bannerPosition)
    .filter(Boolean)
    .at(-1);
  const side = position ? sideImages[position] : null;
  return (
    <HoneypotProvider {...honeypot}>
      <div className="auth">
        <div className="auth__side" aria-hidden={side ? undefined : true}>
          {side ? (
            <Picture src={side.image} webp={side.webp} alt="" width={720} height={960} className="auth__image" />
          ) : null}
        </div>
        <main className="auth__main" id="konten">
          <Link to="/" className="auth__brand">
            <img src="/images/logo.svg" alt="" width={40} height={40} />
            <span>{SITE_NAME}</span>
          </Link>
          <Outlet />
        </main>
      </div>
    </HoneypotProvider>
  );
}

export function ErrorBoundary() {
  return (
    <main className="auth__main auth__main--error">
      <RouteErrorPage />
    </main>
  );
}
