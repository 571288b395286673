// /profil/detailtransaksi?id_transaksi={id}[&tab=...]: one of the buyer's orders, its tabs as links.
// The tabs and what each loads are in tabs.server.ts; each tab's panel is in PANELS below. An unknown,
// malformed or another buyer's id is the 404 page (the API answers 404); an unknown tab, or one the
// order does not have, shows Detail Pesanan. The forms (counter-offer, shipping proposal, accepting
// the deal, the SPK, the payment method, a receipt, a complaint, a review) post here with their
// `intent` (intents.server.ts); their dialogs are page states (`&dialog=`) without JavaScript.
import { useFlash } from "~/components/chrome/use-flash";
import { idParam } from "@contract/envelope";
import { canAcceptDeal, canCounterOffer, canFillSpk, normalizeStatus } from "@contract/order-status";
import { spkMessages } from "@contract/spk";
import type { BuyerTransactionAnswer, TransactionAnswer } from "@contract/transaction";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { OrderDetailTab } from "~/components/order/order-detail";
import { ComplaintDialog, ReviewDialog } from "~/components/order/feedback-dialogs";
import {
  COMPLAINT_DIALOG,
  OrderComplaintsTab,
  OrderReviewsTab,
  REVIEW_DIALOG,
} from "~/components/order/order-feedback";
import {
  AcceptDealForm,
  CounterOfferForm,
  SHIPPING_DIALOG,
  ShippingProposalDialog,
} from "~/components/order/negotiation-forms";
import { OrderNegotiationTab } from "~/components/order/order-negotiation";
import { openOffer, SpkWaitReason } from "~/components/order/open-negotiation";
import { OrderReceiptTab } from "~/components/order/order-receipt";
import { OrderPaymentTab } from "~/components/order/order-payment";
import { ConfirmTransactionLink, officialsToOffer, SPK_DIALOG, SpkDialog } from "~/components/order/spk-form";
import { COMPLAINT_INTENT } from "~/schemas/complaint";
import { REVIEW_INTENT } from "~/schemas/review";
import { MessageDialog } from "~/components/ui/dialog";
import { OrderTabNav } from "~/components/order/order-tab-nav";
import { OrderTimelineTab } from "~/components/order/order-timeline";
import { RoleNote } from "~/components/order/role-note";
import { StatusBadge } from "~/components/profile/status-badge";
import { getTransaction } from "~/services/transaction.server";
import complaintCss from "~/styles/complaint.css";
import orderCss from "~/styles/order.css";
import reviewCss from "~/styles/review.css";
import { requireUser } from "~/utils/auth.server";
import { unknownIntent } from "~/utils/form.server";
import { searchObject } from "~/utils/query.server";
import { chatAdminHref } from "~/utils/hrefs";
import { withUploadForm } from "~/utils/upload.server";
import { replyFor, type FormReply } from "~/utils/reply";
import { ORDER_ROUTE } from "./context.server";
import { intents } from "./intents.server";
import { openOrderTab, visibleTabs, type OpenOrderTab, type OrderTabData, type OrderTabId } from "./tabs.server";
import { uploadsFor } from "./uploads.server";

const TRANSACTION_LIST_ROUTE = "/profil/transaksi";

const pageQuery = z.object({ id_transaksi: idParam, tab: z.string().max(40).optional() });
const dialogQuery = z.object({
  dialog: z.enum([SPK_DIALOG, SHIPPING_DIALOG, COMPLAINT_DIALOG, REVIEW_DIALOG]).optional().catch(undefined),
});
/** Statuses past the SPK: the 'Konfirmasi Transaksi' button is gone. */
const SPK_DONE = new Set(["cancel"]);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: orderCss },
  // The Komplain and Ulasan dialogs hold the add pages' forms.
  { rel: "stylesheet", href: complaintCss },
  { rel: "stylesheet", href: reviewCss },
];

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

/**
 * The tabs' forms, one handler per intent (intents.server.ts); the receipt, complaint and review forms
 * carry files, read with the limits of the tab they post to (uploads.server.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  const transactionId = query.data.id_transaksi;
  const uploads = uploadsFor(query.data.tab);
  return withUploadForm(request, uploads.limits, async (formData) => {
    if (!formData) return uploads.tooLarge(request, userId);
    const intent = formData.get("intent");
    const handler = typeof intent === "string" ? intents[intent] : undefined;
    if (!handler) return unknownIntent(request, formData, ORDER_ROUTE, typeof intent === "string" ? intent : null);
    return handler({ request, formData, userId, transactionId });
  });
}

export default function OrderDetailPage() {
  const { answer, tabs, tab } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const dialog = useOrderDialog();
  const flash = useFlash();
  const order = answer.data;
  const status = normalizeStatus(order.status);
  const spkReply = replyFor(actionData, "spk");
  const spkOpen = answer.spk === null && !SPK_DONE.has(status);
  // The SPK is the PPK's step (decision 0151): the others see who takes it instead of the button.
  const showSpkButton = spkOpen && answer.my_roles.includes("ppk");
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
          {showSpkButton ? <ConfirmTransactionLink transactionId={order.id} /> : null}
        </div>
      </header>
      {spkOpen && !showSpkButton && canFillSpk(status, answer.negotiations.length > 0) ? (
        <RoleNote teamRole="ppk" />
      ) : null}
      {flash === spkMessages.saved ? (
        <MessageDialog title="Berhasil" message={flash} />
      ) : (
        <FormAlert tone="success" message={flash} />
      )}
      <OrderTabNav tabs={tabs} current={tab.id} />
      <div className="order-page__panel">
        <TabPanel answer={answer} tab={tab} reply={actionData} />
      </div>
      {showSpkButton && (dialog === SPK_DIALOG || spkReply) ? (
        <SpkDialog
          transactionId={order.id}
          fillable={canFillSpk(status, answer.negotiations.length > 0)}
          officials={officialsToOffer(answer.unit_officials)}
          reason={<SpkWaitReason transactionId={order.id} status={status} rounds={answer.negotiations} />}
          lastResult={spkReply?.result}
          alert={spkReply?.alert}
        />
      ) : null}
    </div>
  );
}

/** The dialog the URL asks for (`&dialog=`), if it is one of the page's. */
function useOrderDialog() {
  const [searchParams] = useSearchParams();
  return dialogQuery.parse(Object.fromEntries(searchParams)).dialog;
}

type PanelProps<Id extends OrderTabId> = {
  answer: BuyerTransactionAnswer;
  data: OrderTabData[Id];
  reply?: FormReply;
};

/** Each tab's panel, by id: a tab added to tabs.server.ts fails the type check until it has one. */
const PANELS: { [Id in OrderTabId]: (props: PanelProps<Id>) => ReactNode } = {
  detail: ({ answer }) => <OrderDetailTab answer={answer} offer={openOffer(answer.data.status, answer.negotiations)} />,
  negosiasi: ({ answer, reply }) => <NegotiationPanel answer={answer} reply={reply} />,
  pembayaran: ({ answer, reply }) => (
    <OrderPaymentTab
      order={answer.data}
      payment={answer.payment}
      alert={replyFor(reply, "payment")?.alert}
      mayPay={answer.my_roles.includes("bendahara")}
    />
  ),
  penerimaan: ({ answer, data: list }) => (
    <OrderReceiptTab transactionId={answer.data.id} list={list} mayRecord={answer.my_roles.includes("penerima")} />
  ),
  timeline: ({ data: log }) => <OrderTimelineTab log={log} />,
  komplain: ({ answer, reply }) => <ComplaintsPanel answer={answer} reply={reply} />,
  ulasan: ({ answer, data: lines, reply }) => <ReviewsPanel answer={answer} lines={lines} reply={reply} />,
};

function TabPanel<Id extends OrderTabId>({
  answer,
  tab,
  reply,
}: {
  answer: BuyerTransactionAnswer;
  tab: OpenOrderTab<Id>;
  reply?: FormReply;
}) {
  const Panel = PANELS[tab.id] as (props: PanelProps<Id>) => ReactNode;
  return <Panel answer={answer} data={tab.data} reply={reply} />;
}

/** The rounds, then the buyer's forms the order allows: counter-offer (and its dialog) or accepting. */
function NegotiationPanel({ answer, reply }: { answer: BuyerTransactionAnswer; reply?: FormReply }) {
  const dialog = useOrderDialog();
  const { data: order, negotiations, my_roles: roles } = answer;
  const last = negotiations.at(-1);
  // Rounds are the PP's step, accepting the deal the PPK's (decision 0151).
  const counterOpen = canCounterOffer(order.status, last?.is_admin === true);
  const counter = counterOpen && roles.includes("pp");
  const lastSellerRound = negotiations.filter((round) => round.is_admin).at(-1);
  // A seller round past its "Berlaku sampai" cannot be accepted (it reads Kedaluwarsa).
  const acceptOpen = canAcceptDeal(order.status, negotiations.length > 0) && lastSellerRound?.expired !== true;
  const accept = acceptOpen && roles.includes("ppk");
  const counterReply = replyFor(reply, "counter-offer");
  const shippingReply = replyFor(reply, "shipping-proposal");
  return (
    <>
      <OrderNegotiationTab rounds={negotiations} />
      {counter ? (
        <CounterOfferForm order={order} lastResult={counterReply?.result} alert={counterReply?.alert} />
      ) : null}
      {counter && (dialog === SHIPPING_DIALOG || shippingReply) ? (
        <ShippingProposalDialog order={order} lastResult={shippingReply?.result} alert={shippingReply?.alert} />
      ) : null}
      {counterOpen && !counter ? <RoleNote teamRole="pp" /> : null}
      {accept ? <AcceptDealForm alert={replyFor(reply, "accept-deal")?.alert} /> : null}
      {acceptOpen && !accept ? <RoleNote teamRole="ppk" /> : null}
    </>
  );
}

/** The complaints, and the add form's dialog when asked for (or answering its post). */
function ComplaintsPanel({ answer, reply }: { answer: TransactionAnswer; reply?: FormReply }) {
  const dialog = useOrderDialog();
  const complaintReply = replyFor(reply, COMPLAINT_INTENT);
  return (
    <>
      <OrderComplaintsTab transactionId={answer.data.id} complaints={answer.complaint} />
      {dialog === COMPLAINT_DIALOG || complaintReply ? (
        <ComplaintDialog order={answer.data} lastResult={complaintReply?.result} alert={complaintReply?.alert} />
      ) : null}
    </>
  );
}

/** The reviews, and the add form's dialog offering the lines not reviewed yet. */
function ReviewsPanel({
  answer,
  lines,
  reply,
}: {
  answer: TransactionAnswer;
  lines: OrderTabData["ulasan"];
  reply?: FormReply;
}) {
  const dialog = useOrderDialog();
  const reviewReply = replyFor(reply, REVIEW_INTENT);
  return (
    <>
      <OrderReviewsTab
        transactionId={answer.data.id}
        reviews={answer.reviews}
        canAdd={lines === null || lines.length > 0}
      />
      {dialog === REVIEW_DIALOG || reviewReply ? (
        <ReviewDialog
          transactionId={answer.data.id}
          lines={lines ?? []}
          lastResult={reviewReply?.result}
          alert={reviewReply?.alert}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
