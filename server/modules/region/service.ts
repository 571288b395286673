import { asc, eq } from "drizzle-orm";
import type { District, Province, SubDistrict } from "../../contract/region";
import type { Db } from "../../db/client";
import { districts, provinces, subDistricts } from "../../db/schema";

// Lists are sorted by name: they fill select boxes that people scan alphabetically.

export async function listProvinces(db: Db): Promise<Province[]> {
  return db
    .select({ province_id: provinces.id, province_name: provinces.name })
    .from(provinces)
    .orderBy(asc(provinces.name));
}

/** An unknown province gives an empty list, not a 404: the same answer as "no districts", one query, no special case in the cascade. */
export async function listDistricts(db: Db, provinceId: number): Promise<District[]> {
  return db
    .select({
      city_id: districts.id,
      province_id: districts.provinceId,
      type: districts.type,
      city_name: districts.name,
      postal_code: districts.postalCode,
    })
    .from(districts)
    .where(eq(districts.provinceId, provinceId))
    .orderBy(asc(districts.name), asc(districts.type));
}

/** An unknown district gives an empty list (see `listDistricts`). */
export async function listSubDistricts(db: Db, districtId: number): Promise<SubDistrict[]> {
  return db
    .select({
      subdistrict_id: subDistricts.id,
      city_id: subDistricts.districtId,
      subdistrict_name: subDistricts.name,
      postal_code: subDistricts.postalCode,
    })
    .from(subDistricts)
    .where(eq(subDistricts.districtId, districtId))
    .orderBy(asc(subDistricts.name), asc(subDistricts.id));
}
