// The tabs of /profil/detailtransaksi, one entry each: its id (`&tab=`), its label, whether this order
// shows it (the contract's status predicates) and what it loads beyond the order itself. A new tab is
// one entry here and one panel in route.tsx; SPK, Penerimaan and Pembayaran join this way.
import type { TransactionLogEntry } from "@contract/order";
import { isPaid } from "@contract/order-status";
import type { SupportDocumentList } from "@contract/receipt";
import type { ReviewOrder } from "@contract/review";
import type { TransactionAnswer } from "@contract/transaction";
import { listSupportDocuments } from "~/services/receipt.server";
import { getReviewOrder } from "~/services/review.server";
import { getTransactionLog } from "~/services/transaction.server";
import { orderHref } from "~/utils/hrefs";

type OrderTabLoadArgs = { request: Request; transactionId: number };
type ShownFor = Pick<TransactionAnswer, "negotiations"> & { data: { status: string } };

type OrderTabEntry<Id extends string, Data> = {
  id: Id;
  label: string;
  shows: (answer: ShownFor) => boolean;
  load: (args: OrderTabLoadArgs) => Promise<Data>;
};

const defineTab = <Id extends string, Data>(entry: OrderTabEntry<Id, Data>) => entry;
const always = () => true;
const nothing = async () => null;

/** The timeline; a failed load is silent (spec §8): the tab says it could not be loaded. */
async function loadLog({ request, transactionId }: OrderTabLoadArgs): Promise<TransactionLogEntry[] | null> {
  try {
    return await getTransactionLog(request, transactionId);
  } catch (error) {
    // A redirect (the session ended) still applies.
    if (error instanceof Response) throw error;
    return null;
  }
}

/** The shipments and their receipts; a failed load reads as not yet in delivery (spec §8). */
async function loadReceipts({ request, transactionId }: OrderTabLoadArgs): Promise<SupportDocumentList | null> {
  try {
    return await listSupportDocuments(request, transactionId);
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

/**
 * The lines the Ulasan tab's dialog offers: those without a review yet, as on the add page; none left
 * hides 'Tambah Ulasan'. A failed load is null: the button stays (it may be our failure, not the
 * order's) and the dialog says nothing can be reviewed; the list of reviews is the order's.
 */
async function loadReviewableLines({
  request,
  transactionId,
}: OrderTabLoadArgs): Promise<ReviewOrder["transaction_detail"] | null> {
  try {
    const order = await getReviewOrder(request, transactionId);
    return order.reviewable ? order.transaction_detail.filter((line) => line.review === null) : [];
  } catch (error) {
    if (error instanceof Response) throw error;
    return null;
  }
}

/** In the spec's order; the first one is the default (the plain URL). */
export const ORDER_TABS = [
  defineTab({ id: "detail", label: "Detail Pesanan", shows: always, load: nothing }),
  defineTab({ id: "negosiasi", label: "Negosiasi", shows: (answer) => answer.negotiations.length > 0, load: nothing }),
  defineTab({ id: "penerimaan", label: "Penerimaan", shows: always, load: loadReceipts }),
  defineTab({ id: "pembayaran", label: "Pembayaran", shows: always, load: nothing }),
  defineTab({ id: "timeline", label: "Timeline", shows: always, load: loadLog }),
  defineTab({ id: "komplain", label: "Komplain", shows: (answer) => isPaid(answer.data.status), load: nothing }),
  defineTab({
    id: "ulasan",
    label: "Ulasan",
    shows: (answer) => isPaid(answer.data.status),
    load: loadReviewableLines,
  }),
];

type Entry = (typeof ORDER_TABS)[number];
export type OrderTabId = Entry["id"];
/** What each tab's loader answers, by tab id. */
export type OrderTabData = { [E in Entry as E["id"]]: Awaited<ReturnType<E["load"]>> };
/** The open tab with its data, correlated by id so each panel gets its own data's type. */
export type OpenOrderTab<Id extends OrderTabId = OrderTabId> = { [K in Id]: { id: K; data: OrderTabData[K] } }[Id];

const DEFAULT_TAB = ORDER_TABS[0];

/** The tabs this order shows, as links for the tab bar. */
export function visibleTabs(answer: ShownFor, transactionId: number) {
  return ORDER_TABS.filter((tab) => tab.shows(answer)).map((tab) => ({
    id: tab.id,
    label: tab.label,
    href: orderHref(transactionId, tab === DEFAULT_TAB ? undefined : tab.id),
  }));
}

/** A tab the order shows, else Detail Pesanan (an unknown or unavailable tab is not an error). */
export function resolveTab(requested: string | undefined, answer: ShownFor): Entry {
  return ORDER_TABS.find((tab) => tab.id === requested && tab.shows(answer)) ?? DEFAULT_TAB;
}

/**
 * Starts the requested tab's load beside the order's own call (one round trip, not two); once the
 * order says which tab it shows, the load of a tab it does not show is dropped, errors included.
 */
export function openOrderTab<Answer extends TransactionAnswer>(
  requested: string | undefined,
  args: OrderTabLoadArgs,
  order: Promise<Answer>,
): Promise<{ answer: Answer; tab: OpenOrderTab }> {
  const early = ORDER_TABS.find((tab) => tab.id === requested);
  const earlyLoad = early ? settle<unknown>(early.load(args)) : undefined;
  return order.then(async (answer) => {
    const tab = resolveTab(requested, answer);
    const data = tab === early && earlyLoad ? unwrap(await earlyLoad) : await tab.load(args);
    return { answer, tab: { id: tab.id, data } as OpenOrderTab };
  });
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
function unwrap<T>(settled: Settled<T>): T {
  if (settled.ok) return settled.value;
  throw settled.error;
}
