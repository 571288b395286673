// /admin/bukti-pembayaran/{proof id}: a buyer's bank-transfer proof, for the seller only. Proofs are
// private: never the public /storage/, never kept by a shared cache. A resource route.
import { idParam } from "@contract/envelope";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { plain } from "~/services/api-stream.server";
import { streamPaymentProof } from "~/services/seller-order.server";
import { requireSeller } from "~/utils/admin-session.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSeller(request);
  const proofId = idParam.safeParse(params.id);
  if (!proofId.success) return plain(404, { headers: { "Cache-Control": "private, no-store" } });
  return streamPaymentProof(request, proofId.data);
}
