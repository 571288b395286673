// The profile area's home: the buyer's profile block, the orders waiting for the buyer's step, then
// the transaction table.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { ProfileSummary } from "~/components/profile/profile-summary";
import { TransactionTable } from "~/components/profile/transaction-table";
import { WaitingOrders } from "~/components/profile/waiting-orders";
import { getUser } from "~/services/auth.server";
import { listWaitingOrders } from "~/services/team.server";
import { requireUser } from "~/utils/auth.server";
import { loadTransactionTable } from "~/utils/transaction-list.server";

export const meta: MetaFunction = () => [{ title: `Beranda Profil | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const [user, table, waiting] = await Promise.all([
    getUser(request),
    loadTransactionTable(request, userId),
    loadWaitingOrders(request),
  ]);
  // Only what the page shows: the rest of the profile stays on the server.
  return {
    user: {
      name: user.name,
      instance_name: user.instance_name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      nip: user.nip,
      name_pp: user.name_pp,
      name_ppk: user.name_ppk,
      image: user.image,
    },
    table,
    waiting,
  };
}

/** A failed list must not take the dashboard down: the section says so, the rest shows (decision 0154). */
async function loadWaitingOrders(request: Request) {
  try {
    return await listWaitingOrders(request);
  } catch (error) {
    // A redirect (the session ended) still applies.
    if (error instanceof Response) throw error;
    return null;
  }
}

export default function ProfileHome() {
  const { user, table, waiting } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="profile-home">
      <ProfileSummary user={user} />
      <WaitingOrders orders={waiting} />
      <div className="profile-panel">
        <TransactionTable pathname={pathname} query={table.query} list={table.list} headingLevel={2} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
