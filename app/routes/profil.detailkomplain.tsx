// /profil/detailkomplain?id_complain={id}: one of the buyer's complaints with its proofs (images
// shown, videos playable, both through the owner-only /profil/komplain/media/:id route), the admin's
// reply ('Tanggapan Admin', a dash when there is none) and a way back to the list.
import { idParam } from "@contract/envelope";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { ComplaintDetail } from "~/components/complaint/complaint-detail";
import { COMPLAINT_LIST_ROUTE } from "~/utils/complaint-list";
import { RouteErrorPage } from "~/components/error-page";
import { getComplaint } from "~/services/complaint.server";
import complaintCss from "~/styles/complaint.css";
import { requireUser } from "~/utils/auth.server";
import { errorPageData } from "~/utils/errors";
import { searchObject } from "~/utils/query.server";

const pageQuery = z.object({ id_complain: idParam });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: complaintCss }];

export const meta: MetaFunction = () => [{ title: `Detail Komplain | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(errorPageData(404), { status: 404 });
  const complaint = await getComplaint(request, query.data.id_complain);
  return data({ complaint }, { headers: { "Cache-Control": "no-store" } });
}

export default function ComplaintDetailPage() {
  const { complaint } = useLoaderData<typeof loader>();
  return (
    <section className="complaint-page" aria-labelledby="complaint-detail-title">
      <div className="complaint-page__head">
        <h1 id="complaint-detail-title" className="complaint-page__title">
          Detail Komplain
        </h1>
        <Link to={COMPLAINT_LIST_ROUTE} className="button button--outline">
          Kembali<span className="sr-only"> ke daftar komplain</span>
        </Link>
      </div>
      <ComplaintDetail complaint={complaint} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
