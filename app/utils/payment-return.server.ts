// The provider's return pages read the order's payment the same way: the query's `id_transaksi`,
// the buyer's session, the payment (none: back to the order's Pembayaran tab).
import { idParam } from "@contract/envelope";
import { data, redirect } from "@remix-run/node";
import * as z from "zod";
import { findPayment } from "~/services/payment.server";
import { requireUser } from "./auth.server";
import { orderHref } from "./hrefs";
import { searchObject } from "./query.server";

const returnQuery = z.object({ id_transaksi: idParam, lanjut: z.literal("1").optional().catch(undefined) });

export async function loadReturnedPayment(request: Request) {
  await requireUser(request);
  const query = returnQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  const payment = await findPayment(request, query.data.id_transaksi);
  if (!payment) throw redirect(orderHref(query.data.id_transaksi, "pembayaran"));
  return { payment, forward: query.data.lanjut === "1" };
}
