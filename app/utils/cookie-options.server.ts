import { getEnv } from "./env.server";

/**
 * Attributes shared by the session and CSRF cookies. `Secure` in production; INSECURE_COOKIES=1
 * drops it for production builds served over plain http (the e2e run on 127.0.0.1).
 */
export function baseCookieOptions() {
  const env = getEnv();
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: env.NODE_ENV === "production" && !env.INSECURE_COOKIES,
    secrets: env.SESSION_SECRET,
  };
}
