// /profil/edit-alamat?id_alamat={id}: one of the buyer's addresses in the address form. Saved: to the
// list with 'Selamat' / 'Data anda telah berhasil diperbaharui'. An unknown or another buyer's id is
// the 404 page (the API answers 404). Other update failures are silent (spec §8): the form stays.
import type { AddressEntry } from "@contract/address";
import { idParam } from "@contract/envelope";
import type { District, SubDistrict } from "@contract/region";
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as z from "zod";
import { AddressForm } from "~/components/address/address-form";
import { REGIONS_INTENT } from "~/schemas/address";
import { ADDRESS_LIST_ROUTE, UPDATED_MESSAGE } from "~/utils/address-list";
import { SITE_NAME } from "~/utils/site";
import { RouteErrorPage } from "~/components/error-page";
import { getAddress, updateAddress } from "~/services/address.server";
import { listProvinces } from "~/services/region.server";
import addressBookCss from "~/styles/address-book.css";
import { requireUser } from "~/utils/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { handleAddressForm } from "~/utils/address-form.server";
import { regionLists } from "~/utils/region-lists.server";
import { searchObject } from "~/utils/query.server";

const ROUTE = "/profil/edit-alamat";

const pageQuery = z.object({ id_alamat: idParam });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: addressBookCss }];

export const meta: MetaFunction = () => [{ title: `Edit Alamat | ${SITE_NAME}` }];

/** The address id of the URL; anything else is the 404 page. */
function addressIdOf(request: Request): number {
  const query = pageQuery.safeParse(searchObject(request));
  if (!query.success) throw data(null, { status: 404 });
  return query.data.id_alamat;
}

/** The stored values as the form's strings. */
function formValues(entry: AddressEntry): Record<string, string> {
  const address = entry.customer_address;
  return {
    receipt_name: address.receipt_name,
    receipt_phone_number: address.receipt_phone_number,
    address: address.address,
    name: entry.name,
    province_id: String(address.province_id),
    district_id: String(address.district_id),
    sub_district_id: String(address.sub_district_id),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const addressId = addressIdOf(request);
  const [entry, provinces] = await Promise.all([
    getAddress(request, addressId),
    listProvinces(request).catch(() => []),
  ]);
  // The lists of the stored province and district: they need the address first.
  const lists = await regionLists(request, entry.customer_address);
  return { addressId: entry.id, values: formValues(entry), provinces, lists };
}

export async function action({ request }: ActionFunctionArgs) {
  const { userId } = await requireUser(request);
  const addressId = addressIdOf(request);
  return handleAddressForm({
    request,
    route: ROUTE,
    userId,
    save: async (value) => {
      await updateAddress(request, userId, addressId, value);
      return redirectWithFlash(ADDRESS_LIST_ROUTE, UPDATED_MESSAGE);
    },
  });
}

export default function EditAddressPage() {
  const { addressId, values, provinces, lists } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const replied = (reply?.extra ?? null) as { districts?: District[]; subDistricts?: SubDistrict[] } | null;
  const focus =
    reply?.intent === REGIONS_INTENT
      ? reply.result.initialValue?.district_id
        ? "sub_district_id"
        : "district_id"
      : undefined;
  return (
    <section className="address-book" aria-labelledby="address-edit-title">
      <h1 id="address-edit-title" className="address-book__title">
        Edit Alamat
      </h1>
      <AddressForm
        key={reply ? "posted" : `stored-${addressId}`}
        id="edit-alamat"
        provinces={provinces}
        regionLists={{
          districts: replied?.districts ?? lists.districts,
          subDistricts: replied?.subDistricts ?? lists.subDistricts,
        }}
        lastResult={reply?.result}
        defaultValue={values}
        focus={focus}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
