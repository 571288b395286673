import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { errorPageData, isErrorPageData } from "~/utils/errors";

/** Status and Indonesian texts of the route error being rendered; never the error's own text. */
export function useErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const fallback = errorPageData(status);
  const thrown = isRouteErrorResponse(error) && isErrorPageData(error.data) ? error.data : undefined;
  return {
    status,
    title: thrown?.title ?? fallback.title ?? "Terjadi kesalahan",
    message: thrown?.message ?? fallback.message,
  };
}

/** The bare page of an unknown address. */
export function NotFound() {
  return <h1 className="not-found">404</h1>;
}

/** A route's error inside the chrome: a 404 stays bare, anything else gets an Indonesian page. */
export function RouteErrorPage() {
  const { status, title, message } = useErrorPage();
  if (status === 404) return <NotFound />;
  return <ErrorMessage title={title} message={message} />;
}

export function ErrorMessage({ title, message }: { title: string; message: string }) {
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <h1 id="error-page-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__message">{message}</p>
      <p>
        {/* A document request: the shell may be the thing that failed. */}
        <Link to="/" reloadDocument className="button button--primary">
          Kembali ke Beranda
        </Link>
      </p>
    </section>
  );
}
