import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressForm, addressListResponse, addressMessages, addressResponse } from "../../server/contract/address";
import { customerAddresses } from "../../server/db/schema";
import { DEMO_LOGIN, OTHER_LOGIN } from "../helpers/test-db";
import { formRequest, getRequest, loginAs, type Buyer } from "./buyer-session";
import { call, expectError, startApi, type TestApi } from "./support";

let api: TestApi;
let demo: Buyer;
let other: Buyer;

beforeAll(async () => {
  api = await startApi();
  [demo, other] = await Promise.all([loginAs(api, DEMO_LOGIN), loginAs(api, OTHER_LOGIN)]);
});
afterAll(() => api?.close());

const valid = {
  receipt_name: "Sitti Aisyah",
  receipt_phone_number: "081311122233",
  address: "Jl. Sultan Alauddin No. 3",
  name: "Sekretariat Dinas Kesehatan",
  province_id: "73",
  district_id: "7371",
  sub_district_id: "737101",
};

const create = (buyer: Buyer, fields: Record<string, string | number>) =>
  formRequest(buyer, "POST", "/api/customer/address/create", { customer_id: buyer.id, ...fields });

describe("GET /api/customer/address/list/:customerId", () => {
  it("lists the caller's addresses oldest first, with region names", async () => {
    const { body } = await call(api.app, addressListResponse, getRequest(demo, `/api/customer/address/list/${demo.id}`));
    const seeded = await api.handle.db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, demo.id))
      .orderBy(customerAddresses.id);
    expect(body.data.map((entry) => entry.id)).toEqual(seeded.map((row) => row.id));
    expect(body.data[0]).toEqual({
      id: seeded[0].id,
      satker_id: seeded[0].id,
      name: "Bagian Umum Dinas Pendidikan",
      customer_address: {
        receipt_name: "Muh. Ilham",
        receipt_phone_number: "081355509876",
        address: "Jl. Letjen Hertasning No. 12",
        province_id: 73,
        district_id: 7371,
        sub_district_id: 737109,
        province: { province_name: "Sulawesi Selatan" },
        district: { city_name: "Kota Makassar" },
        sub_district: { subdistrict_name: "Panakkukang" },
        postal_code: expect.stringMatching(/^\d{5}$/),
      },
    });
  });

  it("answers 401 without a login and 404 for another buyer's list", async () => {
    await expectError(api.app, `/api/customer/address/list/${demo.id}`, 401);
    await expectError(api.app, getRequest(other, `/api/customer/address/list/${demo.id}`), 404);
  });
});

describe("POST /api/customer/address/create", () => {
  it("adds an address that is listed last", async () => {
    const { response, body } = await call(api.app, addressResponse, create(demo, valid));
    expect(response.statusCode).toBe(200);
    expect(body.data.customer_address).toMatchObject({ receipt_name: "Sitti Aisyah", district: { city_name: "Kota Makassar" } });
    const list = await call(api.app, addressListResponse, getRequest(demo, `/api/customer/address/list/${demo.id}`));
    expect(list.body.data.at(-1)?.id).toBe(body.data.id);
    const theirs = await call(api.app, addressListResponse, getRequest(other, `/api/customer/address/list/${other.id}`));
    expect(theirs.body.data.map((entry) => entry.id)).not.toContain(body.data.id);
  });

  it("answers every missing field with the spec's message at once", async () => {
    const error = await expectError(api.app, create(demo, {}), 400);
    expect(error.data).toMatchObject({
      receipt_name: [addressMessages.receiptName],
      address: [addressMessages.address],
      name: [addressMessages.satker],
      province_id: [addressMessages.province],
      district_id: [addressMessages.district],
      sub_district_id: [addressMessages.subDistrict],
      receipt_phone_number: [addressMessages.phone],
    });
    const blank = await expectError(
      api.app,
      create(demo, { receipt_name: " ", address: "", name: "", province_id: "", district_id: "", sub_district_id: "", receipt_phone_number: "" }),
      400,
    );
    expect(blank.data?.receipt_name).toEqual(["Nama penerima tidak boleh kosong"]);
    expect(blank.data?.province_id).toEqual(["Silahkan pilih provinsi"]);
    expect(blank.data?.receipt_phone_number).toEqual(["No telepon tidak boleh kosong"]);
  });

  it("wants digits only in the phone number", async () => {
    const error = await expectError(api.app, create(demo, { ...valid, receipt_phone_number: "0813-111" }), 400);
    expect(error.data?.receipt_phone_number).toEqual(["Pastikan data yang diinput berupa angka"]);
  });

  it("refuses regions that do not exist or do not belong together", async () => {
    const wrongDistrict = await expectError(api.app, create(demo, { ...valid, district_id: "7306" }), 422);
    expect(wrongDistrict.message).toBe(addressMessages.regionMismatch);
    expect(wrongDistrict.data?.district_id).toEqual([addressMessages.district]);
    const wrongProvince = await expectError(api.app, create(demo, { ...valid, province_id: "74" }), 422);
    expect(wrongProvince.data?.province_id).toEqual([addressMessages.province]);
    const unknown = await expectError(api.app, create(demo, { ...valid, sub_district_id: "999999" }), 422);
    expect(unknown.data?.sub_district_id).toEqual([addressMessages.subDistrict]);
  });

  it("refuses to add an address in another buyer's name (404) and without a login (401)", async () => {
    await expectError(api.app, formRequest(demo, "POST", "/api/customer/address/create", { ...valid, customer_id: other.id }), 404);
    await expectError(api.app, formRequest(null, "POST", "/api/customer/address/create", { ...valid, customer_id: demo.id }), 401);
  });
});

describe("addressForm (shared with the BFF's form)", () => {
  it("accepts the valid form and coerces the region ids", () => {
    expect(addressForm.parse(valid)).toMatchObject({ province_id: 73, district_id: 7371, sub_district_id: 737101 });
  });

  it("gives the select messages for missing values (Conform sends undefined for empty fields)", () => {
    const result = addressForm.safeParse({ ...valid, province_id: undefined, district_id: undefined, sub_district_id: "0" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? []);
    expect(messages).toEqual({ province_id: "Silahkan pilih provinsi", district_id: "Silahkan pilih kabupaten", sub_district_id: "Silahkan pilih kecamatan" });
  });
});
