// Reading a posted body: a malformed one (multipart without a boundary, a cut-off part) is the
// client's fault and gets the shop's 400 page, not a 500 with a stack in the log.
import { data } from "@remix-run/node";
import { errorPageData } from "./errors";
import { logger } from "./logger.server";
import { getRequestId } from "./request-id.server";

/** Resolves what `reading` reads from the request's body, or throws the 400 page when the body cannot be parsed. */
export async function bodyOr400<T>(request: Request, reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    logger.warn(
      {
        requestId: getRequestId(request),
        path: new URL(request.url).pathname,
        contentType: request.headers.get("Content-Type"),
        cause: error instanceof Error ? error.message : String(error),
      },
      "malformed form body",
    );
    throw data(errorPageData(400), { status: 400 });
  }
}

/** `request.formData()`, with a malformed body answered 400. */
export const readFormData = (request: Request): Promise<FormData> => bodyOr400(request, request.formData());
