import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutResponse, idResponse } from "../../server/contract/checkout";
import { productDetailResponse } from "../../server/contract/product";
import { products } from "../../server/db/schema";
import { createReadCache, readKey } from "../../server/http/read-cache";
import { DEMO_LOGIN } from "../helpers/test-db";
import {
  addressesOf,
  checkoutFor,
  chooseService,
  getRequest,
  jsonRequest,
  loginAs,
  plainProducts,
} from "./buyer-session";
import { call, startApi, type TestApi } from "./support";

// Long enough that two reads in a row on a loaded machine fall inside it.
const TTL_MS = 2_000;

let api: TestApi;
let productId: number;
beforeAll(async () => {
  api = await startApi({ catalogueCacheMs: TTL_MS });
  const [row] = await api.handle.db.select({ id: products.id }).from(products).limit(1);
  productId = row.id;
});
afterAll(() => api?.close());

const detail = async () =>
  (await call(api.app, productDetailResponse, `/api/product/${productId}`)).body.data as {
    price: number;
    stock: number;
  };

describe("catalogue read cache", () => {
  it("answers product reads from the cache until the TTL passes", async () => {
    const before = await detail();
    await api.handle.db
      .update(products)
      .set({ price: before.price + 1234 })
      .where(eq(products.id, productId));
    expect((await detail()).price).toBe(before.price);
    await expect
      .poll(async () => (await detail()).price, { timeout: TTL_MS * 5, interval: 50 })
      .toBe(before.price + 1234);
  });
});

describe("a purchase through the API", () => {
  let shop: TestApi;
  beforeAll(async () => {
    // A TTL far longer than the test: only the invalidation can make the new stock show.
    shop = await startApi({ catalogueCacheMs: 600_000 });
  });
  afterAll(() => shop?.close());

  it("drops the cached catalogue at once, so the product shows the stock it left", async () => {
    const demo = await loginAs(shop, DEMO_LOGIN);
    const [, { id: addressId }] = await addressesOf(shop, demo);
    const [product] = await plainProducts(shop, 1, 30, 1000);
    const stockShown = async () =>
      (await call(shop.app, productDetailResponse, `/api/product/${product.id}`)).body.data.stock;
    const before = await stockShown();
    const checkoutId = await checkoutFor(shop, demo, [{ productId: product.id, qty: 3 }]);
    await chooseService(shop, demo, checkoutId, addressId);
    const { body } = await call(
      shop.app,
      checkoutResponse,
      getRequest(demo, `/api/transaction/checkout/detail-checkout/${checkoutId}`),
    );
    const checkout = body.data;
    await call(
      shop.app,
      idResponse,
      jsonRequest(demo, "/api/transaction/create", {
        checkout_id: checkout.id,
        total_ppn: checkout.summary.total_ppn,
        partial: checkout.checkout_detail.map((line) => ({ id: line.id, partial_qty: [line.qty] })),
        idempotency_key: checkout.idempotency_key,
      }),
    );
    expect(await stockShown()).toBe(before - 3);
  });
});

describe("createReadCache", () => {
  it("collapses concurrent misses of a key into one load and keys queries by content, not key order", async () => {
    const cache = createReadCache(10_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setImmediate(r));
      return loads;
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        cache.read(readKey("f", i % 2 ? { a: 1, b: [2, 3] } : { b: [2, 3], a: 1 }), load),
      ),
    );
    expect(loads).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
    cache.invalidate();
    expect(await cache.read(readKey("f", { a: 1, b: [2, 3] }), load)).toBe(2);
  });

  it("does not remember a failed load", async () => {
    const cache = createReadCache(10_000);
    await expect(cache.read("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("k", async () => "up")).toBe("up");
  });

  it("with a TTL of 0 loads every time", async () => {
    const cache = createReadCache(0);
    let loads = 0;
    await cache.read("k", async () => ++loads);
    await cache.read("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});
