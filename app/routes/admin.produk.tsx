// /admin/produk: the catalogue with search; "Ubah" opens the edit dialog (price, stock, status) as
// a page state `?modal=ubah&produk={id}`, so it works without JavaScript. `disabled` deactivates a
// product (the cart badges it "Produk dinonaktifkan").
import { useFlash } from "~/components/chrome/use-flash";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { idParam } from "@contract/envelope";
import type { SellerProduct } from "@contract/seller-products";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import * as z from "zod";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { Field, FormAlert, SelectField, useShopForm } from "~/components/forms";
import { ListFooter, ListToolbar } from "~/components/list-controls";
import { TableScroll } from "~/components/order/table-scroll";
import { Dialog } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  adminListHref,
  adminListQuery,
  adminToolbarSizes,
  apiListQuery,
  productEditForm,
  type AdminListQuery,
} from "~/schemas/admin";
import { listSellerProducts, updateProduct } from "~/services/seller-product.server";
import { requireSeller } from "~/utils/admin-session.server";
import { adminForm } from "~/utils/admin-form.server";
import { formatRupiah } from "~/utils/format";
import { readFormData } from "~/utils/form-data.server";
import { unknownIntent } from "~/utils/form.server";
import { parseQuery } from "~/utils/query.server";
import { replyFor } from "~/utils/reply";

const ROUTE = "/admin/produk";
const MODAL_EDIT = "ubah";
const STATUS_OPTIONS = [
  { value: "active", label: "Aktif" },
  { value: "disabled", label: "Dinonaktifkan" },
];

const pageQuery = adminListQuery.extend({
  modal: z.literal(MODAL_EDIT).optional().catch(undefined),
  produk: idParam.optional().catch(undefined),
});

type Product = SellerProduct;

export const meta: MetaFunction = () => [{ title: `Produk | Konsol Penjual ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSeller(request);
  const query = parseQuery(request, pageQuery);
  const list = await listSellerProducts(request, apiListQuery(query));
  return data({ query, list });
}

export async function action({ request }: ActionFunctionArgs) {
  const { sellerId } = await requireSeller(request);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "update")
    return unknownIntent(request, formData, ROUTE, String(formData.get("intent")));
  const query = parseQuery(request, adminListQuery);
  return adminForm({
    request,
    formData,
    route: ROUTE,
    intent: "update",
    sellerId,
    schema: productEditForm,
    work: ({ id, ...product }) => updateProduct(request, id, product),
    to: adminListHref(ROUTE, query),
    done: "Produk tersimpan.",
  });
}

export default function AdminProducts() {
  const { query, list } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const actionData = useActionData<typeof action>();
  const { pathname } = useLocation();
  const reply = replyFor(actionData, "update");
  const editingId = query.modal === MODAL_EDIT ? query.produk : Number(reply?.result.initialValue?.id);
  const editing = list.data.find((product) => product.id === editingId);
  const listQuery: AdminListQuery = { search: query.search, per_page: query.per_page, page: query.page };
  return (
    <section className="admin-panel" aria-labelledby="admin-products-title">
      <h1 id="admin-products-title">Produk</h1>
      <FormAlert tone="success" message={flash} />
      <ListToolbar
        action={pathname}
        query={query}
        {...adminToolbarSizes}
        noun="produk"
        placeholder="Nama produk"
        hint="Cari berdasarkan nama produk."
      />
      <TableScroll labelledBy="admin-products-title">
        <table className="admin-table">
          <caption className="sr-only">Daftar produk</caption>
          <thead>
            <tr>
              <th scope="col">Produk</th>
              <th scope="col" className="admin-table__num">
                Harga
              </th>
              <th scope="col" className="admin-table__num">
                Stok
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Tindakan</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.length === 0 ? (
              <tr>
                <td colSpan={5}>Data tidak ditemukan</td>
              </tr>
            ) : (
              list.data.map((product) => (
                <tr key={product.id}>
                  <th scope="row">{product.name}</th>
                  <td className="admin-table__num">{formatRupiah(product.price)}</td>
                  <td className="admin-table__num">
                    {product.stock} {product.unit}
                  </td>
                  <td>{product.status === "active" ? "Aktif" : "Dinonaktifkan"}</td>
                  <td>
                    <Link
                      to={adminListHref(pathname, listQuery, { modal: MODAL_EDIT, produk: product.id })}
                      preventScrollReset
                    >
                      Ubah<span className="sr-only"> {product.name}</span>
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      <ListFooter
        page={list}
        label="Halaman produk"
        hrefFor={(page) => adminListHref(pathname, { ...listQuery, page })}
      />
      {editing ? (
        <EditDialog
          product={editing}
          closeHref={adminListHref(pathname, listQuery)}
          lastResult={reply?.result}
          alert={reply?.alert}
        />
      ) : null}
    </section>
  );
}

function EditDialog({
  product,
  closeHref,
  lastResult,
  alert,
}: {
  product: Product;
  closeHref: string;
  lastResult?: SubmissionResult<string[]>;
  alert?: string;
}) {
  const [form, fields] = useShopForm({
    id: `product-${product.id}`,
    schema: productEditForm,
    lastResult,
    defaultValue: {
      id: String(product.id),
      price: String(product.price),
      stock: String(product.stock),
      status: product.status,
    },
  });
  return (
    <Dialog title={`Ubah ${product.name}`} closeHref={closeHref}>
      <FormAlert message={alert} />
      <Form method="post" action={closeHref} {...getFormProps(form)} noValidate className="admin-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={product.id} />
        <Field meta={fields.price} label="Harga" inputMode="numeric" />
        <Field meta={fields.stock} label="Stok" inputMode="numeric" />
        <SelectField meta={fields.status} label="Status" options={STATUS_OPTIONS} placeholder="Pilih status" />
        <div className="admin-actions">
          <SubmitButton intent="update" className="button button--primary">
            Simpan
          </SubmitButton>
          <Link to={closeHref} className="button button--outline" replace preventScrollReset>
            Batal
          </Link>
        </div>
      </Form>
    </Dialog>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
