import { and, asc, eq, gt, notExists } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import {
  cartLimitMessage,
  cartLineResponse,
  cartListResponse,
  cartMessages,
  productViewResponse,
  qtyAboveStockMessage,
} from "../../server/contract/cart";
import { carts, products, productViews, promos } from "../../server/db/schema";
import { formRequest, getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other } = useApiSuite();

beforeEach(async () => {
  await api.handle.db.delete(carts);
});

/** An enabled product without promo, with exactly `stock` units. */
async function productWithStock(stock: number, offset = 0) {
  const [row] = await api.handle.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.status, "enabled"),
        gt(products.stock, 0),
        notExists(api.handle.db.select({ id: promos.id }).from(promos).where(eq(promos.productId, products.id))),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1)
    .offset(offset);
  await api.handle.db.update(products).set({ stock }).where(eq(products.id, row.id));
  return row;
}

const add = (buyer: Buyer, productId: number, qty: number | string, customerId = buyer.id) =>
  formRequest(buyer, "POST", "/api/transaction/cart", { customer_id: customerId, product_id: productId, qty });

describe("cart", () => {
  it("needs a login", async () => {
    const error = await expectError(api.app, "/api/transaction/cart/list-cart/1", 401);
    expect(error.message).toBe("Unauthenticated.");
    await expectError(api.app, add({ id: 1, headers: { authorization: "Bearer nope" } }, 1, 1), 401);
  });

  it("adds a line, adds to the same line again, and lists it with its product", async () => {
    const product = await productWithStock(10);
    const first = await call(api.app, cartLineResponse, add(demo, product.id, 2));
    expect(first.response.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ product_id: product.id, qty: 2, note: null });
    const second = await call(api.app, cartLineResponse, add(demo, product.id, "3"));
    expect(second.body.data).toMatchObject({ id: first.body.data.id, qty: 5 });

    const { body } = await call(
      api.app,
      cartListResponse,
      getRequest(demo, `/api/transaction/cart/list-cart/${demo.id}`),
    );
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: first.body.data.id,
      qty: 5,
      product: { id: product.id, name: product.name, stock: 10 },
    });
    expect(body.data[0].product.unit.name).toEqual(expect.any(String));
    expect(body.data[0].product.image.length).toBeGreaterThan(0);
  });

  it("lists newest first and only the caller's lines", async () => {
    const a = await productWithStock(5, 0);
    const b = await productWithStock(5, 1);
    await call(api.app, cartLineResponse, add(demo, a.id, 1));
    await call(api.app, cartLineResponse, add(demo, b.id, 1));
    await call(api.app, cartLineResponse, add(other, a.id, 1));
    const { body } = await call(
      api.app,
      cartListResponse,
      getRequest(demo, `/api/transaction/cart/list-cart/${demo.id}`),
    );
    expect(body.data.map((line) => line.product_id)).toEqual([b.id, a.id]);
  });

  it("answers 404 for another buyer's cart list and for adding in another buyer's name", async () => {
    const product = await productWithStock(5);
    const error = await expectError(api.app, getRequest(demo, `/api/transaction/cart/list-cart/${other.id}`), 404);
    expect(error.message).toBe("Data tidak ditemukan.");
    await expectError(api.app, add(demo, product.id, 1, other.id), 404);
  });

  it("refuses to pass the stock, naming what the cart already holds", async () => {
    const product = await productWithStock(5);
    await call(api.app, cartLineResponse, add(demo, product.id, 4));
    const error = await expectError(api.app, add(demo, product.id, 2), 422);
    expect(error.message).toBe(cartLimitMessage(4));
    expect(error.message).toBe(
      "Jumlah barang di keranjang Anda sudah 4, tidak dapat menambah melebihi batas pembelian.",
    );
    const first = await expectError(api.app, add(other, product.id, 6), 422);
    expect(first.message).toBe(qtyAboveStockMessage(5));
    await call(api.app, cartLineResponse, add(demo, product.id, 1));
  });

  it("refuses unknown and disabled products", async () => {
    const unknown = await expectError(api.app, add(demo, 99_999_999, 1), 404);
    expect(unknown.message).toBe(cartMessages.productNotFound);
    const product = await productWithStock(5);
    await api.handle.db.update(products).set({ status: "disabled" }).where(eq(products.id, product.id));
    const disabled = await expectError(api.app, add(demo, product.id, 1), 422);
    expect(disabled.message).toBe(cartMessages.productDisabled);
    await api.handle.db.update(products).set({ status: "enabled" }).where(eq(products.id, product.id));
  });

  it.each([
    ["0", cartMessages.qtyMin],
    ["-1", cartMessages.qtyNegative],
    ["abc", cartMessages.qtyInteger],
    ["1.5", cartMessages.qtyInteger],
  ])("rejects qty=%s with a 400", async (qty, message) => {
    const product = await productWithStock(5);
    const error = await expectError(api.app, add(demo, product.id, qty), 400);
    expect(error.data?.qty).toEqual([message]);
  });

  it("changes a line's note and quantity with _method=PUT", async () => {
    const product = await productWithStock(5);
    const { body } = await call(api.app, cartLineResponse, add(demo, product.id, 1));
    const url = `/api/transaction/cart/update-note/${body.data.id}`;
    const noted = await call(
      api.app,
      cartLineResponse,
      formRequest(demo, "POST", url, { _method: "PUT", note: "Warna biru" }),
    );
    expect(noted.body.data).toMatchObject({ note: "Warna biru", qty: 1 });
    const changed = await call(api.app, cartLineResponse, formRequest(demo, "POST", url, { _method: "PUT", qty: "3" }));
    expect(changed.body.data).toMatchObject({ note: "Warna biru", qty: 3 });
    const cleared = await call(api.app, cartLineResponse, formRequest(demo, "PUT", url, { note: "" }));
    expect(cleared.body.data.note).toBeNull();

    const negative = await expectError(api.app, formRequest(demo, "POST", url, { _method: "PUT", qty: "-2" }), 400);
    expect(negative.data?.qty).toEqual(["QTY tidak boleh negatif!"]);
    const tooMany = await expectError(api.app, formRequest(demo, "POST", url, { _method: "PUT", qty: "6" }), 422);
    expect(tooMany.message).toBe(qtyAboveStockMessage(5));
    const longNote = await expectError(
      api.app,
      formRequest(demo, "POST", url, { _method: "PUT", note: "x".repeat(256) }),
      400,
    );
    expect(longNote.data?.note).toEqual([cartMessages.noteTooLong]);
    const nothing = await expectError(api.app, formRequest(demo, "POST", url, { _method: "PUT" }), 400);
    expect(nothing.message).toBe(cartMessages.nothingToUpdate);
  });

  it("keeps another buyer's line out of reach (404) and deletes the caller's own", async () => {
    const product = await productWithStock(5);
    const { body } = await call(api.app, cartLineResponse, add(demo, product.id, 1));
    const id = body.data.id;
    await expectError(
      api.app,
      formRequest(other, "POST", `/api/transaction/cart/update-note/${id}`, { _method: "PUT", note: "x" }),
      404,
    );
    await expectError(
      api.app,
      { method: "DELETE", url: `/api/transaction/cart/delete-cart/${id}`, headers: other.headers },
      404,
    );

    const deleted = await api.app.inject({
      method: "DELETE",
      url: `/api/transaction/cart/delete-cart/${id}`,
      headers: demo.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await api.handle.db.select().from(carts).where(eq(carts.id, id))).toEqual([]);
    await expectError(
      api.app,
      { method: "DELETE", url: `/api/transaction/cart/delete-cart/${id}`, headers: demo.headers },
      404,
    );
  });
});

describe("POST /api/product/customer/view/:id", () => {
  it("records a logged-in buyer's view and bumps the counter", async () => {
    const product = await productWithStock(5);
    const [before] = await api.handle.db
      .select({ count: products.viewCount })
      .from(products)
      .where(eq(products.id, product.id));
    const { response, body } = await call(api.app, productViewResponse, {
      method: "POST",
      url: `/api/product/customer/view/${product.id}`,
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(body.data).toEqual({ id: product.id, view_count: before.count + 1 });
    const views = await api.handle.db
      .select()
      .from(productViews)
      .where(and(eq(productViews.productId, product.id), eq(productViews.customerId, demo.id)));
    expect(views).toHaveLength(1);
  });

  it("needs a login and a known product", async () => {
    await expectError(api.app, { method: "POST", url: "/api/product/customer/view/1" }, 401);
    await expectError(
      api.app,
      { method: "POST", url: "/api/product/customer/view/99999999", headers: demo.headers },
      404,
    );
  });
});
