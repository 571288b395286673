// /admin/pesanan: every order, newest first, with a status filter, search by invoice or buyer, and
// the buyer tables' page sizes. Works without JavaScript (three GET forms that carry each other).
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { isOrderStatus, normalizeStatus } from "@contract/order-status";
import * as z from "zod";
import { StatusFilter } from "~/components/admin/status-filter";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { ListFooter, ListToolbar } from "~/components/list-controls";
import { TableScroll } from "~/components/order/table-scroll";
import { StatusBadge } from "~/components/profile/status-badge";
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  adminListHref,
  adminListQuery,
  adminToolbarSizes,
  apiListQuery,
} from "~/schemas/admin";
import { listSellerOrders } from "~/services/seller-order.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminOrderHref } from "~/utils/admin-hrefs";
import { formatDate, formatRupiah } from "~/utils/format";
import { parseQuery } from "~/utils/query.server";

const orderListQuery = adminListQuery.extend({
  status: z
    .string()
    .transform((value) => (isOrderStatus(value) ? normalizeStatus(value) : ""))
    .catch(""),
});

export const meta: MetaFunction = () => [{ title: `Pesanan | Konsol Penjual ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  const query = parseQuery(request, orderListQuery);
  const list = await listSellerOrders(request, { ...apiListQuery(query), status: query.status || undefined });
  if (list.data.length === 0 && list.last_page > 0 && query.page > list.last_page) {
    throw redirect(adminListHref(new URL(request.url).pathname, { ...query, page: list.last_page }));
  }
  return { query, list };
}

export default function AdminOrders() {
  const { query, list } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <section className="admin-panel" aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title">Pesanan</h1>
      <StatusFilter
        action={pathname}
        status={query.status}
        carry={{
          search: query.search,
          per_page: query.per_page === ADMIN_DEFAULT_PAGE_SIZE ? "" : String(query.per_page),
        }}
      />
      <ListToolbar
        action={pathname}
        query={query}
        {...adminToolbarSizes}
        noun="pesanan"
        placeholder="Invoice atau pembeli"
        hint="Cari berdasarkan nomor invoice atau nama pembeli."
        carry={{ status: query.status }}
      />
      <TableScroll labelledBy="admin-orders-title">
        <table className="admin-table">
          <caption className="sr-only">Daftar pesanan, terbaru di atas</caption>
          <thead>
            <tr>
              <th scope="col">No. Invoice</th>
              <th scope="col">Tanggal</th>
              <th scope="col">Pembeli</th>
              <th scope="col" className="admin-table__num">
                Total
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={5}>Data tidak ditemukan</td>
              </tr>
            ) : (
              list.data.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={adminOrderHref(order.id)}>{order.invoice}</Link>
                    {order.waiting ? <span className="admin-badge admin-badge--inline">Menunggu</span> : null}
                  </th>
                  <td>
                    <time dateTime={order.created_at}>{formatDate(order.created_at, "DD MMMM YYYY HH:mm")}</time>
                  </td>
                  <td>
                    {order.buyer.name}
                    <span className="admin-muted"> · {order.buyer.instance_name}</span>
                  </td>
                  <td className="admin-table__num">{formatRupiah(order.grand_total)}</td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      <ListFooter
        page={list}
        label="Halaman daftar pesanan"
        hrefFor={(page) => adminListHref(pathname, { ...query, page })}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
