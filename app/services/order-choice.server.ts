// What the order choosers of the review and complaint pages read: the buyer's paid orders (spec:
// one page of 100, newest first) and the chosen one, which is null when it is not the buyer's.
import { isPaid } from "@contract/order-status";
import { thrownStatus } from "./api-client.server";
import { listTransactions } from "./transaction.server";

const CHOOSER_PAGE_SIZE = 100;

/** The buyer's paid orders, optionally searched by the upstream. */
export async function listPaidOrders(request: Request, userId: number, search?: string) {
  const list = await listTransactions(request, userId, { search, page: 1, per_page: CHOOSER_PAGE_SIZE });
  return list.data.filter((order) => isPaid(order.status));
}

/** The chosen order as `load` reads it, or null when none is chosen or it is not the buyer's (404). */
export async function chosenOrNull<T>(id: number | undefined, load: (id: number) => Promise<T>): Promise<T | null> {
  if (id === undefined) return null;
  try {
    return await load(id);
  } catch (error) {
    if (thrownStatus(error) === 404) return null;
    throw error;
  }
}
