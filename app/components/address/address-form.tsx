// The add and edit address forms (one component): the contract's `addressForm`, the cascaded region
// selects (a "Pilih" replay without JavaScript), Kembali and Simpan, and the spec's busy text.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { addressForm } from "@contract/address";
import type { District, Province, SubDistrict } from "@contract/region";
import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorSummary, useShopForm } from "~/components/forms";
import { ADDRESS_LIST_ROUTE } from "~/utils/address-list";
import { AddressFields } from "~/components/address/address-fields";
import { SubmitButton, useIsPending } from "~/components/ui/submit-button";
import { SAVE_INTENT } from "~/schemas/address";

export type AddressFormProps = {
  id: string;
  provinces: Province[];
  /** The district and sub-district lists of the chosen province and district, as the server knows them. */
  regionLists: { districts: District[]; subDistricts: SubDistrict[] };
  lastResult?: SubmissionResult<string[]>;
  /** The stored values (edit page). */
  defaultValue?: Record<string, string>;
  /** After a no-JS "Pilih", the select that just got its list. */
  focus?: "district_id" | "sub_district_id";
};

export function AddressForm({ id, provinces, regionLists, lastResult, defaultValue, focus }: AddressFormProps) {
  const [form, fields] = useShopForm({ id, schema: addressForm, lastResult, defaultValue });
  const saving = useIsPending({ intent: SAVE_INTENT });
  return (
    <>
      <ErrorSummary form={form} fields={fields} />
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="address-book-form"
        aria-busy={saving || undefined}
      >
        <AuthenticityTokenInput />
        <AddressFields fields={fields} provinces={provinces} regionLists={regionLists} focus={focus} />
        <div className="address-book-form__actions">
          <Link to={ADDRESS_LIST_ROUTE} className="button button--outline">
            Kembali
          </Link>
          <SubmitButton intent={SAVE_INTENT} className="button button--primary">
            Simpan
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
