import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutResponse, idResponse } from "../../server/contract/checkout";
import { shippingMessages, shippingQuoteResponse } from "../../server/contract/shipping";
import { customerAddresses } from "../../server/db/schema";
import { billedKilograms, tableShippingTariff, zoneBetween } from "../../server/providers/shipping-tariff";
import { useApiSuite } from "../helpers/api-suite";
import {
  addressesOf,
  checkoutFor,
  formRequest,
  getRequest,
  jsonRequest,
  plainProducts,
  type Buyer,
} from "./buyer-session";
import { call, expectError } from "./support";

describe("table shipping tariff", () => {
  it("classifies routes by district, province and island group", () => {
    expect(zoneBetween(7371, 7371)).toBe("district");
    expect(zoneBetween(7371, 7306)).toBe("province");
    expect(zoneBetween(7371, 7101)).toBe("island"); // Sulawesi Selatan → Sulawesi Utara
    expect(zoneBetween(7371, 3171)).toBe("national"); // Sulawesi → Jawa
    expect(zoneBetween(1101, 1371)).toBe("island"); // Aceh → Sumatera Barat
  });

  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [2500, 3],
    [10_000, 10],
  ])("bills %i g as %i kg", (grams, kilograms) => {
    expect(billedKilograms(grams)).toBe(kilograms);
  });

  it("prices each service per started kilogram for the zone", async () => {
    const services = await tableShippingTariff.quote({
      courier: "jne",
      originDistrictId: 7371,
      destinationDistrictId: 7306,
      weightGrams: 1500,
    });
    expect(services).toEqual([
      { service: "REG", description: "Layanan Reguler", value: 30_000, etd: "2-3" },
      { service: "YES", description: "Yakin Esok Sampai", value: 52_000, etd: "1-1" },
      { service: "OKE", description: "Ongkos Kirim Ekonomis", value: 24_000, etd: "3-4" },
    ]);
    const local = await tableShippingTariff.quote({
      courier: "POS",
      originDistrictId: 7371,
      destinationDistrictId: 7371,
      weightGrams: 200,
    });
    expect(local.map((service) => [service.service, service.value])).toEqual([
      ["Pos Reguler", 8_000],
      ["Pos Nextday", 16_000],
    ]);
  });

  it("offers nothing where a courier does not go, or for an unknown courier", async () => {
    const request = { originDistrictId: 7371, destinationDistrictId: 3171, weightGrams: 1000 };
    expect(await tableShippingTariff.quote({ courier: "tiki", ...request })).toEqual([]);
    expect(await tableShippingTariff.quote({ courier: "kilat", ...request })).toEqual([]);
    expect(await tableShippingTariff.quote({ courier: "constructor", ...request })).toEqual([]);
    expect((await tableShippingTariff.quote({ courier: "jne", ...request })).map((s) => s.service)).toEqual([
      "REG",
      "OKE",
    ]);
  });
});

describe("shipping quotes and the stored choice", () => {
  const { api, demo, other } = useApiSuite();
  let makassar: number;
  let gowa: number;
  let jakarta: number;
  let productIds: number[];

  beforeAll(async () => {
    [{ id: makassar }, { id: gowa }] = await addressesOf(api, demo);
    [{ id: jakarta }] = await api.handle.db
      .insert(customerAddresses)
      .values({
        customerId: demo.id,
        name: "Perwakilan Jakarta",
        receiptName: "Rina",
        receiptPhoneNumber: "0811",
        address: "Jl. Medan Merdeka",
        provinceId: 31,
        districtId: 3171,
        subDistrictId: 317101,
      })
      .returning({ id: customerAddresses.id });
    productIds = (await plainProducts(api, 2, 50, 1500)).map((product) => product.id);
  });

  const quote = (buyer: Buyer | null, checkoutId: number, satkerId: number, courier: string) =>
    formRequest(buyer, "POST", `/api/transaction/checkout/get-shipping-cost/${checkoutId}`, {
      satker_id: satkerId,
      courier,
    });
  const store = (buyer: Buyer, checkoutId: number, payload: object) =>
    jsonRequest(buyer, `/api/transaction/checkout/store-shipping-cost/${checkoutId}`, payload);
  const detail = async (checkoutId: number) =>
    (await call(api.app, checkoutResponse, getRequest(demo, `/api/transaction/checkout/detail-checkout/${checkoutId}`)))
      .body.data;

  it("quotes one batch from the settings' district to the address, by the checkout's weight", async () => {
    // 2 × 1.5 kg + 1 × 1.5 kg = 4.5 kg → 5 kg, Makassar → Gowa (same province).
    const checkoutId = await checkoutFor(api, demo, [
      { productId: productIds[0], qty: 2 },
      { productId: productIds[1], qty: 1 },
    ]);
    const { response, body } = await call(api.app, shippingQuoteResponse, quote(demo, checkoutId, gowa, "jne"));
    expect(response.statusCode).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ partial_id: 1, code: "jne", name: "Jalur Nugraha Ekakurir (JNE)" });
    expect(body.data[0].costs.map((cost) => [cost.service, cost.cost[0].value, cost.cost[0].etd])).toEqual([
      ["REG", 75_000, "2-3"],
      ["YES", 130_000, "1-1"],
      ["OKE", 60_000, "3-4"],
    ]);
  });

  it("quotes every delivery batch on its own weight", async () => {
    const checkoutId = await checkoutFor(api, demo, [
      { productId: productIds[0], qty: 4 },
      { productId: productIds[1], qty: 1 },
    ]);
    const { body: cd } = await call(
      api.app,
      checkoutResponse,
      getRequest(demo, `/api/transaction/checkout/detail-checkout/${checkoutId}`),
    );
    const split = cd.data.checkout_detail.find((line) => line.product_id === productIds[0]);
    await call(
      api.app,
      idResponse,
      formRequest(demo, "POST", "/api/transaction/checkout/partial", {
        checkout_detail_id: split!.id,
        "partial_qty[]": ["3", "1"],
      }),
    );
    const { body } = await call(api.app, shippingQuoteResponse, quote(demo, checkoutId, makassar, "pos"));
    // Batch 1: 3 × 1.5 + 1 × 1.5 = 6 kg; batch 2: 1.5 kg → 2 kg. Makassar → Makassar.
    expect(body.data.map((batch) => [batch.partial_id, batch.costs[0].service, batch.costs[0].cost[0].value])).toEqual([
      [1, "Pos Reguler", 48_000],
      [2, "Pos Reguler", 16_000],
    ]);
  });

  it("refuses unknown and disabled couriers and routes a courier does not serve", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: productIds[0], qty: 1 }]);
    const unknown = await expectError(api.app, quote(demo, checkoutId, gowa, "kilat"), 422);
    expect(unknown.message).toBe(shippingMessages.unknownCourier);
    const disabled = await expectError(api.app, quote(demo, checkoutId, gowa, "sicepat"), 422);
    expect(disabled.message).toBe(shippingMessages.courierDisabled);
    const notServed = await expectError(api.app, quote(demo, checkoutId, jakarta, "tiki"), 422);
    expect(notServed.message).toBe(shippingMessages.notServed);
  });

  it("keeps another buyer's checkout and address out of reach", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: productIds[0], qty: 1 }]);
    const [theirs] = await addressesOf(api, other);
    await expectError(api.app, quote(other, checkoutId, theirs.id, "jne"), 404);
    await expectError(api.app, quote(demo, checkoutId, theirs.id, "jne"), 404);
    await expectError(api.app, quote(null, checkoutId, gowa, "jne"), 401);
    await expectError(
      api.app,
      store(other, checkoutId, {
        satker_id: theirs.id,
        shipping_courier: "jne",
        shipping_service: "REG",
        shipping_costs: [{ partial_id: 1, shipping_cost: 15_000, etd: "" }],
      }),
      404,
    );
  });

  it("stores the chosen service after checking every batch's cost, and clears a shipping negotiation", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: productIds[0], qty: 2 }]);
    const choice = {
      satker_id: gowa,
      shipping_courier: "jne",
      shipping_service: "REG",
      shipping_costs: [{ partial_id: 1, shipping_cost: 45_000, etd: "2-3" }],
    };
    const { response } = await call(api.app, idResponse, store(demo, checkoutId, choice));
    expect(response.statusCode).toBe(200);
    await call(
      api.app,
      idResponse,
      formRequest(demo, "POST", "/api/transaction/checkout/shipping-negotiation", {
        checkout_id: checkoutId,
        shipping_cost_nego: "40000",
      }),
    );
    expect((await detail(checkoutId)).shipping_cost_nego).toBe(40_000);

    await call(
      api.app,
      idResponse,
      store(demo, checkoutId, {
        ...choice,
        shipping_service: "OKE",
        shipping_costs: [{ partial_id: 1, shipping_cost: 36_000, etd: "x" }],
      }),
    );
    const stored = await detail(checkoutId);
    expect(stored).toMatchObject({
      satker_id: gowa,
      shipping_courier: "jne",
      shipping_service: "OKE",
      shipping_cost: 36_000,
      shipping_cost_nego: null,
      shipping_costs: [{ partial_id: 1, shipping_cost: 36_000, etd: "3-4" }],
    });
    expect(stored.summary.shipping).toBe(36_000);
  });

  it("refuses a cost that is not the tariff's, an unknown service and a missing batch", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: productIds[0], qty: 2 }]);
    const base = { satker_id: gowa, shipping_courier: "jne", shipping_service: "REG" };
    const cheap = await expectError(
      api.app,
      store(demo, checkoutId, { ...base, shipping_costs: [{ partial_id: 1, shipping_cost: 1, etd: "2-3" }] }),
      422,
    );
    expect(cheap.message).toBe(shippingMessages.costMismatch);
    const unknown = await expectError(
      api.app,
      store(demo, checkoutId, {
        ...base,
        shipping_service: "SUPER",
        shipping_costs: [{ partial_id: 1, shipping_cost: 45_000, etd: "" }],
      }),
      422,
    );
    expect(unknown.message).toBe(shippingMessages.unknownService);
    const extra = await expectError(
      api.app,
      store(demo, checkoutId, {
        ...base,
        shipping_costs: [
          { partial_id: 1, shipping_cost: 45_000, etd: "" },
          { partial_id: 2, shipping_cost: 45_000, etd: "" },
        ],
      }),
      422,
    );
    expect(extra.message).toBe(shippingMessages.batchMismatch);
    expect((await detail(checkoutId)).shipping_service).toBeNull();
  });

  it("clears courier, service, costs and negotiation when the address changes", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: productIds[0], qty: 2 }]);
    await call(
      api.app,
      idResponse,
      store(demo, checkoutId, {
        satker_id: gowa,
        shipping_courier: "jne",
        shipping_service: "REG",
        shipping_costs: [{ partial_id: 1, shipping_cost: 45_000, etd: "" }],
      }),
    );
    await call(
      api.app,
      idResponse,
      formRequest(demo, "POST", "/api/transaction/checkout/shipping-negotiation", {
        checkout_id: checkoutId,
        shipping_cost_nego: "1000",
      }),
    );
    await call(
      api.app,
      idResponse,
      formRequest(demo, "POST", `/api/transaction/checkout/address/${checkoutId}`, { satker_id: makassar }),
    );
    expect(await detail(checkoutId)).toMatchObject({
      satker_id: makassar,
      shipping_courier: null,
      shipping_service: null,
      shipping_cost: null,
      shipping_cost_nego: null,
      shipping_costs: [],
    });
    const [theirs] = await addressesOf(api, other);
    await expectError(
      api.app,
      formRequest(demo, "POST", `/api/transaction/checkout/address/${checkoutId}`, { satker_id: theirs.id }),
      404,
    );
    await expectError(
      api.app,
      formRequest(other, "POST", `/api/transaction/checkout/address/${checkoutId}`, { satker_id: theirs.id }),
      404,
    );
    // The address row itself is untouched by all this.
    expect(await api.handle.db.select().from(customerAddresses).where(eq(customerAddresses.id, makassar))).toHaveLength(
      1,
    );
  });
});
