// Forms that carry files (profile photo, review media, complaint proofs): read into memory with
// each part bounded while it streams in and the whole request bounded by its declared length, so
// a too-large post becomes a form error on its file field instead of a reset connection or a 500.
import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import type { FormReply } from "./form.server";
import { logSubmission } from "./submission.server";

/** Room for the text fields and the multipart framing next to the files. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export type UploadLimits = { maxPartBytes: number; maxFileBytes: number };

/** The form, or null when it is too large to read. A form without files is read as usual. */
export async function readUploadForm(request: Request, limits: UploadLimits): Promise<FormData | null> {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return request.formData();
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > limits.maxFileBytes + FORM_OVERHEAD_BYTES) return null;
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: limits.maxPartBytes }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null;
    throw error;
  }
}

/**
 * The answer to a post too large to read: `message` on the file field (and in the warning box
 * when `alert`), logged once like any refused submission. The typed values are lost with the body.
 */
export function uploadTooLarge(options: {
  request: Request;
  route: string;
  intent: string;
  userId: number;
  field?: string;
  message: string;
  alert?: boolean;
}) {
  const { request, route, intent, userId, field = "image", message, alert } = options;
  logSubmission({
    request,
    route,
    intent,
    userId,
    formData: new FormData(),
    outcome: "invalid",
    failingFields: [field],
    startedAt: Date.now(),
  });
  return data<FormReply>(
    { intent, result: { status: "error", error: { [field]: [message] } }, alert: alert ? message : undefined },
    { status: 413 },
  );
}
