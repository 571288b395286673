// /profil/detailtransaksi?id_transaksi={id}[&tab=...]: one of the buyer's orders, its tabs as links.
// Built here: Detail Pesanan, Negosiasi (read-only, only with rounds), Timeline (Log Transaksi) and,
// for paid orders, Komplain and Ulasan. An unknown, malformed or another buyer's id is the 404 page
// (the API answers 404); an unknown tab, or one the order does not have, shows Detail Pesanan.
import { idParam } from "@contract/envelope";
import type { TransactionLogEntry } from "@contract/order";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { SITE_NAME } from "~/components/chrome/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { OrderDetailTab } from "~/components/order/order-detail";
import { OrderComplaintsTab, OrderReviewsTab } from "~/components/order/order-feedback";
import { OrderNegotiationTab } from "~/components/order/order-negotiation";
import { OrderTabNav } from "~/components/order/order-tab-nav";
import { availableTabs, resolveTab } from "~/components/order/order-tabs";
import { OrderTimelineTab } from "~/components/order/order-timeline";
import { StatusBadge } from "~/components/profile/status-badge";
import { getTransaction, getTransactionLog } from "~/services/transaction.server";
import orderCss from "~/styles/order.css";
import { requireUser, takeFlash } from "~/utils/auth.server";
import { searchObject } from "~/utils/query.server";
import { chatAdminHref } from "~/utils/hrefs";

const TRANSACTION_LIST_ROUTE = "/profil/transaksi";

const pageQuery = z.object({ id_transaksi: idParam, tab: z.string().max(40).optional() });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: orderCss }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  {
    title: loaded ? `Detail Transaksi ${loaded.answer.data.invoice} | ${SITE_NAME}` : `Detail Transaksi | ${SITE_NAME}`,
  },
];

/** The timeline; a failed load is silent (spec §8): the tab says it could not be loaded. */
async function loadLog(request: Request, transactionId: number): Promise<TransactionLogEntry[] | null> {
  try {
    return await getTransactionLog(request, transactionId);
  } catch (error) {
    // A redirect (the session ended) still applies.
    if (error instanceof Response) throw error;
    return null;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  const transactionId = query.data.id_transaksi;
  // The log is read only for its tab; an order without that tab never asks for it.
  const wantsLog = query.data.tab === "timeline";
  const [answer, log, flash] = await Promise.all([
    getTransaction(request, transactionId),
    wantsLog ? loadLog(request, transactionId) : Promise.resolve(null),
    takeFlash(request),
  ]);
  const tabs = availableTabs(answer);
  const tab = resolveTab(query.data.tab, tabs);
  return data(
    { answer, tabs, tab, log, flash: flash.flash },
    { headers: { "Cache-Control": "no-store", ...(flash.setCookie ? { "Set-Cookie": flash.setCookie } : {}) } },
  );
}

export default function OrderDetailPage() {
  const { answer, tabs, tab, log, flash } = useLoaderData<typeof loader>();
  const order = answer.data;
  return (
    <div className="order-page">
      <header className="order-page__head">
        <div>
          <h1 className="order-page__title">Detail Transaksi</h1>
          <p className="order-page__invoice">
            <span className="sr-only">No. Invoice </span>
            {order.invoice} <StatusBadge status={order.status} />
          </p>
        </div>
        <div className="order-page__actions">
          <Link to={TRANSACTION_LIST_ROUTE} className="button button--outline">
            Kembali
          </Link>
          <Link to={chatAdminHref(order.invoice)} className="button button--primary">
            Chat Admin
          </Link>
        </div>
      </header>
      <FormAlert tone="success" message={flash} />
      <OrderTabNav transactionId={order.id} tabs={tabs} current={tab} />
      <div className="order-page__panel">
        {tab === "negosiasi" ? (
          <OrderNegotiationTab rounds={answer.negotiations} />
        ) : tab === "timeline" ? (
          <OrderTimelineTab log={log} />
        ) : tab === "komplain" ? (
          <OrderComplaintsTab transactionId={order.id} complaints={answer.complaint} />
        ) : tab === "ulasan" ? (
          <OrderReviewsTab transactionId={order.id} reviews={answer.reviews} />
        ) : (
          <OrderDetailTab answer={answer} />
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
