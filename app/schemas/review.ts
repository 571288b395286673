// The add-review form's schema: the contract's text rules (the spec's messages) plus up to three
// photos or videos, checked here by name/type and size so a wrong file is told before it travels;
// the API checks the bytes again.
import {
  buyerReviewMessages,
  REVIEW_IMAGE_EXTENSIONS,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_MEDIA_MAX,
  REVIEW_VIDEO_EXTENSIONS,
  REVIEW_VIDEO_MAX_BYTES,
  reviewTextFields,
} from "@contract/review";
import * as z from "zod";

/** `File` exists in browsers and in Node 20+. */
const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";

/** What a chosen file is by its name (else its declared type); undefined: not allowed. */
export function mediaKind(file: { name: string; type: string }): "image" | "video" | undefined {
  const extension = extensionOf(file.name);
  if ((REVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return "image";
  if ((REVIEW_VIDEO_EXTENSIONS as readonly string[]).includes(extension)) return "video";
  if (extension === "" && /^image\/(jpeg|png|webp)$/.test(file.type)) return "image";
  if (extension === "" && file.type.startsWith("video/")) return "video";
  return undefined;
}

/** The spec's message for a chosen file, or undefined when it may be sent. */
export function mediaError(file: { name: string; type: string; size: number }): string | undefined {
  const kind = mediaKind(file);
  if (!kind) return buyerReviewMessages.format;
  if (kind === "image" && file.size > REVIEW_IMAGE_MAX_BYTES) return buyerReviewMessages.imageSize;
  if (kind === "video" && file.size > REVIEW_VIDEO_MAX_BYTES) return buyerReviewMessages.videoSize;
  return undefined;
}

/** Empty slots (no file chosen) are left out. */
const media = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
      (item) => isFile(item) && (item.size > 0 || item.name !== ""),
    ),
  z
    .array(z.custom<File>(isFile))
    .max(REVIEW_MEDIA_MAX, buyerReviewMessages.mediaMax)
    .superRefine((files, ctx) => {
      const message = files.map(mediaError).find(Boolean);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
);

/** The submit button's `intent`, on the add page and in the order page's Ulasan tab. */
export const REVIEW_INTENT = "review";

export const reviewPageForm = z.object({ ...reviewTextFields, image: media });
export type ReviewPageValues = z.output<typeof reviewPageForm>;
