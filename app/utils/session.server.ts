import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { baseCookieOptions } from "./cookie-options.server";

/** What the session cookie holds. The token stays here: never put it in loader data. */
export type SessionData = {
  token: string;
  userId: number;
  checkoutId: number;
  transactionId: number;
};
export type AppSession = Session<SessionData>;

export const sessionKeys = {
  token: "token",
  userId: "userId",
  checkoutId: "checkoutId",
  transactionId: "transactionId",
} as const satisfies Record<keyof SessionData, keyof SessionData>;

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 7;

let storage: SessionStorage<SessionData> | undefined;

// Built at first use: the secrets come from the validated env, which must not be read at import.
function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: { name: "__session", maxAge: SESSION_MAX_AGE_S, ...baseCookieOptions() },
  });
  return storage;
}

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

export async function getToken(request: Request): Promise<string | undefined> {
  return (await getSession(request)).get(sessionKeys.token);
}

export async function getUserId(request: Request): Promise<number | undefined> {
  return (await getSession(request)).get(sessionKeys.userId);
}
