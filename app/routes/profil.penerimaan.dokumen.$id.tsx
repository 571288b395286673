// /profil/penerimaan/dokumen/:id: one receipt document of the buyer's own order, as a download.
// Documents are private (design §5): the API answers 404 to anyone else, and they never go through
// the public /storage/ route. A resource route: no page, the bytes as an attachment.
import { idParam } from "@contract/envelope";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { plain } from "~/services/api-stream.server";
import { streamSupportDocument } from "~/services/receipt.server";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = idParam.safeParse(params.id);
  if (!id.success) return plain(404, { headers: { "Cache-Control": "private, no-store" } });
  return streamSupportDocument(request, id.data);
}
