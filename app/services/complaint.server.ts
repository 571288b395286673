// The buyer's complaints (profile-area /profil/komplain, /profil/addkomplain, /profil/detailkomplain)
// and their private proofs, which reach the browser only through the owner-only BFF route.
import { complaintMessages, type Complaint, type ComplaintListResult } from "@contract/complaint";
import { endpoints } from "@contract/endpoints";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { getRequestId, upstreamRequestHeaders } from "~/utils/request-id.server";
import { getToken } from "~/utils/session.server";
import { ApiError, apiRequest } from "./api-client.server";

/** One page of the buyer's complaints, newest first, optionally searched (description, product, date). */
export function listComplaints(
  request: Request,
  query: { search?: string; page: number; per_page: number },
): Promise<ComplaintListResult> {
  return apiRequest(request, endpoints.listComplaints, {
    query: { search: query.search, page: query.page, per_page: query.per_page },
  });
}

export function getComplaint(request: Request, complaintId: number): Promise<Complaint> {
  return apiRequest(request, endpoints.getComplaint, { params: { complaintId } });
}

/**
 * Files a complaint (multipart: transaction_detail_id, description_detail, image[] repeated). The
 * upstream's "already complained" message is shown as the spec's Indonesian text (§8).
 */
export async function createComplaint(
  request: Request,
  input: { transaction_detail_id: number; description_detail: string; image: File[] },
): Promise<Complaint> {
  const form = new FormData();
  form.set("transaction_detail_id", String(input.transaction_detail_id));
  form.set("description_detail", input.description_detail);
  for (const file of input.image) form.append("image[]", file, file.name || "bukti");
  try {
    return await apiRequest(request, endpoints.createComplaint, { form });
  } catch (error) {
    if (error instanceof ApiError && error.message === complaintMessages.duplicateUpstream) {
      throw new ApiError(error.status, complaintMessages.duplicate);
    }
    throw error;
  }
}

/** Headers of the upstream's answer that the browser gets. */
const passedHeaders = ["Content-Type", "Content-Length"];

/**
 * A proof's bytes, streamed from the upstream with the buyer's token: the upstream answers 404 for
 * anyone but the owner. Returns the status to answer when there is nothing to stream.
 */
export async function fetchComplaintMedia(
  request: Request,
  mediaId: number,
): Promise<
  { status: 200; body: ReadableStream<Uint8Array> | null; headers: Headers } | { status: 404 | 502 | 503 | 504 }
> {
  const env = getEnv();
  const token = await getToken(request);
  if (!token) return { status: 404 };
  const base = env.API_BASE_URL.endsWith("/") ? env.API_BASE_URL : `${env.API_BASE_URL}/`;
  const url = new URL(endpoints.getComplaintMedia.path.replace(":mediaId", String(mediaId)), base);
  const headers = new Headers({
    Authorization: `Bearer ${token}`,
    ...upstreamRequestHeaders(request),
  });
  if (env.BFF_KEY) headers.set("X-BFF-Key", env.BFF_KEY);
  // The timeout covers the wait for the answer's head; a video may stream longer.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), env.API_TIMEOUT_MS);
  const abortOnClientGone = () => controller.abort(request.signal.reason);
  request.signal.addEventListener("abort", abortOnClientGone, { once: true });
  let upstream: Response;
  try {
    upstream = await fetch(url, { headers, signal: controller.signal, redirect: "manual" });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    logger.warn({ requestId: getRequestId(request), mediaId, timedOut }, "complaint media upstream unreachable");
    return { status: timedOut ? 504 : 503 };
  } finally {
    clearTimeout(timer);
  }
  if (upstream.status !== 200) {
    upstream.body?.cancel().catch(() => undefined);
    if (upstream.status >= 500) {
      logger.warn(
        { requestId: getRequestId(request), mediaId, status: upstream.status },
        "complaint media upstream error",
      );
      return { status: 502 };
    }
    return { status: 404 };
  }
  const out = new Headers();
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return { status: 200, body: upstream.body, headers: out };
}
