import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

type InfoPageProps = { title: string; children: ReactNode };

/** The frame of the information pages: breadcrumb, title, content. */
export function InfoPage({ title, children }: InfoPageProps) {
  return (
    <div className="container info-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Beranda</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <article className="info-page__card">
        <h1 className="info-page__title">{title}</h1>
        {children}
      </article>
    </div>
  );
}
