// GET lists for the cascaded region selects (with JavaScript): ?province_id= → districts,
// ?district_id= → sub-districts. The same for everyone, so browsers may keep them a while. A
// failure is silent (profile-area §7): the select stays empty; thrown on, it would replace the
// half-filled form with the page's error boundary.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { listDistricts, listSubDistricts } from "~/services/region.server";
import { logger } from "~/utils/logger.server";
import { searchObject } from "~/utils/query.server";
import { getRequestId } from "~/utils/request-id.server";

const query = z.union([
  z.object({ province_id: z.coerce.number().int().positive().max(999_999_999) }),
  z.object({ district_id: z.coerce.number().int().positive().max(999_999_999) }),
]);

const headers = { "Cache-Control": "public, max-age=600" };

const NOT_KEPT = { "Cache-Control": "no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const params = query.safeParse(searchObject(request));
  if (!params.success) throw data({ message: "Parameter wilayah tidak valid" }, { status: 400 });
  // As `regionLists` does on the server: any failure is an empty list (here not kept by the browser).
  const none = (error: unknown) => {
    logger.warn({ requestId: getRequestId(request), err: error }, "region list unavailable; answered empty");
    return null;
  };
  if ("province_id" in params.data) {
    const districts = await listDistricts(request, params.data.province_id).catch(none);
    return data({ districts: districts ?? [], subDistricts: null }, { headers: districts ? headers : NOT_KEPT });
  }
  const subDistricts = await listSubDistricts(request, params.data.district_id).catch(none);
  return data({ districts: null, subDistricts: subDistricts ?? [] }, { headers: subDistricts ? headers : NOT_KEPT });
}
