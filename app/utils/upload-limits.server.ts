// How much a complaint or a review post may carry, read by the add pages and by the order page's tab
// dialogs alike: one video at its size rule per part, and every slot full at most for the request.
import { COMPLAINT_IMAGE_MAX_BYTES, COMPLAINT_MAX_PROOFS, COMPLAINT_VIDEO_MAX_BYTES } from "@contract/complaint";
import { REVIEW_MEDIA_MAX, REVIEW_VIDEO_MAX_BYTES } from "@contract/review";
import type { UploadLimits } from "./upload.server";

/** One video and the other proofs as images. */
export const COMPLAINT_UPLOAD_LIMITS: UploadLimits = {
  maxPartBytes: COMPLAINT_VIDEO_MAX_BYTES,
  maxFileBytes: COMPLAINT_VIDEO_MAX_BYTES + (COMPLAINT_MAX_PROOFS - 1) * COMPLAINT_IMAGE_MAX_BYTES,
};

/** Every slot may hold a video. */
export const REVIEW_UPLOAD_LIMITS: UploadLimits = {
  maxPartBytes: REVIEW_VIDEO_MAX_BYTES,
  maxFileBytes: REVIEW_MEDIA_MAX * REVIEW_VIDEO_MAX_BYTES,
};
