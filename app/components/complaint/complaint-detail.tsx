// One complaint: product, invoice, date, the full description, the proofs and the admin's reply.
import type { Complaint, ComplaintMedia } from "@contract/complaint";
import { formatDate } from "~/utils/format";
import { storageUrl } from "~/utils/image";
import { COMPLAINT_DATE_PATTERN } from "~/utils/complaint-list";
import { complaintMediaHref } from "~/utils/hrefs";

export function ComplaintDetail({ complaint }: { complaint: Complaint }) {
  const product = complaint.transaction_detail;
  return (
    <div className="complaint-detail">
      <div className="panel complaint-detail__product">
        {product.image ? (
          <img src={storageUrl(product.image)} alt="" width={80} height={80} className="complaint-detail__image" />
        ) : null}
        <dl className="complaint-detail__facts">
          <div>
            <dt>Produk</dt>
            <dd>{product.name_product}</dd>
          </div>
          <div>
            <dt>No. Invoice</dt>
            <dd>{product.transaction.invoice}</dd>
          </div>
          <div>
            <dt>Tanggal Komplain</dt>
            <dd>
              <time dateTime={complaint.created_at}>{formatDate(complaint.created_at, COMPLAINT_DATE_PATTERN)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <section className="panel" aria-labelledby="complaint-description-title">
        <h2 id="complaint-description-title" className="panel__title">
          Keterangan Komplain
        </h2>
        <p className="complaint-detail__text">{complaint.description_complaint}</p>
      </section>
      <section className="panel" aria-labelledby="complaint-proofs-title">
        <h2 id="complaint-proofs-title" className="panel__title">
          Bukti Komplain
        </h2>
        <ComplaintProofs media={complaint.image} hrefFor={complaintMediaHref} />
      </section>
      <section className="panel" aria-labelledby="complaint-reply-title">
        <h2 id="complaint-reply-title" className="panel__title">
          Tanggapan Admin
        </h2>
        <p className="complaint-detail__text">{complaint.respon_admin?.trim() ? complaint.respon_admin : "-"}</p>
      </section>
    </div>
  );
}

/**
 * A complaint's proofs: each photo opens full size, each video plays in place (with a download link
 * for a browser that cannot). `hrefFor` names the private route that streams a proof: the buyer's
 * own, or the seller console's.
 */
export function ComplaintProofs({ media, hrefFor }: { media: ComplaintMedia[]; hrefFor: (mediaId: number) => string }) {
  if (media.length === 0) return <p>-</p>;
  return (
    <ul className="complaint-proofs">
      {media.map((item, index) => (
        <li key={item.id} className="complaint-proofs__item">
          {item.kind === "video" ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a buyer's own evidence video: no captions exist for it
            <video
              controls
              preload="metadata"
              className="complaint-proofs__media"
              aria-label={`Video bukti komplain ${index + 1}`}
            >
              <source src={hrefFor(item.id)} type={item.mime} />
              <a href={hrefFor(item.id)}>Unduh video bukti {index + 1}</a>
            </video>
          ) : (
            <a href={hrefFor(item.id)} className="complaint-proofs__link">
              <img src={hrefFor(item.id)} alt={`Bukti komplain ${index + 1}`} className="complaint-proofs__media" />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
