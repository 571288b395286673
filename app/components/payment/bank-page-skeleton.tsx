// The bank payment page's skeleton (profile-area spec: "A skeleton shows while loading"): its facts,
// the two instruction blocks and the buttons in outline, shown by the shop layout while a client-side
// navigation to the page waits for its data. For the eye only (decision 0115).
import { SkeletonBlocks } from "~/components/ui/skeleton-blocks";

const FACTS = 6;

export function BankPageSkeleton() {
  return (
    <div className="container payment-page skeleton" aria-hidden="true" data-skeleton="bank">
      <div className="panel skeleton__lines">
        <span className="skeleton__block skeleton__line skeleton__line--title" />
        <SkeletonBlocks count={FACTS} kind="line" />
        <SkeletonBlocks count={2} kind="panel" />
        <span className="skeleton__block skeleton__line skeleton__line--title" />
      </div>
    </div>
  );
}
