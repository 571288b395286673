// /profil/ulasan: the buyer's reviews, one per page, newest first, with a 'Tulis Ulasan' link to
// /profil/addulasan. After a review is sent, its success message shows here.
import { useFlash } from "~/components/chrome/use-flash";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { Pagination } from "~/components/catalogue/pagination";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { UserReviewCard } from "~/components/review/user-review";
import { listUserReviews } from "~/services/review.server";
import reviewCss from "~/styles/review.css";
import { requireUser } from "~/utils/auth.server";
import { parseQuery } from "~/utils/query.server";
import { reviewTexts } from "~/utils/labels";

const ROUTE = "/profil/ulasan";
const ADD_ROUTE = "/profil/addulasan";

/** A page number that is not one reads as the first page. */
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1) });

const pageHref = (page: number) => (page > 1 ? `${ROUTE}?page=${page}` : ROUTE);

export const links: LinksFunction = () => [{ rel: "stylesheet", href: reviewCss }];

export const meta: MetaFunction = () => [{ title: `Ulasan | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = parseQuery(request, pageQuery);
  const list = await listUserReviews(request, query.page);
  // Past the last page (e.g. an old link): the last page.
  if (list.data.length === 0 && list.last_page > 0) throw redirect(pageHref(list.last_page));
  return data({ list }, { headers: { "Cache-Control": "no-store" } });
}

export default function ReviewListPage() {
  const { list } = useLoaderData<typeof loader>();
  const flash = useFlash();
  return (
    <section className="review-page" aria-labelledby="review-page-title">
      <div className="review-page__head">
        <h1 id="review-page-title" className="review-page__title">
          Ulasan Saya
        </h1>
        <Link to={ADD_ROUTE} className="button button--primary">
          Tulis Ulasan
        </Link>
      </div>
      <FormAlert tone="success" message={flash} />
      {list.data.length === 0 ? (
        <p className="empty-state">{reviewTexts.empty}</p>
      ) : (
        <>
          {list.data.map((review) => (
            <UserReviewCard key={review.id} review={review} />
          ))}
          <p className="review-page__count">
            Ulasan {list.current_page} dari {list.total}
          </p>
          <Pagination label="Halaman ulasan" current={list.current_page} total={list.last_page} hrefFor={pageHref} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
