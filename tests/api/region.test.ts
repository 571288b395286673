import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { districtListResponse, provinceListResponse, subDistrictListResponse } from "../../server/contract/region";
import { call, expectError } from "./support";

const { api } = useApiSuite({ buyers: false });

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("GET /api/customer/province", () => {
  it("answers the 38 provinces sorted by name", async () => {
    const { body } = await call(api.app, provinceListResponse, "/api/customer/province");
    expect(body.data).toHaveLength(38);
    const names = body.data.map((p) => p.province_name);
    expect(names).toEqual([...names].sort(byName));
    expect(body.data).toContainEqual({ province_id: 73, province_name: "Sulawesi Selatan" });
  });
});

describe("GET /api/customer/district/:id", () => {
  it("answers the districts of one province with their postal codes", async () => {
    const { body } = await call(api.app, districtListResponse, "/api/customer/district/73");
    expect(body.data.length).toBe(24);
    for (const district of body.data) expect(district.province_id).toBe(73);
    expect(body.data).toContainEqual({
      city_id: 7371,
      province_id: 73,
      type: "Kota",
      city_name: "Makassar",
      postal_code: expect.stringMatching(/^\d{5}$/),
    });
    const names = body.data.map((d) => d.city_name);
    expect(names).toEqual([...names].sort(byName));
  });

  it("answers an empty list for an unknown province (the same as one without districts)", async () => {
    const { response, body } = await call(api.app, districtListResponse, "/api/customer/district/99");
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it.each(["abc", "0", "-5", "7.3"])("answers 400 for the malformed id %s", async (id) => {
    const error = await expectError(api.app, `/api/customer/district/${id}`, 400);
    expect(error.data?.id?.length).toBeGreaterThan(0);
  });
});

describe("GET /api/customer/sub-district/:id", () => {
  it("answers the sub-districts of one district", async () => {
    const { body } = await call(api.app, subDistrictListResponse, "/api/customer/sub-district/7371");
    expect(body.data.length).toBe(15);
    for (const sub of body.data) expect(sub.city_id).toBe(7371);
    expect(body.data.map((s) => s.subdistrict_name)).toContain("Panakkukang");
  });

  it("answers an empty list for an unknown district", async () => {
    const { body } = await call(api.app, subDistrictListResponse, "/api/customer/sub-district/9999");
    expect(body.data).toEqual([]);
  });

  it("answers 400 for a malformed id", async () => {
    const error = await expectError(api.app, "/api/customer/sub-district/x1", 400);
    expect(error.message).toBe("Data yang dikirim tidak valid.");
  });
});
