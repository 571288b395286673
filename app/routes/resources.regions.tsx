// GET lists for the cascaded region selects (with JavaScript): ?province_id= → districts,
// ?district_id= → sub-districts. The same for everyone, so browsers may keep them a while. A
// failure is silent (profile-area §7): the select stays empty; thrown on, it would replace the
// half-filled form with the page's error boundary.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { ApiError, thrownStatus } from "~/services/api-client.server";
import { listDistricts, listSubDistricts } from "~/services/region.server";
import { logger } from "~/utils/logger.server";
import { searchObject } from "~/utils/query.server";
import { getRequestId } from "~/utils/request-id.server";

const query = z.union([
  z.object({ province_id: z.coerce.number().int().positive().max(999_999_999) }),
  z.object({ district_id: z.coerce.number().int().positive().max(999_999_999) }),
]);

const headers = { "Cache-Control": "public, max-age=600" };

export async function loader({ request }: LoaderFunctionArgs) {
  const params = query.safeParse(searchObject(request));
  if (!params.success) throw data({ message: "Parameter wilayah tidak valid" }, { status: 400 });
  const byProvince = "province_id" in params.data;
  try {
    if ("province_id" in params.data) {
      return data(
        { districts: await listDistricts(request, params.data.province_id), subDistricts: null },
        { headers },
      );
    }
    return data(
      { districts: null, subDistricts: await listSubDistricts(request, params.data.district_id) },
      { headers },
    );
  } catch (error) {
    const status = error instanceof ApiError ? error.status : thrownStatus(error);
    if (status === undefined || (status >= 300 && status < 400)) throw error;
    logger.warn({ requestId: getRequestId(request), status }, "region list unavailable; answered empty");
    return data(
      { districts: byProvince ? [] : null, subDistricts: byProvince ? null : [] },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
}
