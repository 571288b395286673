// One of the buyer's reviews on /profil/ulasan: the product, the order, the stars, the comment, the
// photos and videos (links, so they work without JavaScript) and the admin's reply when there is one.
import type { UserReview } from "@contract/review";
import { Link } from "@remix-run/react";
import { Picture } from "~/components/picture";
import { RatingStars } from "~/components/rating-stars";
import { formatDate } from "~/utils/format";
import { storageUrl } from "~/utils/image";
import { productHref } from "~/utils/hrefs";

export function UserReviewCard({ review }: { review: UserReview }) {
  let photos = 0;
  let videos = 0;
  return (
    <article className="user-review panel" aria-labelledby={`ulasan-${review.id}`}>
      <header className="user-review__head">
        {review.product.image ? (
          <Picture
            src={review.product.image}
            webp={review.product.webp}
            alt=""
            width={72}
            height={72}
            className="user-review__image"
          />
        ) : null}
        <div>
          <h2 id={`ulasan-${review.id}`} className="user-review__product">
            <Link to={productHref(review.product.id)}>{review.product.name}</Link>
          </h2>
          {review.transaction ? <p className="user-review__invoice">{review.transaction.invoice}</p> : null}
          <p className="user-review__meta">
            <RatingStars value={review.star} />
            <time dateTime={review.created_at}>{formatDate(review.created_at, "DD MMMM YYYY")}</time>
          </p>
        </div>
      </header>
      {review.notes ? <p className="user-review__notes">{review.notes}</p> : null}
      {review.image.length > 0 ? (
        <ul className="user-review__media" aria-label="Foto dan video ulasan">
          {review.image.map((media) => {
            if (media.type === "video") {
              videos += 1;
              return (
                <li key={media.image}>
                  <a href={storageUrl(media.image)} className="user-review__video">
                    Video ulasan {videos}
                  </a>
                </li>
              );
            }
            photos += 1;
            return (
              <li key={media.image}>
                <a href={storageUrl(media.image)}>
                  <Picture
                    src={media.image}
                    webp={media.webp}
                    alt={`Foto ulasan ${photos}`}
                    width={96}
                    height={96}
                    lazy
                  />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      {review.respon_notes ? (
        <div className="user-review__reply">
          <p className="user-review__reply-title">Tanggapan Admin</p>
          <p>{review.respon_notes}</p>
        </div>
      ) : null}
    </article>
  );
}
