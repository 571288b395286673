// The Penerimaan tab's two forms: a receipt's first save (`receipt-create`) and a later one with new
// documents (`receipt-update`), both multipart. The one form loop (handleForm); the API's field names
// and its per-slot file errors come back onto the form's own fields. Success: back to the tab (the
// list reloads) with the spec's success text.
import { receiptMessages, RECEIPT_DOCUMENT_MAX_BYTES } from "@contract/receipt";
import { ApiValidationError } from "~/services/api-client.server";
import { saveReceipt } from "~/services/receipt.server";
import {
  chosenDocuments,
  RECEIPT_DOCUMENT_FIELDS,
  RECEIPT_INTENTS,
  receiptCreateForm,
  receiptUpdateForm,
  type ReceiptDocumentField,
} from "~/schemas/receipt";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm } from "~/utils/form.server";
import { orderHref } from "~/utils/hrefs";
import { uploadTooLarge, type UploadLimits } from "~/utils/upload.server";
import { ORDER_ROUTE, type IntentContext } from "./context.server";

export const RECEIPT_TAB = "penerimaan";

/**
 * Read well past the 2 MB rule (decision 0105), so that a 3 MB document is told beside its own slot
 * with the other values kept; only a much larger body is cut off while it streams in.
 */
export const RECEIPT_UPLOAD_LIMITS: UploadLimits = {
  maxPartBytes: 4 * RECEIPT_DOCUMENT_MAX_BYTES,
  maxFileBytes: RECEIPT_DOCUMENT_FIELDS.length * 4 * RECEIPT_DOCUMENT_MAX_BYTES,
};

export function saveReceiptIntent(mode: "create" | "update", context: IntentContext) {
  const { request, formData, userId, transactionId } = context;
  return handleForm({
    request,
    formData,
    route: ORDER_ROUTE,
    intent: RECEIPT_INTENTS[mode],
    userId,
    schema: mode === "create" ? receiptCreateForm : receiptUpdateForm,
    // Files cannot go back into the page; the log shows them as name, type and size only.
    hideFields: RECEIPT_DOCUMENT_FIELDS.map(({ field }) => field),
    submit: async (value) => {
      const documents = chosenDocuments(value);
      try {
        await saveReceipt(request, {
          mode,
          outgoingDetailId: value.outgoing_detail_id,
          customerId: userId,
          fields: {
            name_receipt: value.nama_penerima,
            unit_receipt: value.unitditerima,
            date_receipt: value.tglditerima,
          },
          files: documents.map(({ name, file }) => ({ name, file })),
        });
      } catch (error) {
        if (error instanceof ApiValidationError)
          throw new ApiValidationError(
            error.status,
            error.message,
            formFieldErrors(
              error.fieldErrors,
              documents.map(({ field }) => field),
            ),
          );
        throw error;
      }
      return redirectWithFlash(orderHref(transactionId, RECEIPT_TAB), receiptMessages.saved);
    },
  });
}

/** A post too large to read: the size message, for the whole tab (which form sent it is lost with the body). */
export function receiptTooLarge(request: Request, userId: number, intent: string | null) {
  return uploadTooLarge({
    request,
    route: ORDER_ROUTE,
    intent: intent ?? RECEIPT_INTENTS.create,
    userId,
    field: "files",
    message: receiptMessages.fileSize,
    alert: true,
  });
}

const apiFieldNames: Record<string, string> = {
  name_receipt: "nama_penerima",
  unit_receipt: "unitditerima",
  date_receipt: "tglditerima",
};

/**
 * The API's errors on the form's fields: `name_receipt` and the like by name, `files.N…` on the slot
 * the N-th sent file came from, anything else on the form as a whole.
 */
export function formFieldErrors(
  errors: Record<string, string[]>,
  sentFields: readonly ReceiptDocumentField[],
): Record<string, string[]> {
  const mapped: Record<string, string[]> = {};
  const add = (key: string, messages: string[]) => {
    mapped[key] = [...(mapped[key] ?? []), ...messages];
  };
  for (const [key, messages] of Object.entries(errors)) {
    const slot = /^files(?:\.(\d+))?/.exec(key);
    if (apiFieldNames[key]) add(apiFieldNames[key], messages);
    else if (slot) add((slot[1] !== undefined ? sentFields[Number(slot[1])] : sentFields[0]) ?? "", messages);
    else add("", messages);
  }
  return mapped;
}
