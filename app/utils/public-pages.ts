// Isomorphic (the web server imports it too): the pages a visitor without a session sees exactly as
// every other visitor does. They carry no CSRF token (none of them has a POST form for visitors; the
// cart and negotiation buttons are links until one logs in), so one rendering may be shared by the web
// server's page cache, and by an nginx or CDN in front that honours the same Cache-Control.

export const PUBLIC_PAGE_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/produk",
  "/produk/promo",
  "/produk/rekomendasi",
  "/produk-detail",
  "/faq",
  "/tentang-kami",
  "/term-condition",
  "/privacy-police",
  "/hubungi-kami",
  "/cara-pembayaran",
]);

/** Seconds a shared cache may serve a visitor's page as fresh, then while one request re-renders it. */
export const PUBLIC_PAGE_FRESH_SECONDS = 5;
export const PUBLIC_PAGE_STALE_SECONDS = 30;

/** Browsers revalidate every time (max-age=0); shared caches keep the page for the seconds above. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_FRESH_SECONDS}, stale-while-revalidate=${PUBLIC_PAGE_STALE_SECONDS}`;

export const SESSION_COOKIE = "__session";
/** The one-time message after a redirect (app/utils/flash.server.ts): the next page is that visitor's. */
export const FLASH_COOKIE = "__flash";

export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGE_PATHS.has(pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname);
}

/** Whether a Cookie header holds the session or a flash cookie: such a visitor's pages are theirs alone. */
export function hasPrivateCookie(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? /(?:^|;\s*)(?:__session|__flash)=/.test(cookieHeader) : false;
}
