import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageWindow } from "~/utils/pagination";

type PaginationProps = {
  /** Accessible name of the pager, e.g. "Halaman produk". */
  label: string;
  current: number;
  total: number;
  /** The link of a page, keeping whatever filters are active. */
  hrefFor: (page: number) => string;
  /** Scroll position after following a link (false keeps it, as the review pager wants). */
  preventScrollReset?: boolean;
};

/** First, previous, a window of 5 numbers, next and last; ends that lead nowhere are shown inactive. */
export function Pagination({ label, current, total, hrefFor, preventScrollReset }: PaginationProps) {
  if (total <= 1) return null;
  const page = Math.min(Math.max(current, 1), total);
  const step = (target: number, text: string, symbol: ReactNode, enabled: boolean) =>
    enabled ? (
      <Link to={hrefFor(target)} className="pagination__link" preventScrollReset={preventScrollReset}>
        <span aria-hidden="true">{symbol}</span>
        <span className="sr-only">{text}</span>
      </Link>
    ) : (
      <span className="pagination__link pagination__link--disabled" aria-hidden="true">
        {symbol}
      </span>
    );
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>{step(1, "Halaman pertama", "«", page > 1)}</li>
        <li>{step(page - 1, "Halaman sebelumnya", "‹", page > 1)}</li>
        {pageWindow(page, total).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              className={number === page ? "pagination__link pagination__link--current" : "pagination__link"}
              aria-current={number === page ? "page" : undefined}
              preventScrollReset={preventScrollReset}
            >
              <span className="sr-only">Halaman </span>
              {number}
            </Link>
          </li>
        ))}
        <li>{step(page + 1, "Halaman berikutnya", "›", page < total)}</li>
        <li>{step(total, "Halaman terakhir", "»", page < total)}</li>
      </ul>
    </nav>
  );
}
