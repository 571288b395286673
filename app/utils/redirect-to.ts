// Isomorphic: where to send a user after login. Only a path on this site is accepted, so a
// crafted `/login?redirectTo=` link cannot turn the login page into an open redirect.

const FALLBACK = "/";
const MAX_LENGTH = 500;

/** A same-origin path (with its query and hash), or "/" for anything else. */
export function safeRedirectTo(value: unknown, fallback: string = FALLBACK): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // "//host" and "/\host" are read by browsers as another host; control characters can hide either.
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, "http://shop.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://shop.invalid") return fallback;
  // Dot segments are resolved only now: "/..//evil" and "/.//evil" become "//evil", which a browser
  // reads as another host. The normalised path is what goes out, so it is the one checked.
  if (url.pathname.startsWith("//")) return fallback;
  // Back to the login page would only loop.
  if (url.pathname === "/login" || url.pathname === "/logout") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirectTo=<path>` for a visitor sent away from `path`. */
export function loginUrl(path: string): string {
  const target = safeRedirectTo(path);
  return target === FALLBACK ? "/login" : `/login?${new URLSearchParams({ redirectTo: target })}`;
}
