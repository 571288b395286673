import type { Review, ReviewListResult } from "@contract/review";
import { Link } from "@remix-run/react";
import { formatDate } from "~/utils/format";
import { isVideoPath, storageUrl } from "~/utils/image";
import { Picture } from "../picture";
import { RatingStars } from "../rating-stars";
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
      {review.image.length > 0 ? (
        <ul className="review__images" aria-label={`Foto dan video ulasan ${review.customer.name}`}>
          {review.image.map((image, index) => (
            <li key={image.image}>
              {isVideoPath(image.image) ? (
                // A link, not a player: it works without JavaScript and costs nothing until asked for.
                <a href={storageUrl(image.image)} className="review__video">
                  Video ulasan {index + 1}
                </a>
              ) : (
                <a href={storageUrl(image.image)}>
                  <Picture
                    src={image.image}
                    webp={image.webp}
                    alt={`Foto ulasan ${index + 1}`}
                    width={80}
                    height={80}
                    lazy
                  />
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {review.respon_notes ? (
        <div className="review__response">
          <p className="review__response-title">Respon Penjual</p>
          <p>{review.respon_notes}</p>
        </div>
      ) : null}
    </article>
  );
}
