import * as z from "zod";
import { envelope, idParam } from "./envelope";

export const province = z.object({ province_id: z.number().int(), province_name: z.string() });
export const district = z.object({
  city_id: z.number().int(),
  province_id: z.number().int(),
  /** Kabupaten or Kota: two districts may share a city_name. */
  type: z.string(),
  city_name: z.string(),
  postal_code: z.string(),
});
export const subDistrict = z.object({
  subdistrict_id: z.number().int(),
  city_id: z.number().int(),
  subdistrict_name: z.string(),
  postal_code: z.string(),
});
export type Province = z.infer<typeof province>;
export type District = z.infer<typeof district>;
export type SubDistrict = z.infer<typeof subDistrict>;

export const regionParentParams = z.object({ id: idParam });
export const provinceListResponse = envelope(z.array(province));
export const districtListResponse = envelope(z.array(district));
export const subDistrictListResponse = envelope(z.array(subDistrict));
