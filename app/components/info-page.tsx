import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { HtmlContent } from "~/components/html-content";

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

/** An information page showing one sanitised HTML text of the settings (see `loadSettingsHtml`). */
export function SettingsHtmlPage() {
  const { title, html } = useLoaderData<{ title: string; html: string }>();
  return (
    <InfoPage title={title}>
      <HtmlContent html={html} />
    </InfoPage>
  );
}
