// /profil/bukti-pembayaran/{proof id}: the buyer's own bank-transfer proof. Proofs are private: the
// API answers 404 to anyone else, and they never go through the public /storage/ route, nor into a
// shared cache. A resource route.
import { idParam } from "@contract/envelope";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { plain } from "~/services/api-stream.server";
import { streamPaymentProof } from "~/services/payment.server";
import { requireUser } from "~/utils/auth.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const proofId = idParam.safeParse(params.id);
  if (!proofId.success) return plain(404, { headers: { "Cache-Control": "private, no-store" } });
  return streamPaymentProof(request, proofId.data);
}
