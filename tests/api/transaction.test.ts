import { membershipOf } from "../../server/modules/team/membership";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { checkoutResponse, idResponse, type Checkout } from "../../server/contract/checkout";
import { transactionMessages, transactionResponse } from "../../server/contract/transaction";
import { carts, checkouts, products, shipments, transactions } from "../../server/db/schema";
import {
  addressesOf,
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
let gowa: number;
let otherAddress: number;

beforeAll(async () => {
  [, { id: gowa }] = await addressesOf(api, demo);
  [{ id: otherAddress }] = await addressesOf(api, other);
});

const detail = async (checkoutId: number, buyer = demo): Promise<Checkout> =>
  (await call(api.app, checkoutResponse, getRequest(buyer, `/api/transaction/checkout/detail-checkout/${checkoutId}`)))
    .body.data;

/** What the checkout page sends: every line's partials (or its whole qty), the shown VAT and the key. */
const submission = (checkout: Checkout) => ({
  checkout_id: checkout.id,
  total_ppn: checkout.summary.total_ppn,
  partial: checkout.checkout_detail.map((line) => ({
    id: line.id,
    partial_qty: line.has_partial.length > 0 ? line.has_partial.map((p) => p.qty) : [line.qty],
  })),
  idempotency_key: checkout.idempotency_key,
});
const create = (buyer: Buyer, payload: object) => jsonRequest(buyer, "/api/transaction/create", payload);

/** A checkout of the given lines with the first JNE service chosen for the address; answers its detail. */
async function readyCheckout(
  buyer: Buyer,
  lines: { productId: number; qty: number }[],
  satkerId = buyer === demo ? gowa : otherAddress,
) {
  const checkoutId = await checkoutFor(api, buyer, lines);
  await chooseService(api, buyer, checkoutId, satkerId);
  return detail(checkoutId, buyer);
}

const stockOf = async (id: number) =>
  (
    await api.handle.db
      .select({ stock: products.stock, sold: products.totalSold })
      .from(products)
      .where(eq(products.id, id))
  )[0];

describe("GET /api/transaction/by-key/:key", () => {
  it("finds the caller's purchase request by its idempotency key, and only the caller's", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkout = await readyCheckout(demo, [{ productId: product.id, qty: 1 }]);
    const byKey = (buyer: Buyer) =>
      getRequest(buyer, `/api/transaction/by-key/${encodeURIComponent(checkout.idempotency_key)}`);
    await expectError(api.app, byKey(demo), 404);
    const { id } = (await call(api.app, idResponse, create(demo, submission(checkout)))).body.data;
    expect((await call(api.app, idResponse, byKey(demo))).body.data.id).toBe(id);
    await expectError(api.app, byKey(other), 404);
    await expectError(api.app, "/api/transaction/by-key/x", 401);
  });
});

describe("POST /api/transaction/create", () => {
  it("turns the checkout into a pending purchase request with the checkout's figures, batches and address", async () => {
    const [a, b] = await plainProducts(api, 2, 30, 1000);
    const checkoutId = await checkoutFor(api, demo, [
      { productId: a.id, qty: 3 },
      { productId: b.id, qty: 2 },
    ]);
    const [lineA, lineB] = (await detail(checkoutId)).checkout_detail;
    await call(
      api.app,
      idResponse,
      formRequest(demo, "POST", "/api/transaction/checkout/partial", {
        checkout_detail_id: lineA.id,
        "partial_qty[]": ["2", "1"],
      }),
    );
    const shipping = await chooseService(api, demo, checkoutId, gowa);
    await call(
      api.app,
      idResponse,
      formRequest(demo, "POST", "/api/transaction/checkout/price-negotiation", {
        checkout_detail_id: lineB.id,
        price_nego: "777",
      }),
    );
    await call(
      api.app,
      idResponse,
      formRequest(demo, "POST", "/api/transaction/checkout/shipping-negotiation", {
        checkout_id: checkoutId,
        shipping_cost_nego: "9000",
      }),
    );
    const checkout = await detail(checkoutId);
    expect(checkout.shipping_costs.map((cost) => cost.partial_id)).toEqual([1, 2]);
    const before = await Promise.all([stockOf(a.id), stockOf(b.id)]);

    const { response, body } = await call(api.app, idResponse, create(demo, submission(checkout)));
    expect(response.statusCode).toBe(200);
    const id = body.data.id;

    const { body: read } = await call(api.app, transactionResponse, getRequest(demo, `/api/transaction/${id}`));
    const transaction = read.data.data;
    expect(transaction.invoice).toMatch(new RegExp(`^INV/\\d{8}/${String(id).padStart(4, "0")}$`));
    expect(transaction).toMatchObject({
      id,
      status: "pending",
      shipping_courier: "jne",
      shipping_service: checkout.shipping_service,
      shipping_cost: shipping,
      shipping_cost_nego: 9_000,
      total_qty: 5,
      total_price: checkout.summary.total_price,
      total_price_nego: checkout.summary.total_price_nego,
      total_ppn: checkout.summary.total_ppn,
      grand_total: checkout.summary.grand_total,
    });
    expect(transaction.grand_total).toBe(checkout.summary.total_price_nego + checkout.summary.total_ppn + 9_000);
    expect(
      transaction.transaction_detail.map((line) => [line.product_id, line.qty, line.is_partial, line.shipping]),
    ).toEqual([
      [
        a.id,
        3,
        true,
        [
          { partial_id: 1, qty: 2 },
          { partial_id: 2, qty: 1 },
        ],
      ],
      [b.id, 2, false, [{ partial_id: 1, qty: 2 }]],
    ]);
    expect(transaction.transaction_detail[1]).toMatchObject({
      price: b.price,
      discount: 0,
      price_after_discount: b.price,
      is_nego: true,
      price_nego: 777,
      subtotal_nego: 1_554,
    });
    expect(transaction.transaction_detail[0].unit).toEqual(expect.any(String));
    expect(read.data.address).toMatchObject({
      shipping_courier: "jne",
      name_receipt: "Hasnah",
      address: "Jl. Poros Bontonompo No. 7",
      district: "Kabupaten Gowa",
      province: "Sulawesi Selatan",
      postal_code: expect.stringMatching(/^\d{5}$/),
    });

    expect(await Promise.all([stockOf(a.id), stockOf(b.id)])).toEqual([
      { stock: before[0].stock - 3, sold: before[0].sold + 3 },
      { stock: before[1].stock - 2, sold: before[1].sold + 2 },
    ]);
    expect(await api.handle.db.select().from(checkouts).where(eq(checkouts.id, checkoutId))).toEqual([]);
    expect(
      await api.handle.db
        .select()
        .from(carts)
        .where(and(eq(carts.customerId, demo.id), inArray(carts.productId, [a.id, b.id]))),
    ).toEqual([]);
    const batches = await api.handle.db.select().from(shipments).where(eq(shipments.transactionId, id));
    expect(batches.map((batch) => batch.partialId).sort()).toEqual([1, 2]);
  });

  it("answers a repeat with the first transaction, also when two arrive at once", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkout = await readyCheckout(demo, [{ productId: product.id, qty: 2 }]);
    const [first, second] = await Promise.all([
      api.app.inject(create(demo, submission(checkout))),
      api.app.inject(create(demo, submission(checkout))),
    ]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    const id = idResponse.parse(first.json()).data.id;
    expect(idResponse.parse(second.json()).data.id).toBe(id);
    const again = await call(api.app, idResponse, create(demo, submission(checkout)));
    expect(again.body.data.id).toBe(id);
    // Without the key, the consumed checkout id still finds it.
    const { idempotency_key: _key, ...withoutKey } = submission(checkout);
    expect((await call(api.app, idResponse, create(demo, withoutKey))).body.data.id).toBe(id);
    const made = await api.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.idempotencyKey, checkout.idempotency_key));
    expect(made).toHaveLength(1);
    expect((await stockOf(product.id)).stock).toBe(28);
  });

  it("answers the transaction already holding the key when the unique constraint catches a twin", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkout = await readyCheckout(demo, [{ productId: product.id, qty: 2 }]);
    // A twin that got past the checkout lock (say, a replica lagging behind) already stored this key.
    const [twin] = await api.handle.db
      .insert(transactions)
      .values({
        customerId: demo.id,
        workUnitId: (await membershipOf(api.handle.db, demo.id)).workUnitId,
        invoice: `INV/TWIN/${checkout.id}`,
        idempotencyKey: checkout.idempotency_key,
        shippingCourier: "jne",
        shippingService: "REG",
        shippingCost: 0,
        totalQty: 2,
        totalPrice: 0,
        totalPpn: 0,
        grandTotal: 0,
        satker: "-",
        nameReceipt: "-",
        phoneReceipt: "-",
        address: "-",
        subDistrict: "-",
        district: "-",
        province: "-",
        postalCode: "-",
      })
      .returning({ id: transactions.id });
    const { body } = await call(api.app, idResponse, create(demo, submission(checkout)));
    expect(body.data.id).toBe(twin.id);
    // The losing attempt rolled back: no stock taken, the checkout still there.
    expect((await stockOf(product.id)).stock).toBe(30);
    expect(
      await api.handle.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, checkout.id)),
    ).toHaveLength(1);
  });

  it("lets exactly one of two buyers racing for the last unit have it", async () => {
    const [product] = await plainProducts(api, 1, 1);
    const mine = await readyCheckout(demo, [{ productId: product.id, qty: 1 }]);
    const theirs = await readyCheckout(other, [{ productId: product.id, qty: 1 }]);
    const results = await Promise.all([
      api.app.inject(create(demo, submission(mine))),
      api.app.inject(create(other, submission(theirs))),
    ]);
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses, results.map((result) => result.body).join(" ")).toEqual([200, 409]);
    const loser = results.find((result) => result.statusCode === 409)!;
    expect(loser.json().message).toBe(`Stok ${product.name} tidak mencukupi.`);
    expect((await stockOf(product.id)).stock).toBe(0);
    const sold = await api.handle.db
      .select()
      .from(transactions)
      .where(inArray(transactions.checkoutId, [mine.id, theirs.id]));
    expect(sold).toHaveLength(1);
    // The loser keeps the checkout to change it.
    const loserCheckout = results[0].statusCode === 409 ? mine.id : theirs.id;
    expect(
      await api.handle.db.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.id, loserCheckout)),
    ).toHaveLength(1);
  });

  it("requires a chosen service", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkoutId = await checkoutFor(api, demo, [{ productId: product.id, qty: 1 }]);
    const error = await expectError(api.app, create(demo, submission(await detail(checkoutId))), 422);
    expect(error.message).toBe("Silahkan pilih layanan ekspedisi terlebih dahulu");
  });

  it("requires the partials the checkout holds", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkout = await readyCheckout(demo, [{ productId: product.id, qty: 4 }]);
    const [line] = checkout.checkout_detail;
    for (const partialQty of [[2, 2], [3], [4, 0, 1]]) {
      const error = await expectError(
        api.app,
        create(demo, { ...submission(checkout), partial: [{ id: line.id, partial_qty: partialQty }] }),
        422,
      );
      expect(error.message).toBe("Pastikan jumlah partial sesuai dengan jumlah produk");
    }
    const unknownLine = await expectError(
      api.app,
      create(demo, { ...submission(checkout), partial: [{ id: 99_999_999, partial_qty: [4] }] }),
      422,
    );
    expect(unknownLine.message).toBe(transactionMessages.partialMismatch);
    // Zero values are ignored, as on the page.
    const { response } = await call(
      api.app,
      idResponse,
      create(demo, { ...submission(checkout), partial: [{ id: line.id, partial_qty: [4, 0] }] }),
    );
    expect(response.statusCode).toBe(200);
  });

  it("refuses totals the page showed before a price changed, and a key that is not the checkout's", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkout = await readyCheckout(demo, [{ productId: product.id, qty: 2 }]);
    await api.handle.db
      .update(products)
      .set({ price: product.price + 1_000 })
      .where(eq(products.id, product.id));
    try {
      const stale = await expectError(api.app, create(demo, submission(checkout)), 422);
      expect(stale.message).toBe(transactionMessages.staleTotals);
    } finally {
      await api.handle.db.update(products).set({ price: product.price }).where(eq(products.id, product.id));
    }
    const wrongKey = await expectError(
      api.app,
      create(demo, { ...submission(checkout), idempotency_key: "another-key" }),
      422,
    );
    expect(wrongKey.message).toBe(transactionMessages.staleCheckout);
    expect((await stockOf(product.id)).stock).toBe(30);
  });

  it("refuses a product disabled since the checkout", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkout = await readyCheckout(demo, [{ productId: product.id, qty: 1 }]);
    await api.handle.db.update(products).set({ status: "disabled" }).where(eq(products.id, product.id));
    try {
      const error = await expectError(api.app, create(demo, submission(checkout)), 422);
      expect(error.message).toBe(`Produk ${product.name} sudah dinonaktifkan.`);
    } finally {
      await api.handle.db.update(products).set({ status: "enabled" }).where(eq(products.id, product.id));
    }
  });

  it("keeps another buyer's checkout out of reach and wants a login", async () => {
    const [product] = await plainProducts(api, 1, 30);
    const checkout = await readyCheckout(demo, [{ productId: product.id, qty: 1 }]);
    await expectError(api.app, create(other, submission(checkout)), 404);
    await expectError(api.app, create(other, { ...submission(checkout), idempotency_key: undefined }), 404);
    await expectError(api.app, jsonRequest(null, "/api/transaction/create", submission(checkout)), 401);
    expect((await stockOf(product.id)).stock).toBe(30);
  });
});

describe("GET /api/transaction/:id", () => {
  it("reads a seeded order with its negotiated figures and batches", async () => {
    const [seeded] = await api.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.invoice, "INV/20260910/0003"));
    const { body } = await call(api.app, transactionResponse, getRequest(demo, `/api/transaction/${seeded.id}`));
    expect(body.data.data).toMatchObject({
      invoice: "INV/20260910/0003",
      total_ppn: seeded.totalPpn,
      grand_total: seeded.grandTotal,
      shipping_cost_nego: 280_000,
    });
    expect(body.data.data.transaction_detail[0]).toMatchObject({
      is_nego: true,
      price_nego: 1_250_000,
      shipping: [{ partial_id: 1, qty: 10 }],
    });
    expect(body.data.address.shipping_service).toBe("YES");
  });

  it("answers 404 for another buyer's order and 401 without a login", async () => {
    const [seeded] = await api.handle.db
      .select()
      .from(transactions)
      .where(eq(transactions.invoice, "INV/20260910/0003"));
    const error = await expectError(api.app, getRequest(other, `/api/transaction/${seeded.id}`), 404);
    expect(error.message).toBe("Data tidak ditemukan.");
    await expectError(api.app, `/api/transaction/${seeded.id}`, 401);
    await expectError(api.app, getRequest(demo, "/api/transaction/99999999"), 404);
  });
});
