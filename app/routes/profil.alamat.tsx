// /profil/alamat: the buyer's address book. A table (row number, work unit, address) with a page-size
// select and a search box in one GET form, the spec's page buttons, and per row Detail and Hapus
// (server-rendered modals, `?modal=detail|hapus&id=`) and Edit (its own page).
import { useFlash } from "~/components/chrome/use-flash";
import { idParam } from "@contract/envelope";
import {
  redirect,
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { AddressDeleteDialog, AddressDetailDialog } from "~/components/address/address-dialogs";
import {
  addressListQuery,
  CREATED_MESSAGE,
  DELETE_MODAL,
  DELETED_MESSAGE,
  DETAIL_MODAL,
  filterAddresses,
  listHref,
  pageOf,
  UPDATED_MESSAGE,
  UPDATED_TITLE,
} from "~/utils/address-list";
import { AddressTable, AddressToolbar } from "~/components/address/address-table";
import { Toast } from "~/components/address/toast";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { FormAlert } from "~/components/forms";
import { ApiError, thrownStatus } from "~/services/api-client.server";
import { deleteAddress, listAddresses } from "~/services/address.server";
import addressBookCss from "~/styles/address-book.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleForm, unknownIntent } from "~/utils/form.server";
import { parseQuery } from "~/utils/query.server";
import { readFormData } from "~/utils/form-data.server";

const ROUTE = "/profil/alamat";
const ADD_ROUTE = "/profil/tambah-alamat";

const deleteForm = z.object({ id: idParam });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: addressBookCss }];

export const meta: MetaFunction = () => [{ title: `Alamat | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  const query = parseQuery(request, addressListQuery);
  const entries = await listAddresses(request, userId);
  const page = pageOf(filterAddresses(entries, query.q), query.page, query.per_page);
  const modalEntry = query.modal ? (entries.find((entry) => entry.id === query.id) ?? null) : null;
  return data(
    {
      query: { q: query.q ?? "", per_page: query.per_page, page: page.page },
      page,
      detail: query.modal === DETAIL_MODAL ? modalEntry : null,
      deleting: query.modal === DELETE_MODAL ? modalEntry : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent !== "delete") return unknownIntent(request, formData, ROUTE, typeof intent === "string" ? intent : null);
  // Back to the first page of the same search and page size.
  const query = parseQuery(request, addressListQuery);
  const list = listHref({ q: query.q, per_page: query.per_page, page: 1 });
  return handleForm({
    request,
    formData,
    route: ROUTE,
    intent,
    userId,
    schema: deleteForm,
    submit: async ({ id }) => {
      try {
        await deleteAddress(request, id);
      } catch (error) {
        // Spec §8: a failed delete is silent; an address that is already gone is not worth a 404 page.
        if (error instanceof ApiError || thrownStatus(error) === 404) return redirect(list);
        throw error;
      }
      return redirectWithFlash(list, DELETED_MESSAGE);
    },
  });
}

export default function AddressBookPage() {
  const { query, page, detail, deleting } = useLoaderData<typeof loader>();
  const flash = useFlash();
  const closeHref = listHref(query);
  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <div className="address-book__head">
        <h1 id="address-book-title" className="address-book__title">
          Daftar Alamat
        </h1>
        <Link to={ADD_ROUTE} className="button button--primary">
          Tambah Alamat
        </Link>
      </div>
      <FlashMessage message={flash} />
      <AddressToolbar query={query} />
      <AddressTable query={query} page={page} />
      {detail ? <AddressDetailDialog entry={detail} closeHref={closeHref} /> : null}
      {deleting ? <AddressDeleteDialog entry={deleting} closeHref={closeHref} action={closeHref} /> : null}
    </section>
  );
}

function FlashMessage({ message }: { message: string | null }) {
  if (!message) return null;
  if (message === CREATED_MESSAGE) return <Toast key={message} message={message} />;
  if (message === UPDATED_MESSAGE) return <FormAlert tone="success" title={UPDATED_TITLE} message={message} />;
  return <FormAlert tone="success" message={message} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
