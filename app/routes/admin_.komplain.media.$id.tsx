// /admin/komplain/media/{media id}: a buyer's complaint proof (image or video), for the seller only.
// Complaint media are private (design §5): never the public /storage/, never kept by a shared cache;
// Range requests reach the API, so a proof video seeks. A resource route.
import { idParam } from "@contract/envelope";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { plain } from "~/services/api-stream.server";
import { streamComplaintMedia } from "~/services/seller-feedback.server";
import { requireSeller } from "~/utils/admin-session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSeller(request);
  const mediaId = idParam.safeParse(params.id);
  if (!mediaId.success) return plain(404, { headers: { "Cache-Control": "private, no-store" } });
  return streamComplaintMedia(request, mediaId.data);
}
