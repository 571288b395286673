// /admin/komplain/{id}: one complaint, its proofs (each opens through the console's private media
// route, as the buyer's own do), and the seller's reply (respon_admin, which the
// buyer reads as "Tanggapan Admin").
import { useFlash } from "~/components/chrome/use-flash";
import { idParam } from "@contract/envelope";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ReplyForm } from "~/components/admin/reply-form";
import { ComplaintProofs } from "~/components/complaint/complaint-detail";
import complaintCss from "~/styles/complaint.css";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { complaintReplyForm } from "~/schemas/admin";
import { getSellerComplaint, replyComplaint } from "~/services/seller-feedback.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminComplaintHref, adminComplaintMediaHref, adminOrderHref, adminPaths } from "~/utils/admin-hrefs";
import { adminForm } from "~/utils/admin-form.server";
import { formatDate } from "~/utils/format";
import { readFormData } from "~/utils/form-data.server";
import { unknownIntent } from "~/utils/form.server";
import { replyFor } from "~/utils/reply";

const ROUTE = "/admin/komplain/$id";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: complaintCss }];

export const meta: MetaFunction = () => [{ title: `Detail Komplain | Konsol Penjual ${SITE_NAME}` }];

function complaintIdOf(params: { id?: string }): number {
  const id = idParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSeller(request);
  const id = complaintIdOf(params);
  const complaint = await getSellerComplaint(request, id);
  return data({ complaint });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { sellerId } = await requireSeller(request);
  const id = complaintIdOf(params);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "reply")
    return unknownIntent(request, formData, ROUTE, String(formData.get("intent")));
  return adminForm({
    request,
    formData,
    route: ROUTE,
    intent: "reply",
    sellerId,
    schema: complaintReplyForm,
    work: ({ respon_admin }) => replyComplaint(request, id, respon_admin),
    to: adminComplaintHref(id),
    done: "Tanggapan komplain tersimpan.",
  });
}

export default function AdminComplaint() {
  const { complaint } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  return (
    <section className="admin-panel" aria-labelledby="admin-complaint-title">
      <h1 id="admin-complaint-title">Komplain {complaint.transaction_detail.transaction.invoice}</h1>
      <FormAlert tone="success" message={flash} />
      <FormAlert message={replyFor(actionData)?.alert} />
      <dl className="admin-details">
        <dt>Produk</dt>
        <dd>{complaint.transaction_detail.name_product}</dd>
        <dt>Pembeli</dt>
        <dd>
          {complaint.buyer.name} ({complaint.buyer.email})
        </dd>
        <dt>Tanggal</dt>
        <dd>{formatDate(complaint.created_at, "DD MMMM YYYY HH:mm")} WITA</dd>
        <dt>Pesanan</dt>
        <dd>
          <Link to={adminOrderHref(complaint.transaction_detail.transaction.id)}>
            {complaint.transaction_detail.transaction.invoice}
          </Link>
        </dd>
        <dt>Keluhan</dt>
        <dd>{complaint.description_complaint}</dd>
      </dl>
      <h2>Bukti Komplain</h2>
      <ComplaintProofs media={complaint.image} hrefFor={adminComplaintMediaHref} />
      <h2>Tanggapan Admin</h2>
      {complaint.respon_admin ? <p className="admin-message admin-message--seller">{complaint.respon_admin}</p> : null}
      <ReplyForm
        formId="complaint-reply"
        schema={complaintReplyForm}
        field="respon_admin"
        intent="reply"
        label="Tanggapan Admin"
        button={complaint.respon_admin ? "Ubah Tanggapan" : "Kirim Tanggapan"}
        defaultValue={complaint.respon_admin ?? ""}
        lastResult={replyFor(actionData, "reply")?.result}
      />
      <p>
        <Link to={adminPaths.complaints}>Kembali ke daftar komplain</Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
