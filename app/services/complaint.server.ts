// The buyer's complaints (profile-area /profil/komplain, /profil/addkomplain, /profil/detailkomplain)
// and their private proofs, which reach the browser only through the owner-only BFF route.
import { complaintMessages, type Complaint, type ComplaintListResult } from "@contract/complaint";
import { endpoints } from "@contract/endpoints";
import { ApiError, getApi } from "./api-client.server";
import { complaintTexts } from "~/utils/labels";

/** One page of the buyer's complaints, newest first, optionally searched (description, product, date). */
export function listComplaints(
  request: Request,
  query: { search?: string; page: number; per_page: number },
): Promise<ComplaintListResult> {
  return getApi(request).call(endpoints.listComplaints, {
    query: { search: query.search, page: query.page, per_page: query.per_page },
  });
}

export function getComplaint(request: Request, complaintId: number): Promise<Complaint> {
  return getApi(request).call(endpoints.getComplaint, { params: { complaintId } });
}

/**
 * Files a complaint (multipart: transaction_detail_id, description_detail, image[] repeated). The
 * upstream's "already complained" message is shown as the spec's Indonesian text (§8).
 */
export async function createComplaint(
  request: Request,
  input: { transaction_detail_id: number; description_detail: string; image: File[] },
): Promise<Complaint> {
  try {
    return await getApi(request).upload(endpoints.createComplaint, { body: input });
  } catch (error) {
    if (error instanceof ApiError && error.message === complaintMessages.duplicateUpstream) {
      throw new ApiError(error.status, complaintTexts.duplicate);
    }
    throw error;
  }
}
