import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/resources.regions";
import { setTestEnv, useMockUpstream } from "./helpers";

// profile-area §7 "region-list failures are silent": the cascaded selects' lists with JavaScript.
// An error thrown by a fetcher's loader would show the page's error boundary in place of the form.

const base = "http://api.regions.test/api";
setTestEnv({ API_BASE_URL: base });
const server = useMockUpstream();

type Lists = { data: { districts: unknown[] | null; subDistricts: unknown[] | null }; init: ResponseInit | null };

async function regions(query: string): Promise<Lists> {
  const request = new Request(`http://web.test/resources/regions?${query}`);
  return (await loader({ request, params: {}, context: {} })) as unknown as Lists;
}

const DISTRICT = { city_id: 7371, province_id: 73, type: "Kota", city_name: "Makassar", postal_code: "90111" };

describe("/resources/regions", () => {
  it("answers a province's districts, kept by the browser a while", async () => {
    server.use(
      http.get(`${base}/customer/district/73`, () =>
        HttpResponse.json({ status: true, message: "ok", data: [DISTRICT] }),
      ),
    );
    const lists = await regions("province_id=73");
    expect(lists.data.districts).toEqual([DISTRICT]);
    expect(new Headers(lists.init?.headers).get("Cache-Control")).toBe("public, max-age=600");
  });

  it.each([
    ["a 500", () => HttpResponse.json({ status: false, message: "error", data: null }, { status: 500 })],
    [
      "a 404",
      () => HttpResponse.json({ status: false, message: "Data tidak ditemukan.", data: null }, { status: 404 }),
    ],
    ["a dropped connection", () => HttpResponse.error()],
  ])("Region-list failures are silent: %s gives an empty list that is not kept", async (_, answer) => {
    server.use(
      http.get(`${base}/customer/district/73`, answer),
      http.get(`${base}/customer/sub-district/7371`, answer),
    );
    const districts = await regions("province_id=73");
    expect(districts.data).toEqual({ districts: [], subDistricts: null });
    expect(new Headers(districts.init?.headers).get("Cache-Control")).toBe("no-store");
    const subDistricts = await regions("district_id=7371");
    expect(subDistricts.data).toEqual({ districts: null, subDistricts: [] });
  });
});
