// /profil/addulasan (optionally ?id_transaksi= to preselect the order): choose one of the buyer's
// paid orders (a GET form: search box + select), then review one of its products that has no review
// yet (multipart form: product, stars, comment, up to three photos or videos). Success goes to
// /profil/ulasan with 'Ulasan Anda Berhasil dikirim'.
import { idParam } from "@contract/envelope";
import { buyerReviewMessages } from "@contract/review";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { OrderChooser } from "~/components/review/order-chooser";
import { ReviewForm } from "~/components/review/review-form";
import { reviewPageForm } from "~/schemas/review";
import { createReview, getReviewOrder } from "~/services/review.server";
import { chosenOrNull, listPaidOrders } from "~/services/order-choice.server";
import reviewCss from "~/styles/review.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm, unknownIntent } from "~/utils/form.server";
import { replyFor } from "~/utils/reply";
import { uploadTooLarge, withUploadForm } from "~/utils/upload.server";
import { REVIEW_UPLOAD_LIMITS } from "~/utils/upload-limits.server";
import { parseQuery } from "~/utils/query.server";
import { addReviewHref } from "~/utils/hrefs";
import { reviewTexts } from "~/utils/labels";

const ROUTE = "/profil/addulasan";
const LIST_ROUTE = "/profil/ulasan";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const pageQuery = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  id_transaksi: z.preprocess(blankToUndefined, idParam.optional()).catch(undefined),
  pilih: z.string().optional().catch(undefined),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewCss }];

export const meta: MetaFunction = () => [{ title: `Tulis Ulasan | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const query = parseQuery(request, pageQuery);
  // A chosen order that is not the buyer's reads as null: the page then says nothing can be reviewed.
  const [paid, order] = await Promise.all([
    listPaidOrders(request, userId),
    chosenOrNull(query.id_transaksi, (id) => getReviewOrder(request, id)),
  ]);
  const needle = query.q.toLowerCase();
  const options = paid
    .filter((entry) => needle === "" || entry.invoice.toLowerCase().includes(needle) || entry.id === query.id_transaksi)
    .map(({ id, invoice }) => ({ id, invoice }));
  const lines = order?.reviewable ? order.transaction_detail.filter((line) => line.review === null) : [];
  return data(
    {
      query: { q: query.q, id_transaksi: query.id_transaksi },
      options,
      hasOrders: paid.length > 0,
      missing: query.pilih !== undefined && query.id_transaksi === undefined,
      chosen:
        query.id_transaksi === undefined ? null : { id: query.id_transaksi, invoice: order?.invoice ?? null, lines },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  return withUploadForm(request, REVIEW_UPLOAD_LIMITS, async (formData) => {
    if (!formData)
      return uploadTooLarge({
        request,
        route: ROUTE,
        intent: "review",
        userId,
        message: buyerReviewMessages.videoSize,
      });
    const intent = formData.get("intent");
    if (intent !== "review") return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
    return handleForm({
      request,
      formData,
      route: ROUTE,
      intent,
      userId,
      schema: reviewPageForm,
      // A file cannot go back into the page; the log shows it as name, type and size only.
      hideFields: ["image"],
      submit: async (review) => {
        await createReview(request, review);
        return redirectWithFlash(LIST_ROUTE, buyerReviewMessages.saved);
      },
    });
  });
}

export default function AddReviewPage() {
  const { query, options, hasOrders, missing, chosen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const reply = replyFor(actionData);
  return (
    <section className="review-page" aria-labelledby="add-review-title">
      <div className="review-page__head">
        <h1 id="add-review-title" className="review-page__title">
          Tulis Ulasan
        </h1>
        <Link to={LIST_ROUTE} className="button button--outline">
          Kembali
        </Link>
      </div>
      <OrderChooser
        action={ROUTE}
        options={options}
        hasOrders={hasOrders}
        search={query.q}
        selected={query.id_transaksi}
        missing={missing}
      />
      {chosen ? (
        <section className="review-page__order" aria-labelledby="review-order-title">
          <h2 id="review-order-title" className="review-page__subtitle">
            {chosen.invoice ? `Ulas produk pesanan ${chosen.invoice}` : "Ulas produk pesanan"}
          </h2>
          {chosen.lines.length === 0 ? (
            <p className="empty-state">{reviewTexts.nothingToReview}</p>
          ) : (
            <ReviewForm
              // A new order (or a new post) starts a fresh form.
              key={`${chosen.id}|${chosen.lines.map((line) => line.id).join()}`}
              action={addReviewHref(chosen.id)}
              lines={chosen.lines}
              lastResult={reply?.result}
              alert={reply?.alert}
            />
          )}
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
