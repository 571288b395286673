import { redirect } from "@remix-run/node";
import { loginUrl } from "./redirect-to";
import { commitSession, destroySession, getSession, sessionKeys } from "./session.server";
import { rotatedCsrfCookie } from "./csrf.server";

export type SessionUser = { userId: number; token: string };

/** The path (with query) of the page asked for, to come back to after login. */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * For pages that need a login: the session's user, or a redirect to `/login?redirectTo=<this page>`.
 * The API still checks the token on every call; a 401 there ends the session (api-client).
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const session = await getSession(request);
  const token = session.get(sessionKeys.token);
  const userId = session.get(sessionKeys.userId);
  if (!token || userId === undefined) throw redirect(loginUrl(currentPath(request)));
  return { userId, token };
}

/** The login, register and password pages are for visitors: a logged-in user goes home. */
export async function redirectIfLoggedIn(request: Request): Promise<void> {
  const session = await getSession(request);
  if (session.get(sessionKeys.token)) throw redirect("/");
}

/** After a successful login: a fresh session with the token, then off to `to`. */
export async function startUserSession(
  request: Request,
  login: { token: string; userId: number },
  to: string,
): Promise<Response> {
  const session = await getSession(request);
  // Nothing of a previous visitor's session (checkout or transaction ids) carries over.
  session.unset(sessionKeys.checkoutId);
  session.unset(sessionKeys.transactionId);
  session.set(sessionKeys.token, login.token);
  session.set(sessionKeys.userId, login.userId);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  headers.append("Set-Cookie", await rotatedCsrfCookie());
  return redirect(to, { headers });
}

/** Logout: the whole session (token, checkout and transaction ids) is gone. */
export async function endUserSession(request: Request, to = "/"): Promise<Response> {
  const session = await getSession(request);
  return redirect(to, { headers: { "Set-Cookie": await destroySession(session) } });
}
