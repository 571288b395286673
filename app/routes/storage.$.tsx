import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "~/services/api-client.server";
import { plain } from "~/services/api-stream.server";

// Public images reach the browser through the web origin (CSP `img-src 'self'`): this route
// streams `/storage/*` from the API's origin.

export async function loader({ request }: LoaderFunctionArgs) {
  const storagePath = safeStoragePath(new URL(request.url).pathname);
  if (!storagePath) return plain(404);
  return getApi(request).stream({ storagePath });
}

/**
 * The path after `/storage/`, re-encoded segment by segment, or null when a segment decodes
 * to something that could leave the storage folder (`..`, a slash, a backslash, NUL).
 */
function safeStoragePath(pathname: string): string | null {
  const rest = pathname.replace(/^\/storage\//, "");
  if (rest === pathname || rest === "") return null;
  const segments = rest.split("/");
  const encoded: string[] = [];
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === "" || decoded === "." || decoded === ".." || /[/\\\0]/.test(decoded)) return null;
    encoded.push(encodeURIComponent(decoded));
  }
  return encoded.join("/");
}
