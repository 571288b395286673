import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import {
  addressForm,
  addressListResponse,
  addressMessages,
  addressResponse,
  deleteAddressResponse,
  updateAddressResponse,
} from "../../server/contract/address";
import { checkoutResponse, idResponse } from "../../server/contract/checkout";
import { transactionResponse } from "../../server/contract/transaction";
import { checkouts, customerAddresses } from "../../server/db/schema";
import {
  checkoutFor,
  chooseService,
  formRequest,
  getRequest,
  jsonRequest,
  plainProducts,
  type Buyer,
} from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other } = useApiSuite();

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
    const { body } = await call(
      api.app,
      addressListResponse,
      getRequest(demo, `/api/customer/address/list/${demo.id}`),
    );
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
    expect(body.data.customer_address).toMatchObject({
      receipt_name: "Sitti Aisyah",
      district: { city_name: "Kota Makassar" },
    });
    const list = await call(api.app, addressListResponse, getRequest(demo, `/api/customer/address/list/${demo.id}`));
    expect(list.body.data.at(-1)?.id).toBe(body.data.id);
    const theirs = await call(
      api.app,
      addressListResponse,
      getRequest(other, `/api/customer/address/list/${other.id}`),
    );
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
      create(demo, {
        receipt_name: " ",
        address: "",
        name: "",
        province_id: "",
        district_id: "",
        sub_district_id: "",
        receipt_phone_number: "",
      }),
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
    await expectError(
      api.app,
      formRequest(demo, "POST", "/api/customer/address/create", { ...valid, customer_id: other.id }),
      404,
    );
    await expectError(
      api.app,
      formRequest(null, "POST", "/api/customer/address/create", { ...valid, customer_id: demo.id }),
      401,
    );
  });
});

describe("addressForm (shared with the BFF's form)", () => {
  it("accepts the valid form and coerces the region ids", () => {
    expect(addressForm.parse(valid)).toMatchObject({ province_id: 73, district_id: 7371, sub_district_id: 737101 });
  });

  it("gives the select messages for missing values (Conform sends undefined for empty fields)", () => {
    const result = addressForm.safeParse({
      ...valid,
      province_id: undefined,
      district_id: undefined,
      sub_district_id: "0",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [],
    );
    expect(messages).toEqual({
      province_id: "Silahkan pilih provinsi",
      district_id: "Silahkan pilih kabupaten",
      sub_district_id: "Silahkan pilih kecamatan",
    });
  });
});

/** A fresh address of the buyer, made through the API. */
const added = async (buyer: Buyer, fields: Record<string, string> = {}) =>
  (await call(api.app, addressResponse, create(buyer, { ...valid, ...fields }))).body.data;

const update = (buyer: Buyer | null, id: number, fields: Record<string, string | number>) =>
  formRequest(buyer, "POST", `/api/customer/address/update/${id}`, { _method: "PUT", ...fields });

const remove = (buyer: Buyer | null, id: number) => ({
  method: "DELETE" as const,
  url: `/api/customer/address/delete/${id}`,
  headers: { ...buyer?.headers },
});

const moved = {
  receipt_name: "Andi Baso",
  receipt_phone_number: "085200011122",
  address: "Jl. Poros Malino Km. 5",
  name: "UPT Puskesmas Bontomarannu",
  province_id: "73",
  district_id: "7306",
};

describe("GET /api/customer/address/edit/:addressId", () => {
  it("reads one of the caller's addresses as the list shows it", async () => {
    const entry = await added(demo);
    const { body } = await call(api.app, addressResponse, getRequest(demo, `/api/customer/address/edit/${entry.id}`));
    expect(body.data).toEqual(entry);
  });

  it("answers 404 for another buyer's or an unknown address, 401 without a login", async () => {
    const entry = await added(demo);
    await expectError(api.app, getRequest(other, `/api/customer/address/edit/${entry.id}`), 404);
    await expectError(api.app, getRequest(demo, "/api/customer/address/edit/99999999"), 404);
    await expectError(api.app, `/api/customer/address/edit/${entry.id}`, 401);
  });
});

describe("POST /api/customer/address/update/:addressId (_method=PUT)", () => {
  it("replaces every field and answers data.status 'Success'", async () => {
    const entry = await added(demo);
    const subDistrictId = await firstSubDistrictOf(7306);
    const { response, body } = await call(
      api.app,
      updateAddressResponse,
      update(demo, entry.id, { ...moved, sub_district_id: subDistrictId, customer_id: demo.id }),
    );
    expect(response.statusCode).toBe(200);
    expect(body.data.status).toBe("Success");
    expect(body.data).toMatchObject({
      id: entry.id,
      name: "UPT Puskesmas Bontomarannu",
      customer_address: {
        receipt_name: "Andi Baso",
        receipt_phone_number: "085200011122",
        address: "Jl. Poros Malino Km. 5",
        district_id: 7306,
        sub_district_id: Number(subDistrictId),
        district: { city_name: "Kabupaten Gowa" },
      },
    });
    const read = await call(api.app, addressResponse, getRequest(demo, `/api/customer/address/edit/${entry.id}`));
    expect(read.body.data.customer_address.address).toBe("Jl. Poros Malino Km. 5");
  });

  it("answers the same PUT sent as a real PUT", async () => {
    const entry = await added(demo);
    const request = formRequest(demo, "PUT", `/api/customer/address/update/${entry.id}`, {
      ...valid,
      receipt_name: "Lewat PUT",
      customer_id: demo.id,
    });
    const { body } = await call(api.app, updateAddressResponse, request);
    expect(body.data.customer_address.receipt_name).toBe("Lewat PUT");
  });

  it("gives the spec's messages for every missing field and for a phone that is not digits", async () => {
    const entry = await added(demo);
    const error = await expectError(api.app, update(demo, entry.id, { customer_id: demo.id }), 400);
    expect(error.data).toMatchObject({
      receipt_name: ["Nama penerima tidak boleh kosong"],
      address: ["Alamat tidak boleh kosong"],
      name: ["Satuan kerja tidak boleh kosong"],
      province_id: ["Silahkan pilih provinsi"],
      district_id: ["Silahkan pilih kabupaten"],
      sub_district_id: ["Silahkan pilih kecamatan"],
      receipt_phone_number: ["No telepon tidak boleh kosong"],
    });
    const digits = await expectError(
      api.app,
      update(demo, entry.id, { ...valid, receipt_phone_number: "08a1", customer_id: demo.id }),
      400,
    );
    expect(digits.data?.receipt_phone_number).toEqual(["Pastikan data yang diinput berupa angka"]);
    const regions = await expectError(
      api.app,
      update(demo, entry.id, { ...valid, district_id: "7306", customer_id: demo.id }),
      422,
    );
    expect(regions.data?.district_id).toEqual([addressMessages.district]);
    // Nothing was changed by the refused updates.
    const read = await call(api.app, addressResponse, getRequest(demo, `/api/customer/address/edit/${entry.id}`));
    expect(read.body.data).toEqual(entry);
  });

  it("keeps another buyer's address out of reach (404) and wants a login (401)", async () => {
    const entry = await added(demo);
    await expectError(api.app, update(other, entry.id, { ...valid, customer_id: other.id }), 404);
    await expectError(api.app, update(other, entry.id, { ...valid, customer_id: demo.id }), 404);
    await expectError(api.app, update(demo, entry.id, { ...valid, customer_id: other.id }), 404);
    await expectError(api.app, update(null, entry.id, { ...valid, customer_id: demo.id }), 401);
    const read = await call(api.app, addressResponse, getRequest(demo, `/api/customer/address/edit/${entry.id}`));
    expect(read.body.data).toEqual(entry);
  });
});

describe("DELETE /api/customer/address/delete/:addressId", () => {
  it("deletes the address from the caller's list", async () => {
    const entry = await added(demo);
    const { body } = await call(api.app, deleteAddressResponse, remove(demo, entry.id));
    expect(body.data).toEqual({ id: entry.id });
    const list = await call(api.app, addressListResponse, getRequest(demo, `/api/customer/address/list/${demo.id}`));
    expect(list.body.data.map((row) => row.id)).not.toContain(entry.id);
    await expectError(api.app, remove(demo, entry.id), 404);
  });

  it("keeps another buyer's address (404) and wants a login (401)", async () => {
    const entry = await added(demo);
    await expectError(api.app, remove(other, entry.id), 404);
    await expectError(api.app, remove(null, entry.id), 401);
    await call(api.app, addressResponse, getRequest(demo, `/api/customer/address/edit/${entry.id}`));
  });

  it("leaves orders made to the address intact and takes it (with its quotes) out of an open checkout", async () => {
    const [first, second] = await plainProducts(api, 2, 40);
    const entry = await added(demo, { receipt_name: "Penerima Pesanan", address: "Jl. Pesanan No. 1" });

    // An order shipped to the address.
    const ordered = await checkoutFor(api, demo, [{ productId: first.id, qty: 1 }]);
    await chooseService(api, demo, ordered, entry.id);
    const checkout = (
      await call(api.app, checkoutResponse, getRequest(demo, `/api/transaction/checkout/detail-checkout/${ordered}`))
    ).body.data;
    const { body: created } = await call(
      api.app,
      idResponse,
      jsonRequest(demo, "/api/transaction/create", {
        checkout_id: checkout.id,
        total_ppn: checkout.summary.total_ppn,
        partial: checkout.checkout_detail.map((line) => ({ id: line.id, partial_qty: [line.qty] })),
        idempotency_key: checkout.idempotency_key,
      }),
    );

    // A checkout still open, shipping to the address.
    const open = await checkoutFor(api, demo, [{ productId: second.id, qty: 1 }]);
    await chooseService(api, demo, open, entry.id);

    await call(api.app, deleteAddressResponse, remove(demo, entry.id));

    const order = (await call(api.app, transactionResponse, getRequest(demo, `/api/transaction/${created.data.id}`)))
      .body.data;
    expect(order.address).toMatchObject({
      name_receipt: "Penerima Pesanan",
      address: "Jl. Pesanan No. 1",
      district: "Kota Makassar",
    });
    const [row] = await api.handle.db.select().from(checkouts).where(eq(checkouts.id, open));
    expect(row).toMatchObject({ addressId: null, shippingCourier: null, shippingService: null, shippingCost: null });
    const detail = (
      await call(api.app, checkoutResponse, getRequest(demo, `/api/transaction/checkout/detail-checkout/${open}`))
    ).body.data;
    expect(detail.satker_id).toBeNull();
    expect(detail.shipping_costs).toEqual([]);
  });

  it("voids an open checkout's quotes when an update moves the address to another sub-district", async () => {
    const [product] = await plainProducts(api, 1, 40);
    const entry = await added(demo);
    const open = await checkoutFor(api, demo, [{ productId: product.id, qty: 1 }]);
    await chooseService(api, demo, open, entry.id);
    // Same place, other recipient: the quotes still hold.
    await call(
      api.app,
      updateAddressResponse,
      update(demo, entry.id, { ...valid, receipt_name: "Orang Lain", customer_id: demo.id }),
    );
    expect((await api.handle.db.select().from(checkouts).where(eq(checkouts.id, open)))[0].shippingCourier).toBe("jne");
    await call(
      api.app,
      updateAddressResponse,
      update(demo, entry.id, { ...moved, sub_district_id: await firstSubDistrictOf(7306), customer_id: demo.id }),
    );
    const [row] = await api.handle.db.select().from(checkouts).where(eq(checkouts.id, open));
    expect(row).toMatchObject({ addressId: entry.id, shippingCourier: null, shippingCost: null });
  });
});

async function firstSubDistrictOf(districtId: number): Promise<string> {
  const response = await api.app.inject(getRequest(demo, `/api/customer/sub-district/${districtId}`));
  expect(response.statusCode, response.body).toBe(200);
  const list = (response.json() as { data: { subdistrict_id: number }[] }).data;
  return String(list[0].subdistrict_id);
}
