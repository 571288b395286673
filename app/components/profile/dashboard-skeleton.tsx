// The dashboard's skeleton (profile-area spec: /profil/beranda "Shows a skeleton while loading"): the
// profile block and the transaction table's outline, shown by the profile layout while a client-side
// navigation to the dashboard waits for its data. For the eye only: the page-level transition's status
// says that a page is loading (decision 0115).
import { SkeletonBlocks } from "~/components/ui/skeleton-blocks";

const PROFILE_FACTS = 5;
const ROWS = 5;

export function DashboardSkeleton() {
  return (
    <div className="profile-home skeleton" aria-hidden="true" data-skeleton="beranda">
      <div className="profile-panel skeleton__summary">
        <span className="skeleton__block skeleton__photo" />
        <div className="skeleton__lines">
          <span className="skeleton__block skeleton__line skeleton__line--title" />
          <SkeletonBlocks count={PROFILE_FACTS} kind="line" />
        </div>
      </div>
      <div className="profile-panel skeleton__lines">
        <span className="skeleton__block skeleton__line skeleton__line--title" />
        <SkeletonBlocks count={ROWS} kind="row" />
      </div>
    </div>
  );
}
