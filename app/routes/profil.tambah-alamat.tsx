// /profil/tambah-alamat: a new delivery address (work unit). Saved: to the list with the toast
// 'Data berhasil tersimpan'; refused by the API: the 'Ooops' alert with its message.
import type { District, SubDistrict } from "@contract/region";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MessageDialog } from "~/components/ui/dialog";
import { AddressForm } from "~/components/address/address-form";
import { REGIONS_INTENT } from "~/schemas/address";
import { ADDRESS_LIST_ROUTE, CREATED_MESSAGE } from "~/utils/address-list";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { createAddress } from "~/services/address.server";
import { listProvinces } from "~/services/region.server";
import addressBookCss from "~/styles/address-book.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleAddressForm } from "~/utils/address-form.server";

const ROUTE = "/profil/tambah-alamat";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: addressBookCss }];

export const meta: MetaFunction = () => [{ title: `Tambah Alamat | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { provinces: await listProvinces(request).catch(() => []) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  return handleAddressForm({
    request,
    route: ROUTE,
    userId,
    save: async (value) => {
      await createAddress(request, userId, value);
      return redirectWithFlash(ADDRESS_LIST_ROUTE, CREATED_MESSAGE);
    },
  });
}

export default function AddAddressPage() {
  const { provinces } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const lists = (reply?.extra ?? {}) as { districts?: District[]; subDistricts?: SubDistrict[] };
  const focus =
    reply?.intent === REGIONS_INTENT
      ? reply.result.initialValue?.district_id
        ? "sub_district_id"
        : "district_id"
      : undefined;
  return (
    <section className="address-book" aria-labelledby="address-add-title">
      <h1 id="address-add-title" className="address-book__title">
        Tambah Alamat
      </h1>
      {reply?.alert ? (
        <MessageDialog key={reply.alert} title="Ooops" message={reply.alert} tone="danger" button="OK" />
      ) : null}
      <AddressForm
        key={reply ? "posted" : "fresh"}
        id="tambah-alamat"
        provinces={provinces}
        regionLists={{ districts: lists.districts ?? [], subDistricts: lists.subDistricts ?? [] }}
        lastResult={reply?.result}
        focus={focus}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
