import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/components/chrome/site";
import { RouteErrorPage } from "~/components/error-page";
import { HtmlContent } from "~/components/html-content";
import { InfoPage } from "~/components/info-page";
import { getSetting } from "~/services/setting.server";
import { sanitizeHtml, withoutRepeatedTitle } from "~/utils/sanitize.server";

const TITLE = "Tentang Kami";

export const meta: MetaFunction = () => [{ title: `${TITLE} | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const setting = await getSetting(request);
  return { html: withoutRepeatedTitle(sanitizeHtml(setting.about), TITLE) };
}

export default function AboutPage() {
  const { html } = useLoaderData<typeof loader>();
  return (
    <InfoPage title={TITLE}>
      <HtmlContent html={html} />
    </InfoPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
