import { isPaid } from "@contract/order-status";
// /profil/addkomplain(?id_transaksi=&cari=): files a complaint. The order is chosen from the buyer's
// paid orders (searchable with a GET form), then a product line, a description and the proofs go in
// one multipart post. Success: 'Komplain Anda Berhasil dikirim' on the list. A second complaint on an
// order shows the spec's Indonesian text for the upstream's message (§8).
import { complaintMessages } from "@contract/complaint";
import { idParam } from "@contract/envelope";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { ComplaintForm, type ChosenOrder } from "~/components/complaint/complaint-form";
import { COMPLAINT_LIST_ROUTE } from "~/utils/complaint-list";
import { complaintPageForm } from "~/schemas/complaint";
import { RouteErrorPage } from "~/components/error-page";
import { createComplaint } from "~/services/complaint.server";
import { chosenOrNull, listPaidOrders } from "~/services/order-choice.server";
import { getTransaction } from "~/services/transaction.server";
import complaintCss from "~/styles/complaint.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm, unknownIntent } from "~/utils/form.server";
import { replyFor } from "~/utils/reply";
import { uploadTooLarge, withUploadForm } from "~/utils/upload.server";
import { COMPLAINT_UPLOAD_LIMITS } from "~/utils/upload-limits.server";
import { parseQuery } from "~/utils/query.server";

const ROUTE = "/profil/addkomplain";

const pageQuery = z.object({
  id_transaksi: idParam.optional().catch(undefined),
  cari: z.string().trim().max(100).optional().catch(undefined),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: complaintCss }];

export const meta: MetaFunction = () => [{ title: `Tambah Komplain | ${SITE_NAME}` }];

/** The chosen order with its lines, when it is the buyer's and paid; else null. */
async function chosenOrder(request: Request, transactionId: number): Promise<ChosenOrder | null> {
  const { data: order } = await getTransaction(request, transactionId);
  if (!isPaid(order.status)) return null;
  return {
    id: order.id,
    invoice: order.invoice,
    created_at: order.created_at,
    status: order.status,
    lines: order.transaction_detail.map((line) => ({
      id: line.id,
      name_product: line.name_product,
      qty: line.qty,
      unit: line.unit,
    })),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const query = parseQuery(request, pageQuery);
  const search = query.cari || undefined;
  // Spec §5: only orders whose status contains "paid" can be chosen.
  const [orders, chosen] = await Promise.all([
    listPaidOrders(request, userId, search),
    chosenOrNull(query.id_transaksi, (id) => chosenOrder(request, id)),
  ]);
  return data({ orders, chosen, search: search ?? "" }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  return withUploadForm(request, COMPLAINT_UPLOAD_LIMITS, async (formData) => {
    if (!formData)
      return uploadTooLarge({
        request,
        route: ROUTE,
        intent: "complaint",
        userId,
        message: complaintMessages.videoSize,
        alert: true,
      });
    const intent = formData.get("intent");
    if (intent !== "complaint")
      return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
    return handleForm({
      request,
      formData,
      route: ROUTE,
      intent,
      userId,
      schema: complaintPageForm,
      // Files cannot go back into the page; the log shows them as name, type and size only.
      hideFields: ["image"],
      submit: async ({ transaction_detail_id, description_detail, image }) => {
        await createComplaint(request, { transaction_detail_id, description_detail, image });
        return redirectWithFlash(COMPLAINT_LIST_ROUTE, complaintMessages.sent);
      },
    });
  });
}

export default function AddComplaintPage() {
  const { orders, chosen, search } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = replyFor(actionData);
  return (
    <section className="complaint-page" aria-labelledby="complaint-add-title">
      <div className="complaint-page__head">
        <h1 id="complaint-add-title" className="complaint-page__title">
          Tambah Komplain
        </h1>
      </div>
      <ComplaintForm orders={orders} chosen={chosen} search={search} lastResult={reply?.result} alert={reply?.alert} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
