// Isomorphic: the tabs of /profil/detailtransaksi, which of them an order has, and their URLs.
// (SPK, Penerimaan and Pembayaran are other slices and not listed yet.)
import { isPaid } from "@contract/order-status";
import type { TransactionAnswer } from "@contract/transaction";
import { orderHref, paths } from "~/utils/hrefs";

export const ORDER_DETAIL_ROUTE = paths.orderDetail;

export const ORDER_TABS = [
  { id: "detail", label: "Detail Pesanan" },
  { id: "negosiasi", label: "Negosiasi" },
  { id: "timeline", label: "Timeline" },
  { id: "komplain", label: "Komplain" },
  { id: "ulasan", label: "Ulasan" },
] as const;

export type OrderTabId = (typeof ORDER_TABS)[number]["id"];
export type OrderTab = (typeof ORDER_TABS)[number];

export const DEFAULT_ORDER_TAB: OrderTabId = "detail";

/** The tabs this order shows, in the spec's order. */
export function availableTabs(
  answer: Pick<TransactionAnswer, "negotiations"> & { data: { status: string } },
): OrderTab[] {
  return ORDER_TABS.filter((tab) => {
    if (tab.id === "negosiasi") return answer.negotiations.length > 0;
    if (tab.id === "komplain" || tab.id === "ulasan") return isPaid(answer.data.status);
    return true;
  });
}

/** A requested tab the order has, else Detail Pesanan (an unknown or unavailable tab is not an error). */
export function resolveTab(requested: string | undefined, tabs: readonly OrderTab[]): OrderTabId {
  return tabs.find((tab) => tab.id === requested)?.id ?? DEFAULT_ORDER_TAB;
}

/** The URL of one tab of an order; Detail Pesanan is the plain URL. */
export function orderTabHref(transactionId: number, tab: OrderTabId = DEFAULT_ORDER_TAB): string {
  return orderHref(transactionId, tab === DEFAULT_ORDER_TAB ? undefined : tab);
}
