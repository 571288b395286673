// GET lists for the cascaded region selects (with JavaScript): ?province_id= → districts,
// ?district_id= → sub-districts. The same for everyone, so browsers may keep them a while.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { listDistricts, listSubDistricts } from "~/services/region.server";
import { searchObject } from "~/utils/query.server";

const query = z.union([
  z.object({ province_id: z.coerce.number().int().positive().max(999_999_999) }),
  z.object({ district_id: z.coerce.number().int().positive().max(999_999_999) }),
]);

const headers = { "Cache-Control": "public, max-age=600" };

export async function loader({ request }: LoaderFunctionArgs) {
  const params = query.safeParse(searchObject(request));
  if (!params.success) throw data({ message: "Parameter wilayah tidak valid" }, { status: 400 });
  if ("province_id" in params.data) {
    return data({ districts: await listDistricts(request, params.data.province_id), subDistricts: null }, { headers });
  }
  return data({ districts: null, subDistricts: await listSubDistricts(request, params.data.district_id) }, { headers });
}
