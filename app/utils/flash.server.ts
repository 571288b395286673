// A one-time message for the page after a redirect (Epic Stack's toast cookie): its own cookie, so a
// loader that commits the session in parallel with the root (checkout, cart) cannot bring it back.
// Set by `redirectWithFlash`, taken once by the root loader; pages show it with `useFlash()`.
import { createCookie, redirect } from "@remix-run/node";
import { baseCookieOptions } from "./cookie-options.server";
import { FLASH_COOKIE } from "./public-pages";

/** Long enough for the redirect to be followed; a message nobody saw soon after is stale. */
const FLASH_MAX_AGE_S = 60;

function flashCookie() {
  return createCookie(FLASH_COOKIE, { ...baseCookieOptions(), maxAge: FLASH_MAX_AGE_S });
}

export async function redirectWithFlash(to: string, message: string, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie().serialize(message));
  return redirect(to, { ...init, headers });
}

/** The pending message, and the cookie header that clears it (send it with the page), or nulls. */
export async function takeFlash(request: Request): Promise<{ flash: string | null; setCookie: string | null }> {
  const cookie = flashCookie();
  const value: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string" || value === "") return { flash: null, setCookie: null };
  return { flash: value, setCookie: await cookie.serialize("", { maxAge: 0 }) };
}
