// The add-review form: which product of the order (radio list), the stars (radio group), the comment
// and up to three photos or videos, one multipart post. Without JavaScript every part shows at once
// (three file slots); with it the comment and the files appear once a star is given, and a new file
// slot only when the last one holds a file (spec §5 "Review form"). In the order page's dialog a
// 'Batal' link closes it (`cancelHref`).
import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { REVIEW_MEDIA_ACCEPT, REVIEW_MEDIA_MAX, REVIEW_STARS, type ReviewOrder } from "@contract/review";
import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Picture } from "~/components/picture";
import { ErrorSummary, FormAlert, TextareaField, useShopForm } from "~/components/forms";
import { REVIEW_INTENT, reviewPageForm } from "~/schemas/review";
import { SubmitButton } from "~/components/ui/submit-button";

export const REVIEW_FORM_ID = "tulis-ulasan";

type Line = ReviewOrder["transaction_detail"][number];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of the form
type Meta = FieldMetadata<any, any, string[]>;

type ReviewFormProps = {
  action: string;
  lines: Line[];
  lastResult?: SubmissionResult<string[]>;
  alert?: string;
  /** Where 'Batal' goes (the order page's dialog); the add page has none. */
  cancelHref?: string;
};

export function ReviewForm({ action, lines, lastResult, alert, cancelHref }: ReviewFormProps) {
  const hydrated = useHydrated();
  const [form, fields] = useShopForm({ id: REVIEW_FORM_ID, schema: reviewPageForm, lastResult });
  const starChosen = typeof fields.star.value === "string" && fields.star.value !== "";
  // Spec: the comment (and the files) come after the star; without JavaScript nothing can appear later.
  const showRest = !hydrated || starChosen;
  const summaryFields: Record<string, Meta> = showRest
    ? { transaction: fields.transaction, star: fields.star, notes: fields.notes, image: fields.image }
    : { transaction: fields.transaction, star: fields.star };
  return (
    <>
      <FormAlert message={alert} />
      <ErrorSummary form={form} fields={summaryFields} />
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="review-form panel"
      >
        <AuthenticityTokenInput />
        <ProductChoice meta={fields.transaction} lines={lines} />
        <StarChoice meta={fields.star} />
        <div hidden={!showRest} className="review-form__rest">
          <TextareaField meta={fields.notes} label="Komentar" hint="Minimal 5 dan maksimal 255 huruf." rows={4} />
          <MediaSlots
            meta={fields.image}
            hasComment={typeof fields.notes.value === "string" && fields.notes.value.trim() !== ""}
          />
        </div>
        <div className="review-form__actions">
          {cancelHref ? (
            <Link to={cancelHref} className="button button--outline" replace preventScrollReset>
              Batal
            </Link>
          ) : null}
          <SubmitButton intent={REVIEW_INTENT} className="button button--primary">
            Kirim Ulasan
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}

function GroupError({ meta }: { meta: Meta }) {
  return (
    <p id={meta.errorId} className="field__error">
      {meta.errors?.join(" ")}
    </p>
  );
}

/** One radio per line that can still be reviewed; the first radio carries the field's id (the summary links to it). */
function ProductChoice({ meta, lines }: { meta: Meta; lines: Line[] }) {
  return (
    <fieldset className="review-form__group" aria-describedby={meta.errorId}>
      <legend className="field__label">Produk</legend>
      <ul className="review-products">
        {lines.map((line, index) => {
          const id = index === 0 ? meta.id : `${meta.id}-${line.id}`;
          return (
            <li key={line.id} className="review-products__item">
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={line.id}
                defaultChecked={meta.initialValue === String(line.id)}
                className="review-products__radio"
              />
              <label htmlFor={id} className="review-products__label">
                {line.image ? (
                  <Picture
                    src={line.image}
                    webp={line.webp}
                    alt=""
                    width={56}
                    height={56}
                    className="review-products__image"
                  />
                ) : null}
                <span>
                  <span className="review-products__name">{line.name_product}</span>
                  <span className="review-products__qty">
                    {line.qty} {line.unit}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <GroupError meta={meta} />
    </fieldset>
  );
}

function StarIcon() {
  return (
    <svg className="review-stars__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/** Stars 1 to 5 as a radio group: arrow keys move between them, as in any radio group. */
function StarChoice({ meta }: { meta: Meta }) {
  const current = Number(meta.value ?? meta.initialValue ?? 0);
  return (
    <fieldset className="review-form__group" aria-describedby={meta.errorId}>
      <legend className="field__label">Bintang</legend>
      <div className="review-stars">
        {REVIEW_STARS.map((star) => {
          const id = star === 1 ? meta.id : `${meta.id}-${star}`;
          return (
            <span
              key={star}
              className={star <= current ? "review-stars__option review-stars__option--lit" : "review-stars__option"}
            >
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={star}
                defaultChecked={meta.initialValue === String(star)}
                className="review-stars__radio"
              />
              <label htmlFor={id} className="review-stars__label">
                <StarIcon />
                {star}
                <span className="sr-only"> bintang</span>
              </label>
            </span>
          );
        })}
      </div>
      <GroupError meta={meta} />
    </fieldset>
  );
}

/**
 * File slots: three without JavaScript; with it one, and one more each time the last gets a file
 * while a comment is written (spec §5). A slot that is already shown stays (its chosen file lives in
 * its input), even if the comment is cleared afterwards.
 */
function MediaSlots({ meta, hasComment }: { meta: Meta; hasComment: boolean }) {
  const hydrated = useHydrated();
  const [filled, setFilled] = useState<boolean[]>([]);
  const [shown, setShown] = useState(1);
  const wanted = hasComment
    ? Math.min(REVIEW_MEDIA_MAX, Math.max(1, ...filled.map((full, index) => (full ? index + 2 : 1))))
    : 1;
  useEffect(() => {
    if (wanted > shown) setShown(wanted);
  }, [wanted, shown]);
  const count = hydrated ? Math.max(shown, wanted) : REVIEW_MEDIA_MAX;
  const hintId = `${meta.id}-hint`;
  return (
    <fieldset className="review-form__group" aria-describedby={`${hintId} ${meta.errorId}`}>
      <legend className="field__label">Foto atau Video (opsional)</legend>
      <p id={hintId} className="field__hint">
        Maksimal 3 file. Gambar .jpg, .jpeg, .png, .webp maksimal 2mb; video .mp4, .mpeg, .mov, .3gp, .mkv, .avi
        maksimal 50mb.
      </p>
      <div className="review-media">
        {Array.from({ length: count }, (_, index) => {
          const id = index === 0 ? meta.id : `${meta.id}-${index + 1}`;
          return (
            <div key={index} className="review-media__slot">
              <label htmlFor={id} className="review-media__label">
                File {index + 1}
              </label>
              <input
                id={id}
                type="file"
                name={meta.name}
                accept={REVIEW_MEDIA_ACCEPT}
                aria-invalid={meta.errors ? true : undefined}
                aria-describedby={meta.errorId}
                className="review-media__input"
                onChange={(event) => {
                  const full = (event.currentTarget.files?.length ?? 0) > 0;
                  setFilled((previous) => {
                    const next = [...previous];
                    next[index] = full;
                    return next;
                  });
                }}
              />
            </div>
          );
        })}
      </div>
      <GroupError meta={meta} />
    </fieldset>
  );
}
