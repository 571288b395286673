// /profil/komplain/media/:id: one complaint proof (image or video), for its owner only. Complaint
// media are private (design §5): the API answers 404 to anyone else, and they never go through the
// public /storage/ route. A resource route: no page, the bytes with the sniffed type.
import { idParam } from "@contract/envelope";
import { endpoints } from "@contract/endpoints";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "~/services/api-client.server";
import { plain } from "~/services/api-stream.server";
import { requireUser } from "~/utils/auth.server";

// A proof must never be kept by a shared cache.
const privateFile = { "Cache-Control": "private, no-store" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = idParam.safeParse(params.id);
  if (!id.success) return plain(404, { headers: privateFile });
  return getApi(request).stream(
    { endpoint: endpoints.getComplaintMedia, params: { mediaId: id.data } },
    { headers: privateFile, fallbackHeaders: { "Content-Disposition": "inline" } },
  );
}
