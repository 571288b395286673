import type { Review, ReviewListResult } from "@contract/review";
import { Link } from "@remix-run/react";
import { formatDate } from "~/utils/format";
import { storageUrl } from "~/utils/image";
import { RatingStars } from "../rating-stars";
import { ReviewMedia, SellerReply } from "../review/review-media";
import { Pagination } from "./pagination";

export const REVIEW_SECTION_ID = "ulasan";
const STARS = [5, 4, 3, 2, 1] as const;

type ReviewListProps = {
  result: ReviewListResult;
  /** The star filter in force; undefined = all. */
  star?: number;
  /** The detail page's link for a star filter and review page (the page resets when the filter changes). */
  hrefFor: (star: number | undefined, page?: number) => string;
};

/** The review section: filter by star, 3 reviews a page, each with its seller response. */
export function ReviewList({ result, star, hrefFor }: ReviewListProps) {
  const filters: { star?: number; label: string; count: number }[] = [
    { label: "Semua", count: result.counts.all },
    ...STARS.map((value) => ({ star: value, label: `Bintang ${value}`, count: result.counts[value] })),
  ];
  return (
    <section id={REVIEW_SECTION_ID} className="reviews" aria-labelledby="ulasan-judul" tabIndex={-1}>
      <h2 id="ulasan-judul" className="reviews__title">
        Ulasan
      </h2>
      <nav aria-label="Saring ulasan">
        <ul className="reviews__filters">
          {filters.map((filter) => {
            const current = filter.star === star;
            return (
              <li key={filter.label}>
                <Link
                  to={hrefFor(filter.star)}
                  className={current ? "chip chip--active" : "chip"}
                  aria-current={current ? "true" : undefined}
                  preventScrollReset
                >
                  {filter.label} ({filter.count})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {result.reviews.length === 0 ? (
        <p className="empty-state">Tidak ada ulasan.</p>
      ) : (
        <ul className="reviews__list">
          {result.reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label="Halaman ulasan"
        current={result.page}
        total={result.pageTotal}
        hrefFor={(page) => hrefFor(star, page)}
        preventScrollReset
      />
    </section>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <article className="review">
      <header className="review__head">
        {review.customer.image ? (
          <img
            className="review__avatar"
            src={storageUrl(review.customer.image)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
        ) : (
          <span className="review__avatar review__avatar--initial" aria-hidden="true">
            {review.customer.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <p className="review__name">{review.customer.name}</p>
          <p className="review__meta">
            <RatingStars value={review.star} />
            <time dateTime={review.updated_at} className="review__date">
              {formatDate(review.updated_at)}
            </time>
          </p>
        </div>
      </header>
      {review.notes ? <p className="review__notes">{review.notes}</p> : null}
      <ReviewMedia
        media={review.image}
        label={`Foto dan video ulasan ${review.customer.name}`}
        className="review__images"
        videoClassName="review__video"
        size={80}
      />
      <SellerReply notes={review.respon_notes} className="review__response" />
    </article>
  );
}
