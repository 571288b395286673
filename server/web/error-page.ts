// The pages the door answers itself, before Remix runs: a malformed address (400) and a form posted
// from another site (403). Same texts and stylesheets as the shop's own error pages.
import { SITE_NAME } from "../../app/utils/site";
import { errorPageData } from "../../app/utils/errors";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export type ErrorPage = { status: number; headers: Record<string, string>; body: Buffer };

/** `stylesheets`: the shop's CSS URLs (from the build's root route), so the page looks like the others. */
export function errorPage(status: number, stylesheets: readonly string[]): ErrorPage {
  const { title = "Terjadi kesalahan", message } = errorPageData(status);
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escape(href)}">`).join("");
  const body = Buffer.from(
    `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escape(title)} | ${SITE_NAME}</title>${links}</head>` +
      `<body><main class="bare-page bare-page--error"><section class="error-page" aria-labelledby="error-page-title">` +
      `<h1 id="error-page-title" class="error-page__title">${escape(title)}</h1>` +
      `<p class="error-page__message">${escape(message)}</p>` +
      `<p><a href="/" class="button button--primary">Kembali ke Beranda</a></p>` +
      `</section></main></body></html>`,
  );
  return {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(body.length),
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    },
    body,
  };
}
