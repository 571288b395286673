// Review photos and videos: the bytes are sniffed (never the name or the declared type), checked
// against the size of their kind, and kept as they are in the public storage (reviews are shown on
// the product page). Spec §5 "Review form". Uploads arrive spooled to that storage (a video may be
// 51.2 MB); keeping one is a move, not a copy.
import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import {
  buyerReviewMessages,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_VIDEO_MAX_BYTES,
  type UploadedMedia,
} from "../../contract/review";
import { unprocessable } from "../../http/errors";
import type { Storage } from "../../providers/storage";

export const REVIEW_MEDIA_FOLDER = "reviews";

/** Sniffed extension → kind. Videos cover the spec's mp4, mpeg, mov, 3gp, mkv and avi (and their siblings file-type names). */
const KINDS: Readonly<Record<string, "image" | "video">> = {
  jpg: "image",
  png: "image",
  webp: "image",
  mp4: "video",
  m4v: "video",
  mpg: "video",
  mov: "video",
  "3gp": "video",
  "3g2": "video",
  mkv: "video",
  avi: "video",
};
const VIDEO_NAME = /\.(mp4|m4v|mpg|mov|3gp|3g2|mkv|avi)$/i;

/** How a stored file is shown, from its stored name. */
export const mediaType = (file: string): "image" | "video" => (VIDEO_NAME.test(file) ? "video" : "image");

export type CheckedMedia = { key: string; ext: string };

const fieldError = (message: string) => unprocessable(message, { image: [message] });

/** Checks every file (type by its bytes, then the size of that type); throws a 422 on `image`. */
export async function checkMedia(files: UploadedMedia[]): Promise<CheckedMedia[]> {
  const checked: CheckedMedia[] = [];
  for (const file of files) {
    const sniffed = await fileTypeFromBuffer(file.head);
    const kind = sniffed ? KINDS[sniffed.ext] : undefined;
    if (!sniffed || !kind) throw fieldError(buyerReviewMessages.format);
    if (kind === "image" && file.size > REVIEW_IMAGE_MAX_BYTES) throw fieldError(buyerReviewMessages.imageSize);
    if (kind === "video" && file.size > REVIEW_VIDEO_MAX_BYTES) throw fieldError(buyerReviewMessages.videoSize);
    checked.push({ key: file.key, ext: sniffed.ext });
  }
  return checked;
}

/** Moves the spooled files to fresh names; answers their storage keys. */
export async function storeMedia(storage: Storage, customerId: number, files: CheckedMedia[]): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      const key = `${REVIEW_MEDIA_FOLDER}/${customerId}-${randomBytes(8).toString("hex")}.${file.ext}`;
      await storage.move(file.key, key);
      stored.push(key);
    }
  } catch (error) {
    await removeMedia(storage, stored);
    throw error;
  }
  return stored;
}

/** Removes files kept for a review that was not saved. */
export async function removeMedia(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
