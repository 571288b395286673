// The "Ulasan" and "Komplain" tabs (paid orders only): the order's reviews / complaints, read-only,
// with the button that opens the add form in a dialog (a link to the page state `&dialog=…`, so it
// works without JavaScript; feedback-dialogs.tsx).
import type { OrderComplaint, OrderReview } from "@contract/order";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Picture } from "~/components/picture";
import { RatingStars } from "~/components/rating-stars";
import { ReviewMedia, SellerReply } from "~/components/review/review-media";
import { formatDate } from "~/utils/format";
import { complaintDetailHref, orderDialogHref } from "~/utils/hrefs";
import { complaintTexts, reviewTexts } from "~/utils/labels";

export const NO_REVIEWS = reviewTexts.empty;
export const NO_COMPLAINTS = complaintTexts.none;
/** The tabs' ids (`&tab=`) and their dialogs' page states (`&dialog=`). */
export const REVIEW_TAB = "ulasan";
export const COMPLAINT_TAB = "komplain";
export const REVIEW_DIALOG = "ulasan";
export const COMPLAINT_DIALOG = "komplain";
const DATE_PATTERN = "DD MMMM YYYY";

/** Not in the spec: what stands in place of 'Tambah Ulasan' once every line of the order is reviewed. */
export const ALL_REVIEWED = "Semua produk pada pesanan ini sudah Anda ulas.";

export function OrderReviewsTab({
  transactionId,
  reviews,
  canAdd = true,
}: {
  transactionId: number;
  reviews: OrderReview[];
  /** Some line is left to review: 'Tambah Ulasan' is offered. */
  canAdd?: boolean;
}) {
  return (
    <FeedbackTab
      headingId="tab-ulasan"
      title="Ulasan"
      add={
        canAdd
          ? { href: orderDialogHref(transactionId, REVIEW_TAB, REVIEW_DIALOG), label: "Tambah Ulasan" }
          : { note: ALL_REVIEWED }
      }
      empty={NO_REVIEWS}
      items={reviews.map((review) => ({ id: review.id, content: <ReviewItem review={review} /> }))}
    />
  );
}

export function OrderComplaintsTab({
  transactionId,
  complaints,
}: {
  transactionId: number;
  complaints: OrderComplaint[];
}) {
  return (
    <FeedbackTab
      headingId="tab-komplain"
      title="Komplain"
      add={{ href: orderDialogHref(transactionId, COMPLAINT_TAB, COMPLAINT_DIALOG), label: "Tambah Komplain" }}
      empty={NO_COMPLAINTS}
      items={complaints.map((complaint) => ({ id: complaint.id, content: <ComplaintItem complaint={complaint} /> }))}
    />
  );
}

type FeedbackTabProps = {
  headingId: string;
  title: string;
  /** The add button, or a note saying why there is none. */
  add: { href: string; label: string } | { note: string };
  empty: string;
  items: { id: number; content: ReactNode }[];
};

function FeedbackTab({ headingId, title, add, empty, items }: FeedbackTabProps) {
  return (
    <section className="order-tab" aria-labelledby={headingId}>
      <div className="order-tab__head">
        <h2 id={headingId} className="order-tab__title">
          {title}
        </h2>
        {"href" in add ? (
          <Link to={add.href} className="button button--primary" preventScrollReset>
            {add.label}
          </Link>
        ) : (
          <p className="order-tab__note">{add.note}</p>
        )}
      </div>
      {items.length === 0 ? (
        <p className="order-empty">{empty}</p>
      ) : (
        <ul className="order-feedback">
          {items.map((item) => (
            <li key={item.id}>{item.content}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: OrderReview }) {
  const headingId = `ulasan-${review.id}`;
  const line = review.transaction_detail;
  return (
    <article className="order-feedback__item" aria-labelledby={headingId} data-testid="order-review">
      <LineImage image={line.image} webp={line.webp} />
      <div className="order-feedback__body">
        <h3 id={headingId} className="order-feedback__title">
          {line.name_product}
        </h3>
        <p className="order-feedback__meta">
          <RatingStars value={review.star} />{" "}
          <time dateTime={review.created_at}>{formatDate(review.created_at, DATE_PATTERN)}</time>
        </p>
        {review.notes ? <p className="order-feedback__text">{review.notes}</p> : null}
        <ReviewMedia
          media={review.image}
          label={`Foto dan video ulasan ${line.name_product}`}
          className="order-feedback__media"
          size={72}
        />
        <SellerReply notes={review.respon_notes} className="order-feedback__reply" />
      </div>
    </article>
  );
}

function ComplaintItem({ complaint }: { complaint: OrderComplaint }) {
  const headingId = `komplain-${complaint.id}`;
  const line = complaint.transaction_detail;
  return (
    <article className="order-feedback__item" aria-labelledby={headingId} data-testid="order-complaint">
      <LineImage image={line.image} webp={line.webp} />
      <div className="order-feedback__body">
        <h3 id={headingId} className="order-feedback__title">
          {line.name_product}
        </h3>
        <p className="order-feedback__meta">
          <time dateTime={complaint.created_at}>{formatDate(complaint.created_at, DATE_PATTERN)}</time>
        </p>
        <p className="order-feedback__text">{complaint.description_complaint}</p>
        <div className="order-feedback__reply">
          <p className="order-feedback__reply-title">Tanggapan Admin</p>
          <p>{complaint.respon_admin?.trim() ? complaint.respon_admin : "-"}</p>
        </div>
        <p>
          <Link to={complaintDetailHref(complaint.id)} className="order-feedback__link">
            Lihat Detail<span className="sr-only"> komplain {line.name_product}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}

function LineImage({ image, webp }: { image: string | null; webp: string | null }) {
  return image ? (
    <Picture src={image} webp={webp} alt="" width={64} height={64} lazy className="order-feedback__image" />
  ) : (
    <span className="order-feedback__image order-feedback__image--empty" aria-hidden="true" />
  );
}
