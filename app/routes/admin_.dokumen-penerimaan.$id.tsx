// /admin/dokumen-penerimaan/{document id}: a buyer's receipt document, for the seller only. Documents
// are private: never the public /storage/, never kept by a shared cache. A resource route.
import { idParam } from "@contract/envelope";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { plain } from "~/services/api-stream.server";
import { sellerStreamSupportDocument } from "~/services/receipt.server";
import { requireSeller } from "~/utils/admin-session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSeller(request);
  const id = idParam.safeParse(params.id);
  if (!id.success) return plain(404, { headers: { "Cache-Control": "private, no-store" } });
  return sellerStreamSupportDocument(request, id.data);
}
