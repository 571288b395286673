import { getEnv, servedOverHttps } from "./env.server";

/**
 * Attributes shared by the session and CSRF cookies. `Secure` when the public origin is https:
 * a shop served over plain http (an office intranet at http://192.168.1.10:3000) would otherwise
 * store no cookie and nobody could sign in. INSECURE_COOKIES=1 drops it even then.
 */
export function baseCookieOptions() {
  const env = getEnv();
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: servedOverHttps() && !env.INSECURE_COOKIES,
    secrets: env.SESSION_SECRET,
  };
}
