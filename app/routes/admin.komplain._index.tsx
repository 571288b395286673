// /admin/komplain: the buyers' complaints, newest first; each opens its detail with the reply form.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { ListFooter, ListToolbar } from "~/components/list-controls";
import { TableScroll } from "~/components/order/table-scroll";
import { adminListHref, adminListQuery, adminToolbarSizes, apiListQuery } from "~/schemas/admin";
import { listSellerComplaints } from "~/services/seller-feedback.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminComplaintHref } from "~/utils/admin-hrefs";
import { formatDate } from "~/utils/format";
import { parseQuery } from "~/utils/query.server";

export const meta: MetaFunction = () => [{ title: `Komplain | Konsol Penjual ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  const query = parseQuery(request, adminListQuery);
  return { query, list: await listSellerComplaints(request, apiListQuery(query)) };
}

export default function AdminComplaints() {
  const { query, list } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <section className="admin-panel" aria-labelledby="admin-complaints-title">
      <h1 id="admin-complaints-title">Komplain</h1>
      <ListToolbar
        action={pathname}
        query={query}
        {...adminToolbarSizes}
        noun="komplain"
        placeholder="Produk, pembeli atau invoice"
        hint="Cari berdasarkan nama produk, nama pembeli atau nomor invoice."
      />
      <TableScroll labelledBy="admin-complaints-title">
        <table className="admin-table">
          <caption className="sr-only">Daftar komplain, terbaru di atas</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Produk</th>
              <th scope="col">Pembeli</th>
              <th scope="col">Tanggal</th>
              <th scope="col">Tanggapan</th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={5}>Data tidak ditemukan</td>
              </tr>
            ) : (
              list.data.map((complaint) => (
                <tr key={complaint.id}>
                  <th scope="row">
                    <Link to={adminComplaintHref(complaint.id)}>
                      {complaint.transaction_detail.transaction.invoice}
                    </Link>
                  </th>
                  <td>{complaint.transaction_detail.name_product}</td>
                  <td>{complaint.buyer.name}</td>
                  <td>
                    <time dateTime={complaint.created_at}>{formatDate(complaint.created_at, "DD MMMM YYYY")}</time>
                  </td>
                  <td>{complaint.respon_admin ? "Sudah ditanggapi" : "Belum ditanggapi"}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      <ListFooter
        page={list}
        label="Halaman komplain"
        hrefFor={(page) => adminListHref(pathname, { ...query, page })}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
