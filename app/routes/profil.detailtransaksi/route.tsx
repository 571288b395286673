// /profil/detailtransaksi?id_transaksi={id}[&tab=...]: one of the buyer's orders, its tabs as links.
// The tabs and what each loads are in tabs.server.ts; each tab's panel is in PANELS below. An unknown,
// malformed or another buyer's id is the 404 page (the API answers 404); an unknown tab, or one the
// order does not have, shows Detail Pesanan.
import { useFlash } from "~/components/chrome/use-flash";
import { idParam } from "@contract/envelope";
import type { TransactionAnswer } from "@contract/transaction";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { OrderDetailTab } from "~/components/order/order-detail";
import { OrderComplaintsTab, OrderReviewsTab } from "~/components/order/order-feedback";
import { OrderNegotiationTab } from "~/components/order/order-negotiation";
import { OrderReceiptTab } from "~/components/order/order-receipt";
import { OrderTabNav } from "~/components/order/order-tab-nav";
import { OrderTimelineTab } from "~/components/order/order-timeline";
import { StatusBadge } from "~/components/profile/status-badge";
import { getTransaction } from "~/services/transaction.server";
import orderCss from "~/styles/order.css";
import { requireUser } from "~/utils/auth.server";
import { searchObject } from "~/utils/query.server";
import { chatAdminHref } from "~/utils/hrefs";
import { unknownIntent } from "~/utils/form.server";
import { withUploadForm } from "~/utils/upload.server";
import { orderIntents } from "./intents.server";
import { ORDER_ROUTE, RECEIPT_UPLOAD_LIMITS, receiptTooLarge } from "./intent.receipt.server";
import { openOrderTab, visibleTabs, type OpenOrderTab, type OrderTabData, type OrderTabId } from "./tabs.server";

const TRANSACTION_LIST_ROUTE = "/profil/transaksi";

const pageQuery = z.object({ id_transaksi: idParam, tab: z.string().max(40).optional() });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: orderCss }];

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  {
    title: loaded ? `Detail Transaksi ${loaded.answer.data.invoice} | ${SITE_NAME}` : `Detail Transaksi | ${SITE_NAME}`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  const transactionId = query.data.id_transaksi;
  const [{ answer, tab }] = await Promise.all([
    openOrderTab(query.data.tab, { request, transactionId }, getTransaction(request, transactionId)),
  ]);
  const tabs = visibleTabs(answer, transactionId);
  return data({ answer, tabs, tab }, { headers: { "Cache-Control": "no-store" } });
}

/** The tabs' forms, one handler per intent (intents.server.ts); the receipt forms carry files. */
export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  const transactionId = query.data.id_transaksi;
  return withUploadForm(request, RECEIPT_UPLOAD_LIMITS, async (formData) => {
    if (!formData) return receiptTooLarge(request, userId, null);
    const intent = formData.get("intent");
    const handler = typeof intent === "string" ? orderIntents[intent] : undefined;
    if (!handler) return unknownIntent(request, formData, ORDER_ROUTE, typeof intent === "string" ? intent : null);
    return handler({ request, formData, userId, transactionId });
  });
}

export default function OrderDetailPage() {
  const { answer, tabs, tab } = useLoaderData<typeof loader>();
  const flash = useFlash();
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
      <OrderTabNav tabs={tabs} current={tab.id} />
      <div className="order-page__panel">
        <TabPanel answer={answer} tab={tab} />
      </div>
    </div>
  );
}

type PanelProps<Id extends OrderTabId> = { answer: TransactionAnswer; data: OrderTabData[Id] };

/** Each tab's panel, by id: a tab added to tabs.server.ts fails the type check until it has one. */
const PANELS: { [Id in OrderTabId]: (props: PanelProps<Id>) => ReactNode } = {
  detail: ({ answer }) => <OrderDetailTab answer={answer} />,
  negosiasi: ({ answer }) => <OrderNegotiationTab rounds={answer.negotiations} />,
  penerimaan: ({ answer, data: list }) => <OrderReceiptTab transactionId={answer.data.id} list={list} />,
  timeline: ({ data: log }) => <OrderTimelineTab log={log} />,
  komplain: ({ answer }) => <OrderComplaintsTab transactionId={answer.data.id} complaints={answer.complaint} />,
  ulasan: ({ answer }) => <OrderReviewsTab transactionId={answer.data.id} reviews={answer.reviews} />,
};

function TabPanel<Id extends OrderTabId>({ answer, tab }: { answer: TransactionAnswer; tab: OpenOrderTab<Id> }) {
  const Panel = PANELS[tab.id] as (props: PanelProps<Id>) => ReactNode;
  return <Panel answer={answer} data={tab.data} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
