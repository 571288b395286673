// /admin/ulasan: the buyers' reviews, newest first, each with its photos and videos (public, as on the
// product page) and the seller's reply (respon_notes, shown on the product page and the buyer's
// review) or a form to write it.
import { useFlash } from "~/components/chrome/use-flash";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ReplyForm } from "~/components/admin/reply-form";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { ListFooter, ListToolbar } from "~/components/list-controls";
import { RatingStars } from "~/components/rating-stars";
import { ReviewMedia } from "~/components/review/review-media";
import { adminListHref, adminListQuery, adminToolbarSizes, apiListQuery, reviewReplyForm } from "~/schemas/admin";
import { listSellerReviews, replyReview } from "~/services/seller-feedback.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminForm } from "~/utils/admin-form.server";
import { formatDate } from "~/utils/format";
import { readFormData } from "~/utils/form-data.server";
import { unknownIntent } from "~/utils/form.server";
import { parseQuery } from "~/utils/query.server";
import { replyFor } from "~/utils/reply";

const ROUTE = "/admin/ulasan";

export const meta: MetaFunction = () => [{ title: `Ulasan | Konsol Penjual ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  const query = parseQuery(request, adminListQuery);
  const list = await listSellerReviews(request, apiListQuery(query));
  return data({ query, list });
}

export async function action({ request }: ActionFunctionArgs) {
  const { sellerId } = await requireSeller(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "reply")
    return unknownIntent(request, formData, ROUTE, String(formData.get("intent")));
  const url = new URL(request.url);
  return adminForm({
    request,
    formData,
    route: ROUTE,
    intent: "reply",
    sellerId,
    schema: reviewReplyForm,
    work: ({ id, respon_notes }) => replyReview(request, id, respon_notes),
    to: `${url.pathname}${url.search}`,
    done: "Balasan ulasan tersimpan.",
  });
}

export default function AdminReviews() {
  const { query, list } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  return (
    <section className="admin-panel" aria-labelledby="admin-reviews-title">
      <h1 id="admin-reviews-title">Ulasan</h1>
      <FormAlert tone="success" message={flash} />
      <FormAlert message={replyFor(actionData)?.alert} />
      <ListToolbar
        action={pathname}
        query={query}
        {...adminToolbarSizes}
        noun="ulasan"
        placeholder="Produk, pembeli atau invoice"
        hint="Cari berdasarkan nama produk, nama pembeli atau nomor invoice."
      />
      {list.data.length === 0 ? <p>Data tidak ditemukan</p> : null}
      <ul className="admin-list">
        {list.data.map((review) => (
          <li key={review.id} data-testid="admin-review">
            <h2 className="admin-list__title">
              {review.product.name}
              {review.transaction ? <span className="admin-muted"> ({review.transaction.invoice})</span> : null}
            </h2>
            <p>
              <RatingStars value={review.star} /> {review.buyer.name} ·{" "}
              <time dateTime={review.created_at}>{formatDate(review.created_at, "DD MMMM YYYY")}</time>
            </p>
            <p>{review.notes ?? "-"}</p>
            <ReviewMedia
              media={review.image}
              label={`Foto dan video ulasan ${review.buyer.name}`}
              className="admin-media"
              size={96}
            />
            {review.respon_notes ? (
              <div className="admin-message admin-message--seller">
                <p>
                  <strong>Balasan Penjual</strong>
                </p>
                <p>{review.respon_notes}</p>
              </div>
            ) : (
              <ReplyForm
                formId={`review-reply-${review.id}`}
                schema={reviewReplyForm}
                field="respon_notes"
                itemId={review.id}
                label={`Balasan ulasan ${review.buyer.name}`}
                button="Kirim Balasan"
                intent="reply"
                lastResult={replyFor(actionData, "reply", { field: "id", value: review.id })?.result}
              />
            )}
          </li>
        ))}
      </ul>
      <ListFooter page={list} label="Halaman ulasan" hrefFor={(page) => adminListHref(pathname, { ...query, page })} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
