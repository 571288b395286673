import { randomBytes } from "node:crypto";
import { createCookie, data } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { baseCookieOptions } from "./cookie-options.server";
import { getEnv } from "./env.server";
import { errorPageData } from "./errors";
import { logger } from "./logger.server";
import { getRequestId } from "./request-id.server";

const TOKEN_BYTES = 32;

/**
 * remix-utils draws a new token's bytes through crypto-js, four at a time: 6% of the CPU of a page
 * for a visitor without the cookie (every catalogue page past the cache). Node's generator gives
 * the same token, 32 random bytes in base64url.
 */
class NodeRandomCsrf extends CSRF {
  override generate(bytes = TOKEN_BYTES): string {
    return randomBytes(bytes).toString("base64url");
  }
}

let csrf: CSRF | undefined;

// The cookie is signed with the session secrets (rotation included), so the token itself
// needs no second signature.
function getCsrf(): CSRF {
  csrf ??= new NodeRandomCsrf({ cookie: createCookie("csrf", baseCookieOptions()), formDataKey: "csrf" });
  return csrf;
}

/** For the root loader: the token for `<AuthenticityTokenProvider>`, and a cookie to set when new. */
export async function issueCsrfToken(request: Request): Promise<{ token: string; setCookie: string | null }> {
  const [token, setCookie] = await getCsrf().commitToken(request);
  return { token, setCookie };
}

/**
 * A fresh token's cookie, for a sign-in: a token planted or read before the login (a shared
 * computer, a fixated cookie) must not stay valid for the signed-in session.
 */
export async function rotatedCsrfCookie(): Promise<string> {
  const [, setCookie] = await getCsrf().commitToken(new Headers());
  if (!setCookie) throw new Error("a new CSRF token always sets its cookie");
  return setCookie;
}

/**
 * Every state-changing action calls this first: the request must come from this site
 * (Origin / Sec-Fetch-Site) and carry the form token (field `csrf`) matching its cookie.
 */
export async function assertCsrf(request: Request, formData: FormData): Promise<void> {
  const crossSite = crossSiteReason(request);
  if (crossSite) forbidden(request, crossSite);
  try {
    await getCsrf().validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) forbidden(request, error.code);
    throw error;
  }
}

function crossSiteReason(request: Request): string | undefined {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return `sec-fetch-site:${site}`;
  const origin = request.headers.get("Origin");
  // Browsers that send neither header are left to the token check.
  if (origin === null) return undefined;
  return sameOrigin(origin, request) ? undefined : "origin";
}

/**
 * With PUBLIC_ORIGIN set the Origin must equal it. Otherwise only the host is compared with
 * the request's, because TLS may end at a proxy and the BFF then sees http.
 */
function sameOrigin(origin: string, request: Request): boolean {
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false; // "null" and garbage
  }
  const expected = getEnv().PUBLIC_ORIGIN;
  if (expected) return originUrl.origin === expected;
  return originUrl.host === new URL(request.url).host;
}

function forbidden(request: Request, reason: string): never {
  logger.warn({ requestId: getRequestId(request), path: new URL(request.url).pathname, reason }, "csrf rejected");
  throw data(errorPageData(403), { status: 403 });
}
