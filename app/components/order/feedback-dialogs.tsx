// The Komplain and Ulasan tabs' add forms in a dialog: the add pages' own forms (complaint-form.tsx,
// review-form.tsx) for this order, with no order to choose. A page state (`&dialog=komplain|ulasan`)
// without JavaScript, a modal with it; a refused post opens it again with the values kept.
import type { SubmissionResult } from "@conform-to/react";
import type { ReviewOrder } from "@contract/review";
import type { TransactionAnswer } from "@contract/transaction";
import { Link } from "@remix-run/react";
import { ComplaintForm } from "~/components/complaint/complaint-form";
import { ReviewForm } from "~/components/review/review-form";
import { Dialog } from "~/components/ui/dialog";
import { orderHref } from "~/utils/hrefs";
import { reviewTexts } from "~/utils/labels";
import { COMPLAINT_TAB, REVIEW_TAB } from "./order-feedback";

type Result = SubmissionResult<string[]> | undefined;
type Order = TransactionAnswer["data"];

export function ComplaintDialog({ order, lastResult, alert }: { order: Order; lastResult: Result; alert?: string }) {
  const tabHref = orderHref(order.id, COMPLAINT_TAB);
  const chosen = {
    id: order.id,
    invoice: order.invoice,
    created_at: order.created_at,
    status: order.status,
    lines: order.transaction_detail.map(({ id, name_product, qty, unit }) => ({ id, name_product, qty, unit })),
  };
  return (
    <Dialog title="Tambah Komplain" closeHref={tabHref} className="route-dialog--wide">
      <ComplaintForm
        orders={[]}
        chosen={chosen}
        search=""
        lastResult={lastResult}
        alert={alert}
        fixed={{ action: tabHref, cancelHref: tabHref }}
      />
    </Dialog>
  );
}

export function ReviewDialog({
  transactionId,
  lines,
  lastResult,
  alert,
}: {
  transactionId: number;
  lines: ReviewOrder["transaction_detail"];
  lastResult: Result;
  alert?: string;
}) {
  const tabHref = orderHref(transactionId, REVIEW_TAB);
  return (
    <Dialog title="Tambah Ulasan" closeHref={tabHref} className="route-dialog--wide">
      {lines.length === 0 ? (
        <>
          <p>{reviewTexts.nothingToReview}</p>
          <div className="route-dialog__actions">
            <Link to={tabHref} className="button button--primary" replace preventScrollReset>
              Oke
            </Link>
          </div>
        </>
      ) : (
        <ReviewForm action={tabHref} lines={lines} lastResult={lastResult} alert={alert} cancelHref={tabHref} />
      )}
    </Dialog>
  );
}
