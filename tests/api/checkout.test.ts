import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { checkoutMessages, checkoutResponse, idResponse, setPartialsResponse } from "../../server/contract/checkout";
import { carts, products, promos } from "../../server/db/schema";
import {
  addressesOf,
  checkoutFor,
  chooseService,
  formRequest,
  getRequest,
  plainProducts,
  type Buyer,
} from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other } = useApiSuite();
let gowa: number;
let items: { id: number; name: string; price: number }[];

beforeAll(async () => {
  [, { id: gowa }] = await addressesOf(api, demo);
  items = await plainProducts(api, 3, 20, 1000);
});

const detail = async (checkoutId: number, buyer = demo) =>
  (await call(api.app, checkoutResponse, getRequest(buyer, `/api/transaction/checkout/detail-checkout/${checkoutId}`)))
    .body.data;
const createRequest = (buyer: Buyer, fields: Record<string, string | number | (string | number)[]>) =>
  formRequest(buyer, "POST", "/api/transaction/checkout", { customer_id: buyer.id, ...fields });
const priceNego = (buyer: Buyer, lineId: number, price: string) =>
  formRequest(buyer, "POST", "/api/transaction/checkout/price-negotiation", {
    checkout_detail_id: lineId,
    price_nego: price,
  });
const shippingNego = (buyer: Buyer, checkoutId: number, amount: string) =>
  formRequest(buyer, "POST", "/api/transaction/checkout/shipping-negotiation", {
    checkout_id: checkoutId,
    shipping_cost_nego: amount,
  });
const partial = (buyer: Buyer, lineId: number, values: string[]) =>
  formRequest(buyer, "POST", "/api/transaction/checkout/partial", {
    checkout_detail_id: lineId,
    "partial_qty[]": values,
  });

describe("POST /api/transaction/checkout", () => {
  it("creates a checkout of the ticked lines with the sent quantities and the cart notes", async () => {
    const checkoutId = await checkoutFor(api, demo, [
      { productId: items[0].id, qty: 2, note: "Segera" },
      { productId: items[1].id, qty: 3 },
    ]);
    const checkout = await detail(checkoutId);
    expect(checkout.checkout_detail.map((line) => [line.product_id, line.qty, line.notes])).toEqual([
      [items[0].id, 2, "Segera"],
      [items[1].id, 3, null],
    ]);
    expect(checkout).toMatchObject({ satker_id: null, shipping_courier: null, batches: 1, shipping_costs: [] });
    expect(checkout.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 'Silahkan Pilih Produk!' when nothing is ticked", async () => {
    const error = await expectError(api.app, createRequest(demo, {}), 400);
    expect(error.message).toBe("Silahkan Pilih Produk!");
    expect(error.data?.cart_id).toEqual(["Silahkan Pilih Produk!"]);
  });

  it("wants one qty per cart line", async () => {
    const [{ id }] = await api.handle.db
      .insert(carts)
      .values({ customerId: demo.id, productId: items[2].id, qty: 1 })
      .returning({ id: carts.id });
    const error = await expectError(api.app, createRequest(demo, { "cart_id[]": [id], "qty[]": [1, 2] }), 400);
    expect(error.message).toBe(checkoutMessages.qtyCount);
    const negative = await expectError(api.app, createRequest(demo, { "cart_id[]": [id], "qty[]": ["-1"] }), 400);
    expect(negative.data?.["qty.0"]).toEqual(["QTY tidak boleh negatif!"]);
  });

  it("refuses lines short of stock or disabled, naming the product", async () => {
    const [line] = await api.handle.db
      .insert(carts)
      .values({ customerId: other.id, productId: items[0].id, qty: 1 })
      .returning({ id: carts.id });
    const short = await expectError(api.app, createRequest(other, { "cart_id[]": [line.id], "qty[]": [21] }), 422);
    expect(short.message).toBe(`Stok ${items[0].name} tidak mencukupi.`);
    await api.handle.db.update(products).set({ status: "disabled" }).where(eq(products.id, items[0].id));
    const disabled = await expectError(api.app, createRequest(other, { "cart_id[]": [line.id], "qty[]": [1] }), 422);
    expect(disabled.message).toBe(`Produk ${items[0].name} sudah dinonaktifkan.`);
    await api.handle.db.update(products).set({ status: "enabled" }).where(eq(products.id, items[0].id));
  });

  it("keeps another buyer's cart lines and checkouts out of reach", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: items[0].id, qty: 1 }]);
    const [demoLine] = await api.handle.db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.customerId, demo.id))
      .limit(1);
    await expectError(api.app, createRequest(other, { "cart_id[]": [demoLine.id] }), 404);
    await expectError(
      api.app,
      formRequest(other, "POST", "/api/transaction/checkout", { customer_id: demo.id, "cart_id[]": [demoLine.id] }),
      404,
    );
    await expectError(api.app, getRequest(other, `/api/transaction/checkout/detail-checkout/${checkoutId}`), 404);
    await expectError(api.app, getRequest(null, `/api/transaction/checkout/detail-checkout/${checkoutId}`), 401);
    const [line] = (await detail(checkoutId)).checkout_detail;
    await expectError(api.app, priceNego(other, line.id, "1"), 404);
    await expectError(api.app, shippingNego(other, checkoutId, "1"), 404);
    await expectError(api.app, partial(other, line.id, []), 404);
  });
});

describe("checkout figures", () => {
  it("uses the promo price and rounds VAT per line", async () => {
    // 11% of 1,005 is 110.55: rounded per line (111 + 111) it is 222, not the 221 of the rounded total.
    await api.handle.db.update(products).set({ price: 1_005 }).where(eq(products.id, items[0].id));
    await api.handle.db.update(products).set({ price: 2_000 }).where(eq(products.id, items[1].id));
    const [promo] = await api.handle.db
      .insert(promos)
      .values({ productId: items[1].id, pricePromo: 1_005, discount: 50 })
      .returning();
    try {
      const checkoutId = await checkoutFor(api, demo, [
        { productId: items[0].id, qty: 1 },
        { productId: items[1].id, qty: 1 },
      ]);
      const checkout = await detail(checkoutId);
      expect(checkout.checkout_detail.map((line) => [line.price, line.subtotal])).toEqual([
        [1_005, 1_005],
        [1_005, 1_005],
      ]);
      expect(checkout.summary).toEqual({
        total_qty: 2,
        total_price: 2_010,
        total_price_nego: 2_010,
        total_ppn: 222,
        shipping: 0,
        grand_total: 2_232,
      });
    } finally {
      await api.handle.db.delete(promos).where(eq(promos.id, promo.id));
      for (const item of items.slice(0, 2))
        await api.handle.db.update(products).set({ price: item.price }).where(eq(products.id, item.id));
    }
  });

  it("negotiates a line's price only after a service is chosen, and VAT follows the negotiated subtotal", async () => {
    const checkoutId = await checkoutFor(api, demo, [
      { productId: items[0].id, qty: 3 },
      { productId: items[1].id, qty: 1 },
    ]);
    const [first, second] = (await detail(checkoutId)).checkout_detail;
    const early = await expectError(api.app, priceNego(demo, first.id, "1000"), 422);
    expect(early.message).toBe(checkoutMessages.chooseCourierForPrice);

    const shipping = await chooseService(api, demo, checkoutId, gowa);
    await call(api.app, idResponse, priceNego(demo, first.id, "1001"));
    const negotiated = await detail(checkoutId);
    const line = negotiated.checkout_detail[0];
    expect(line).toMatchObject({ is_nego: true, price_nego: 1_001, subtotal_nego: 3_003, subtotal: first.price * 3 });
    const vat = (amount: number) => Math.round(amount * 0.11);
    expect(negotiated.summary).toEqual({
      total_qty: 4,
      total_price: first.subtotal + second.subtotal,
      total_price_nego: 3_003 + second.subtotal,
      total_ppn: vat(3_003) + vat(second.subtotal),
      shipping,
      grand_total: 3_003 + second.subtotal + vat(3_003) + vat(second.subtotal) + shipping,
    });

    await call(api.app, idResponse, priceNego(demo, first.id, ""));
    const cancelled = (await detail(checkoutId)).checkout_detail[0];
    expect(cancelled).toMatchObject({ is_nego: false, price_nego: null, subtotal_nego: null });
  });

  it.each([
    ["abc", checkoutMessages.digits],
    ["-5", checkoutMessages.digits],
    ["12345678901", checkoutMessages.tooLong],
  ])("rejects price_nego=%s", async (value, message) => {
    const error = await expectError(api.app, priceNego(demo, 1, value), 400);
    expect(error.data?.price_nego).toEqual([message]);
  });

  it("negotiates shipping after a service is chosen; the summary uses it and empty cancels", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: items[0].id, qty: 2 }]);
    const early = await expectError(api.app, shippingNego(demo, checkoutId, "5000"), 422);
    expect(early.message).toBe("Silahkan pilih kurir terlebih dahulu");
    const shipping = await chooseService(api, demo, checkoutId, gowa);
    const tooLong = await expectError(api.app, shippingNego(demo, checkoutId, "12345678"), 400);
    expect(tooLong.data?.shipping_cost_nego).toEqual(["Data terlalu panjang!"]);
    const letters = await expectError(api.app, shippingNego(demo, checkoutId, "12a"), 400);
    expect(letters.data?.shipping_cost_nego).toEqual(["Pastikan data yang diinput berupa angka"]);

    await call(api.app, idResponse, shippingNego(demo, checkoutId, "5000"));
    const negotiated = await detail(checkoutId);
    expect(negotiated.shipping_cost_nego).toBe(5_000);
    expect(negotiated.shipping_cost).toBe(shipping);
    expect(negotiated.summary.shipping).toBe(5_000);
    expect(negotiated.summary.grand_total).toBe(
      negotiated.summary.total_price_nego + negotiated.summary.total_ppn + 5_000,
    );

    await call(api.app, idResponse, shippingNego(demo, checkoutId, ""));
    const cancelled = await detail(checkoutId);
    expect(cancelled.shipping_cost_nego).toBeNull();
    expect(cancelled.summary.shipping).toBe(shipping);
  });
});

describe("partial delivery", () => {
  it("splits a line into batches, ignoring empty and zero values, and resets the service but keeps the courier", async () => {
    const checkoutId = await checkoutFor(api, demo, [
      { productId: items[0].id, qty: 5 },
      { productId: items[1].id, qty: 1 },
    ]);
    await chooseService(api, demo, checkoutId, gowa);
    await call(api.app, idResponse, shippingNego(demo, checkoutId, "10000"));
    const chosen = await detail(checkoutId);
    expect(chosen.shipping_courier).not.toBeNull();
    const [line] = chosen.checkout_detail;
    const answer = await call(api.app, setPartialsResponse, partial(demo, line.id, ["3", "0", "", "2"]));
    // The answer names the shipping negotiation the new batches cleared, so the page can say so.
    expect(answer.body.data).toEqual({ id: checkoutId, dropped_shipping_cost_nego: 10000 });
    const split = await detail(checkoutId);
    expect(split.checkout_detail[0]).toMatchObject({
      is_partial: true,
      has_partial: [
        { partial_id: 1, qty: 3 },
        { partial_id: 2, qty: 2 },
      ],
    });
    expect(split.batches).toBe(2);
    expect(split).toMatchObject({
      shipping_courier: chosen.shipping_courier,
      shipping_service: null,
      shipping_cost: null,
      shipping_cost_nego: null,
      shipping_costs: [],
    });

    const clearing = await call(api.app, setPartialsResponse, partial(demo, line.id, []));
    expect(clearing.body.data.dropped_shipping_cost_nego).toBeNull();
    const cleared = await detail(checkoutId);
    expect(cleared.checkout_detail[0]).toMatchObject({ is_partial: false, has_partial: [] });
    expect(cleared.batches).toBe(1);
  });

  it.each([
    [["3", "1"], "sums short of the quantity"],
    [["3", "3"], "sums past the quantity"],
    [["5"], "is one partial of the whole quantity"],
  ])("refuses partials %j: %s", async (values) => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: items[0].id, qty: 5 }]);
    const [line] = (await detail(checkoutId)).checkout_detail;
    const error = await expectError(api.app, partial(demo, line.id, values), 422);
    expect(error.message).toBe("Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan");
  });

  it("offers partials only for a quantity above 1, and wants digits", async () => {
    const checkoutId = await checkoutFor(api, demo, [{ productId: items[0].id, qty: 1 }]);
    const [line] = (await detail(checkoutId)).checkout_detail;
    const single = await expectError(api.app, partial(demo, line.id, ["1"]), 422);
    expect(single.message).toBe(checkoutMessages.partialSingleQty);
    const letters = await expectError(api.app, partial(demo, line.id, ["1", "x"]), 400);
    expect(letters.data?.["partial_qty.1"]).toEqual([checkoutMessages.digits]);
  });
});
