// The seller's session (the spec's "admin"): a cookie of its own, `__admin`, never the buyer's
// `__session`. Its path is `/admin`, so the browser does not even send it to the buyer's pages, and
// a buyer's cookie carries no seller token: neither side can open the other's pages.
import { createCookieSessionStorage, redirect, type Session, type SessionStorage } from "@remix-run/node";
import { baseCookieOptions } from "./cookie-options.server";
import { rotatedCsrfCookie } from "./csrf.server";

export type AdminSessionData = { token: string; sellerId: number; name: string };
export type AdminSession = Session<AdminSessionData>;

export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin/pesanan";

/** A working day; a seller signs in again the next morning. */
const ADMIN_MAX_AGE_S = 60 * 60 * 12;

let storage: SessionStorage<AdminSessionData> | undefined;

// Built at first use: the secrets come from the validated env, which must not be read at import.
function adminStorage() {
  storage ??= createCookieSessionStorage<AdminSessionData>({
    cookie: { name: "__admin", maxAge: ADMIN_MAX_AGE_S, ...baseCookieOptions(), path: "/admin" },
  });
  return storage;
}

export function getAdminSession(request: Request): Promise<AdminSession> {
  return adminStorage().getSession(request.headers.get("Cookie"));
}

export function commitAdminSession(session: AdminSession): Promise<string> {
  return adminStorage().commitSession(session);
}

export function destroyAdminSession(session: AdminSession): Promise<string> {
  return adminStorage().destroySession(session);
}

export type SessionSeller = { sellerId: number; name: string };

/** For every admin page: the signed-in seller, or a redirect to the seller's login. */
export async function requireSeller(request: Request): Promise<SessionSeller> {
  const session = await getAdminSession(request);
  const sellerId = session.get("sellerId");
  if (!session.get("token") || sellerId === undefined) {
    const url = new URL(request.url);
    const back =
      url.pathname === ADMIN_LOGIN_PATH ? "" : `?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
    throw redirect(`${ADMIN_LOGIN_PATH}${back}`);
  }
  return { sellerId, name: session.get("name") ?? "" };
}

/** The login page is for a seller not signed in yet. */
export async function redirectIfSeller(request: Request): Promise<void> {
  if ((await getAdminSession(request)).get("token")) throw redirect(ADMIN_HOME_PATH);
}

/** After a successful login: a fresh session (and CSRF token), then on to `to`. */
export async function startSellerSession(
  request: Request,
  login: { token: string; sellerId: number; name: string },
  to: string,
): Promise<Response> {
  const session = await getAdminSession(request);
  session.set("token", login.token);
  session.set("sellerId", login.sellerId);
  session.set("name", login.name);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitAdminSession(session));
  headers.append("Set-Cookie", await rotatedCsrfCookie());
  return redirect(to, { headers });
}

export async function endSellerSession(request: Request): Promise<Response> {
  const session = await getAdminSession(request);
  return redirect(ADMIN_LOGIN_PATH, { headers: { "Set-Cookie": await destroyAdminSession(session) } });
}
