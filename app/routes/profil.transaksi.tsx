// The buyer's transactions on their own: the same table as the dashboard's.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { TransactionTable } from "~/components/profile/transaction-table";
import { requireUser } from "~/utils/auth.server";
import { loadTransactionTable } from "~/utils/transaction-list.server";

export const meta: MetaFunction = () => [{ title: `Daftar Transaksi | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  return { table: await loadTransactionTable(request, userId) };
}

export default function ProfileTransactions() {
  const { table } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="profile-panel">
      <TransactionTable pathname={pathname} query={table.query} list={table.list} headingLevel={1} />
      {/* The buyer's reviews and complaints over all orders (each order also has its own tabs). */}
      <nav className="profile-panel__more" aria-label="Ulasan dan komplain">
        <Link to="/profil/ulasan">Ulasan Saya</Link>
        <Link to="/profil/komplain">Komplain Saya</Link>
      </nav>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
