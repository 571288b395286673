// The profile area's home: the buyer's profile block, then the transaction table.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { ProfileSummary } from "~/components/profile/profile-summary";
import { TransactionTable } from "~/components/profile/transaction-table";
import { getUser } from "~/services/auth.server";
import { requireUser } from "~/utils/auth.server";
import { loadTransactionTable } from "~/utils/transaction-list.server";

export const meta: MetaFunction = () => [{ title: `Beranda Profil | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const [user, table] = await Promise.all([getUser(request), loadTransactionTable(request, userId)]);
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
  };
}

export default function ProfileHome() {
  const { user, table } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="profile-home">
      <ProfileSummary user={user} />
      <div className="profile-panel">
        <TransactionTable pathname={pathname} query={table.query} list={table.list} headingLevel={2} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
