import type { District, SubDistrict } from "@contract/region";
import * as z from "zod";
import { listDistricts, listSubDistricts } from "~/services/region.server";

const id = z.coerce.number().int().positive().max(999_999_999);

/** The district and sub-district lists for the chosen province and district (ids from a form or a query). */
export async function regionLists(
  request: Request,
  chosen: { province_id?: unknown; district_id?: unknown },
): Promise<{ districts: District[]; subDistricts: SubDistrict[] }> {
  const provinceId = id.safeParse(chosen.province_id);
  const districtId = id.safeParse(chosen.district_id);
  const [districts, subDistricts] = await Promise.all([
    provinceId.success ? listDistricts(request, provinceId.data).catch(() => []) : Promise.resolve([]),
    districtId.success ? listSubDistricts(request, districtId.data).catch(() => []) : Promise.resolve([]),
  ]);
  // A district of another province (the province was changed before "Pilih"): its list is stale.
  const districtFits = districtId.success && districts.some((district) => district.city_id === districtId.data);
  return { districts, subDistricts: districtFits ? subDistricts : [] };
}
