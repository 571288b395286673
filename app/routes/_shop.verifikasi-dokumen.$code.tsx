// The public check of an order paper (issue #24): a paper's QR code and link lead here, logged in or
// not. It states whether the shop issued the paper, for which order, its date and total, and whether
// the order changed since; an unknown code is a 404 saying the shop did not issue it. Nothing personal
// beyond what the paper itself shows.
import { DOCUMENT_CODE_PATTERN, documentCheckTexts } from "@contract/document-check";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DocumentCheckResult } from "~/components/document-check";
import { RouteErrorPage } from "~/components/error-page";
import { InfoPage } from "~/components/info-page";
import { thrownStatus } from "~/services/api-client.server";
import { checkDocument } from "~/services/document-check.server";
import { SITE_NAME } from "~/utils/site";

export const meta: MetaFunction = () => [
  { title: `${documentCheckTexts.heading} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

const notFound = () => data({ found: false as const }, { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  if (!DOCUMENT_CODE_PATTERN.test(code)) return notFound();
  try {
    // Not an anonymous-cache page (app/utils/public-pages.ts): whether a paper stands changes with its order.
    return { found: true as const, paper: await checkDocument(request, code) };
  } catch (error) {
    if (thrownStatus(error) === 404 || thrownStatus(error) === 400) return notFound();
    throw error;
  }
}

export default function DocumentCheckPage() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.found) {
    return (
      <InfoPage title={documentCheckTexts.heading}>
        <p className="document-check__status document-check__status--refused" role="status">
          {documentCheckTexts.notFound}
        </p>
      </InfoPage>
    );
  }
  return (
    <InfoPage title={documentCheckTexts.heading}>
      <DocumentCheckResult paper={loaded.paper} />
    </InfoPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
