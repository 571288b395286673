// Province → district → sub-district. With JavaScript the next list loads by fetcher from
// /resources/regions; without it a "Pilih" button (intent=regions) posts the form, which
// comes back with the next list and every typed value kept.
import type { FieldMetadata } from "@conform-to/react";
import type { District, Province, SubDistrict } from "@contract/region";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { loader as regionsLoader } from "~/routes/resources.regions";
import { SelectField } from "./forms";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fields of any form
type Meta = FieldMetadata<any, any, string[]>;

export type RegionSelectsProps = {
  fields: { province_id: Meta; district_id: Meta; sub_district_id: Meta };
  provinces: Province[];
  /** The lists for the chosen province and district, as the server knows them. */
  districts: District[];
  subDistricts: SubDistrict[];
  /** After a no-JS "Pilih", the select that just got its list takes the focus. */
  focus?: "district_id" | "sub_district_id";
};

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** The fetched list if it is for the current choice, else the server's (if it is). */
function pick<T>(fetched: T[] | null | undefined, fromServer: T[], belongs: (item: T) => boolean): T[] {
  const current = (fetched ?? []).filter(belongs);
  return current.length > 0 ? current : fromServer.filter(belongs);
}

export function RegionSelects({ fields, provinces, districts, subDistricts, focus }: RegionSelectsProps) {
  const hydrated = useHydrated();
  const districtFetcher = useFetcher<typeof regionsLoader>();
  const subDistrictFetcher = useFetcher<typeof regionsLoader>();
  const [provinceId, setProvinceId] = useState(asText(fields.province_id.initialValue));
  const [districtId, setDistrictId] = useState(asText(fields.district_id.initialValue));
  const [subDistrictId, setSubDistrictId] = useState(asText(fields.sub_district_id.initialValue));

  // A list belongs to its parent: one fetched for an earlier choice is never shown.
  const districtList = pick(districtFetcher.data?.districts, districts, (d) => String(d.province_id) === provinceId);
  const subDistrictList = pick(
    subDistrictFetcher.data?.subDistricts,
    subDistricts,
    (s) => String(s.city_id) === districtId,
  );

  function chooseProvince(value: string) {
    setProvinceId(value);
    setDistrictId("");
    setSubDistrictId("");
    if (value) districtFetcher.load(`/resources/regions?${new URLSearchParams({ province_id: value })}`);
  }
  function chooseDistrict(value: string) {
    setDistrictId(value);
    setSubDistrictId("");
    if (value) subDistrictFetcher.load(`/resources/regions?${new URLSearchParams({ district_id: value })}`);
  }

  return (
    <fieldset className="region-selects">
      <legend className="region-selects__legend">Wilayah</legend>
      <SelectField
        meta={fields.province_id}
        label="Provinsi"
        placeholder="Pilih Provinsi"
        options={provinces.map((p) => ({ value: String(p.province_id), label: p.province_name }))}
        value={provinceId}
        onChange={chooseProvince}
      />
      <SelectField
        meta={fields.district_id}
        label="Kabupaten/Kota"
        placeholder={districtList.length > 0 || hydrated ? "Pilih Kabupaten/Kota" : "Pilih provinsi lalu tekan Pilih"}
        options={districtList.map((d) => ({ value: String(d.city_id), label: `${d.type} ${d.city_name}` }))}
        value={districtId}
        onChange={chooseDistrict}
        focusOnLoad={focus === "district_id"}
      />
      <SelectField
        meta={fields.sub_district_id}
        label="Kecamatan"
        placeholder={
          subDistrictList.length > 0 || hydrated ? "Pilih Kecamatan" : "Pilih kabupaten/kota lalu tekan Pilih"
        }
        options={subDistrictList.map((s) => ({ value: String(s.subdistrict_id), label: s.subdistrict_name }))}
        value={subDistrictId}
        onChange={setSubDistrictId}
        focusOnLoad={focus === "sub_district_id"}
      />
      {hydrated ? null : (
        <button
          type="submit"
          name="intent"
          value="regions"
          className="button button--outline region-selects__load"
          formNoValidate
        >
          Pilih
        </button>
      )}
    </fieldset>
  );
}
