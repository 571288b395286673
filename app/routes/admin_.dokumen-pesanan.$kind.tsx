// /admin/dokumen-pesanan/:kind?transaction_id=&outgoing_detail_id=&format=doc|pdf: the seller's copy
// of an order's paper (spk: the Surat Pesanan, invoice, receipt, bast of the outgoing detail's batch),
// the same paper the buyer downloads (issue #24). Private, never kept by a shared cache. A resource route.
import { exportQuery, sellerExportParams } from "@contract/receipt";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { plain } from "~/services/api-stream.server";
import { sellerStreamExport } from "~/services/receipt.server";
import { requireSeller } from "~/utils/admin-session.server";
import { searchObject } from "~/utils/query.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSeller(request);
  const kind = sellerExportParams.safeParse({ kind: params.kind });
  const query = exportQuery.safeParse(searchObject(request));
  if (!kind.success || !query.success) return plain(404, { headers: { "Cache-Control": "private, no-store" } });
  return sellerStreamExport(request, kind.data.kind, query.data);
}
