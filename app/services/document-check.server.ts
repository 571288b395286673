import { type DocumentCheck } from "@contract/document-check";
import { endpoints } from "@contract/endpoints";
import { getApi } from "./api-client.server";

/** The public check of an order paper's code (no login). */
export function checkDocument(request: Request, code: string): Promise<DocumentCheck> {
  return getApi(request).call(endpoints.checkDocument, { params: { code }, auth: false });
}
