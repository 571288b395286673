import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { HtmlContent } from "~/components/html-content";
import { InfoPage } from "~/components/info-page";
import { getSetting } from "~/services/setting.server";
import { sanitizeHtml } from "~/utils/sanitize.server";

const TITLE = "Pusat Bantuan";

export const meta: MetaFunction = () => [{ title: `${TITLE} | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const setting = await getSetting(request);
  return {
    faq: setting.faq.map((item) => ({ id: item.id, question: item.question, answer: sanitizeHtml(item.answer) })),
  };
}

export default function FaqPage() {
  const { faq } = useLoaderData<typeof loader>();
  return (
    <InfoPage title={TITLE}>
      {faq.length === 0 ? (
        <p className="empty-state">Belum ada pertanyaan.</p>
      ) : (
        <ul className="faq">
          {faq.map((item) => (
            <li key={item.id}>
              <details className="faq__item">
                <summary className="faq__question">{item.question}</summary>
                <HtmlContent html={item.answer} className="faq__answer" />
              </details>
            </li>
          ))}
        </ul>
      )}
    </InfoPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
