import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { addressForm, type AddressEntry } from "@contract/address";
import type { District, Province, SubDistrict } from "@contract/region";
import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary, FormAlert, useShopForm } from "~/components/forms";
import { AddressFields, checkoutAddressLabels } from "~/components/address/address-fields";
import { SubmitButton } from "~/components/ui/submit-button";

type AddressSectionProps = {
  addresses: AddressEntry[];
  chosenId: number | null;
  provinces: Province[];
  /** The region lists for the add-address form's chosen province and district (after a no-JS post). */
  regionLists: { districts: District[]; subDistricts: SubDistrict[] };
  createResult?: SubmissionResult<string[]>;
  createAlert?: string;
  /** The add-address form was just posted: keep it open. */
  createOpen: boolean;
  focus?: "district_id" | "sub_district_id";
};

export function AddressSection({
  addresses,
  chosenId,
  provinces,
  regionLists,
  createResult,
  createAlert,
  createOpen,
  focus,
}: AddressSectionProps) {
  return (
    <section className="panel checkout-card" aria-labelledby="alamat-pengiriman">
      <h2 id="alamat-pengiriman" className="panel__title">
        Alamat Pengiriman
      </h2>
      {addresses.length === 0 ? (
        <p>Belum ada alamat pengiriman. Silahkan tambahkan alamat baru.</p>
      ) : (
        <Form method="post" className="address-choice">
          <AuthenticityTokenInput />
          <fieldset>
            <legend className="sr-only">Pilih alamat pengiriman</legend>
            <ul className="address-choice__list">
              {addresses.map((entry) => (
                <li key={entry.id}>
                  <label className="address-option">
                    <input type="radio" name="satker_id" value={entry.id} defaultChecked={entry.id === chosenId} />
                    <AddressBlock entry={entry} chosen={entry.id === chosenId} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <SubmitButton intent="address" className="button button--outline">
            Gunakan alamat ini
          </SubmitButton>
        </Form>
      )}
      <details className="address-new" open={createOpen}>
        <summary className="button button--outline">Tambah alamat baru</summary>
        <NewAddressForm
          key={createResult ? "posted" : "fresh"}
          provinces={provinces}
          regionLists={regionLists}
          lastResult={createResult}
          alert={createAlert}
          focus={focus}
        />
      </details>
    </section>
  );
}

function AddressBlock({ entry, chosen }: { entry: AddressEntry; chosen: boolean }) {
  const address = entry.customer_address;
  return (
    <span className="address-option__text">
      <strong>
        {entry.name}
        {chosen ? <span className="address-option__badge"> (dipakai)</span> : null}
      </strong>
      <span>
        {address.receipt_name} · {address.receipt_phone_number}
      </span>
      <span>
        {address.address}, {address.sub_district.subdistrict_name}, {address.district.city_name},{" "}
        {address.province.province_name} {address.postal_code}
      </span>
    </span>
  );
}

type NewAddressFormProps = {
  provinces: Province[];
  regionLists: { districts: District[]; subDistricts: SubDistrict[] };
  lastResult?: SubmissionResult<string[]>;
  alert?: string;
  focus?: "district_id" | "sub_district_id";
};

function NewAddressForm({ provinces, regionLists, lastResult, alert, focus }: NewAddressFormProps) {
  const [form, fields] = useShopForm({ id: "alamat-baru", schema: addressForm, lastResult });
  return (
    <div className="address-new__body">
      <FormAlert message={alert} />
      <ErrorSummary form={form} fields={fields} />
      <Form method="post" {...getFormProps(form)} noValidate className="address-form">
        <AuthenticityTokenInput />
        <AddressFields
          fields={fields}
          provinces={provinces}
          regionLists={regionLists}
          focus={focus}
          labels={checkoutAddressLabels}
        />
        <SubmitButton intent="address-create" className="button button--primary">
          Simpan alamat
        </SubmitButton>
      </Form>
    </div>
  );
}
