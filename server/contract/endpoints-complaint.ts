// The buyer's complaints about bought products (profile area). Spread into `endpoints` (endpoints.ts).
import {
  complaintListQuery,
  complaintListResponse,
  complaintMediaParams,
  complaintMediaResponse,
  complaintParams,
  complaintResponse,
  createComplaintBody,
} from "./complaint";
import type { Endpoint } from "./endpoint";

export const complaintEndpoints = {
  listComplaints: {
    method: "GET",
    path: "transaction/complaint/list",
    summary: "The caller's complaints, newest first, searched (description, product, date) and paged (data.data)",
    auth: "buyer",
    query: complaintListQuery,
    response: complaintListResponse,
  },
  createComplaint: {
    method: "POST",
    path: "transaction/complaint",
    summary:
      "Files a complaint about a line of the caller's paid order (one per order) with image/video proofs (image[]); a second one answers 422 'You already make complaint with this transaction'",
    auth: "buyer",
    encoding: "multipart",
    body: createComplaintBody,
    response: complaintResponse,
  },
  getComplaintMedia: {
    method: "GET",
    path: "transaction/complaint/media/:mediaId",
    summary: "The bytes of one of the caller's complaint proofs (private; another buyer's is a 404)",
    auth: "buyer",
    params: complaintMediaParams,
    response: complaintMediaResponse,
  },
  getComplaint: {
    method: "GET",
    path: "transaction/complaint/:complaintId",
    summary: "One of the caller's complaints with its proofs and the admin's reply (data.data)",
    auth: "buyer",
    params: complaintParams,
    response: complaintResponse,
  },
} satisfies Record<string, Endpoint>;
