// /profil/komplain: the buyer's complaints. A table (product, invoice, description cut at 100
// characters, date) newest first, searched by description, product name or date and sized by page
// with GET forms, an add button to /profil/addkomplain, and the "sent" message after a new complaint.
import { useFlash } from "~/components/chrome/use-flash";
import { complaintMessages } from "@contract/complaint";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { COMPLAINT_ADD_ROUTE, complaintPageQuery } from "~/utils/complaint-list";
import { ComplaintTable, ComplaintToolbar } from "~/components/complaint/complaint-table";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { listComplaints } from "~/services/complaint.server";
import complaintCss from "~/styles/complaint.css";
import { requireUser } from "~/utils/auth.server";
import { parseQuery } from "~/utils/query.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: complaintCss }];

export const meta: MetaFunction = () => [{ title: `Komplain | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const parsed = parseQuery(request, complaintPageQuery);
  const query = { search: parsed.search ?? "", per_page: parsed.per_page, page: parsed.page };
  const list = await listComplaints(request, {
    search: query.search || undefined,
    page: query.page,
    per_page: query.per_page,
  });
  return data({ query, list }, { headers: { "Cache-Control": "no-store" } });
}

export default function ComplaintListPage() {
  const { query, list } = useLoaderData<typeof loader>();
  const flash = useFlash();
  return (
    <section className="complaint-page transaction-table" aria-labelledby="complaint-list-title">
      <div className="complaint-page__head">
        <h1 id="complaint-list-title" className="transaction-table__title complaint-page__title">
          Daftar Komplain
        </h1>
        <Link to={COMPLAINT_ADD_ROUTE} className="button button--primary">
          Tambah Komplain
        </Link>
      </div>
      {flash === complaintMessages.sent ? <FormAlert tone="success" message={flash} /> : null}
      <ComplaintToolbar query={query} />
      <ComplaintTable query={query} list={list} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
