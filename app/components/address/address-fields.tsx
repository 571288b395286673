// The fields of a delivery address, for the address book's add/edit form and the checkout's new
// address: recipient, phone, street, work unit, and the cascaded region selects. In the contract's
// order, so the error summary lists the fields as they appear.
import type { FieldMetadata } from "@conform-to/react";
import type { District, Province, SubDistrict } from "@contract/region";
import { Field, TextareaField } from "~/components/forms";
import { RegionSelects } from "~/components/region-selects";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fields of the contract's addressForm, in any form
type Meta = FieldMetadata<any, any, string[]>;

export type AddressFieldsProps = {
  /** `useShopForm({ schema: addressForm })`'s fields. */
  fields: Record<string, Meta>;
  provinces: Province[];
  /** The district and sub-district lists of the chosen province and district, as the server knows them. */
  regionLists: { districts: District[]; subDistricts: SubDistrict[] };
  /** After a no-JS "Pilih", the select that just got its list. */
  focus?: "district_id" | "sub_district_id";
  /** The checkout words its labels in sentence case, the address book in title case. */
  labels?: typeof addressBookLabels;
};

const addressBookLabels = {
  receipt_name: "Nama Penerima",
  receipt_phone_number: "No Telepon",
  name: "Satuan Kerja (Satker)",
};

export const checkoutAddressLabels: typeof addressBookLabels = {
  receipt_name: "Nama penerima",
  receipt_phone_number: "No telepon penerima",
  name: "Satuan kerja (Satker)",
};

export function AddressFields(props: AddressFieldsProps) {
  const { fields, provinces, regionLists, focus, labels = addressBookLabels } = props;
  return (
    <>
      <Field meta={fields.receipt_name} label={labels.receipt_name} autoComplete="name" />
      <Field
        meta={fields.receipt_phone_number}
        label={labels.receipt_phone_number}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
      />
      <TextareaField meta={fields.address} label="Alamat" autoComplete="street-address" />
      <Field meta={fields.name} label={labels.name} autoComplete="organization" />
      <RegionSelects
        fields={{
          province_id: fields.province_id,
          district_id: fields.district_id,
          sub_district_id: fields.sub_district_id,
        }}
        provinces={provinces}
        districts={regionLists.districts}
        subDistricts={regionLists.subDistricts}
        focus={focus}
      />
    </>
  );
}
