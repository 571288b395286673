// The demo data set: complete, internally consistent (totals, ratings, promos, pictures) and repeatable.
// Runs on PGlite and, in CI's second pass, on PostgreSQL.
import { scrypt as scryptCallback } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerPositions } from "@contract/banner";
import { isAllowedMove, ORDER_STATUSES, type Actor, type OrderStatus } from "@contract/order-status";
import type { DbHandle } from "../../server/db/client";
import { bootstrapDb } from "../../server/db/bootstrap";
import * as schema from "../../server/db/schema";
import { DEFAULT_PRODUCT_COUNT, growCatalogue, seedImages } from "../../server/db/seed/index";
import { flatTemplates, planProduct } from "../../server/db/seed/catalogue";
import { folderSink, writeImages } from "../../server/db/seed/images";
import { createTestDb, DEMO_LOGIN, OTHER_LOGIN, UNVERIFIED_LOGIN } from "../helpers/test-db";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
  options: object,
) => Promise<Buffer>;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt") return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    // 128·N·r bytes at the stored cost is past node's 32 MB default.
    maxmem: 256 * 1024 * 1024,
  });
  return actual.equals(expected);
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

const total = async (table: PgTable) => {
  const [row] = await handle.db.select({ value: count() }).from(table);
  return row.value;
};

describe("reference data", () => {
  it("holds every Kemendagri region with its postal code", async () => {
    expect(await total(schema.provinces)).toBe(38);
    expect(await total(schema.districts)).toBe(514);
    expect(await total(schema.subDistricts)).toBe(7285);
    const [makassar] = await handle.db.select().from(schema.districts).where(eq(schema.districts.id, 7371));
    expect(makassar).toEqual({ id: 7371, provinceId: 73, type: "Kota", name: "Makassar", postalCode: "90111" });
  });

  it("has one settings row whose shipping origin is a real district of its province", async () => {
    const rows = await handle.db.select().from(schema.settings);
    expect(rows).toHaveLength(1);
    const [district] = await handle.db
      .select()
      .from(schema.districts)
      .where(eq(schema.districts.id, rows[0].districtId));
    expect(district.provinceId).toBe(rows[0].provinceId);
    expect(rows[0].tac).toContain("<li>");
  });

  it("offers enabled and disabled couriers and a banner for every position", async () => {
    const couriers = await handle.db.select().from(schema.couriers);
    expect(couriers.filter((c) => c.status === "enabled").map((c) => c.code)).toEqual(["jne", "pos", "tiki"]);
    expect(couriers.some((c) => c.status === "disabled")).toBe(true);
    const banners = await handle.db.select().from(schema.banners);
    expect(new Set(banners.map((b) => b.position))).toEqual(new Set(bannerPositions));
    expect(banners.filter((b) => b.position === "Slider").length).toBeGreaterThan(1);
  });

  it("links banners to the categories their pictures show", async () => {
    const categories = await handle.db.select().from(schema.categories);
    const banners = await handle.db.select().from(schema.banners);
    const named = (url: string | null) =>
      categories.find((c) => c.id === Number(new URL(url ?? "", "http://x").searchParams.get("kategori")))?.name;
    expect(named(banners.find((b) => b.image === "banners/slider-2.jpg")?.url ?? null)).toBe("Perabot Kantor");
    expect(named(banners.find((b) => b.image === "banners/banner-2.jpg")?.url ?? null)).toBe(
      "Jaringan dan Telekomunikasi",
    );
  });
});

describe("catalogue", () => {
  it("has the standard size, a category without sub-categories, and products for every listing state", async () => {
    expect(await total(schema.products)).toBe(DEFAULT_PRODUCT_COUNT);
    expect(DEFAULT_PRODUCT_COUNT).toBeGreaterThanOrEqual(300);
    const withoutSub = await handle.db
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .leftJoin(schema.subcategories, eq(schema.subcategories.categoryId, schema.categories.id))
      .where(sql`${schema.subcategories.id} is null`);
    expect(withoutSub).toHaveLength(1);
    const perCategory = await handle.db
      .select({ id: schema.subcategories.categoryId, subcategories: count() })
      .from(schema.subcategories)
      .groupBy(schema.subcategories.categoryId);
    expect(perCategory.length).toBeGreaterThanOrEqual(12);
    for (const category of perCategory) expect(category.subcategories).toBeGreaterThanOrEqual(4);
    const emptySubcategories = await handle.db
      .select({ id: schema.subcategories.id })
      .from(schema.subcategories)
      .leftJoin(schema.products, eq(schema.products.subcategoryId, schema.subcategories.id))
      .where(sql`${schema.products.id} is null`);
    expect(emptySubcategories).toEqual([]);
    const products = await handle.db.select().from(schema.products);
    expect(products.some((p) => p.status === "disabled")).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.descriptions === null)).toBe(true);
    expect(await total(schema.promos)).toBeGreaterThan(12); // more than one page of /produk/promo
    const promoted = new Set(
      (await handle.db.select({ id: schema.promos.productId }).from(schema.promos)).map((row) => row.id),
    );
    for (const product of products) {
      // effective_price and has_promo follow the (cheapest) active promo, kept by triggers
      expect(product.hasPromo).toBe(promoted.has(product.id));
      if (!product.hasPromo) expect(product.effectivePrice).toBe(product.price);
      else expect(product.effectivePrice).toBeLessThanOrEqual(product.price);
    }
  });

  it("gives promo prices that match their discount", async () => {
    const rows = await handle.db
      .select({ price: schema.products.price, promo: schema.promos.pricePromo, discount: schema.promos.discount })
      .from(schema.promos)
      .innerJoin(schema.products, eq(schema.products.id, schema.promos.productId));
    for (const row of rows) expect(row.promo).toBe(Math.round((row.price * (100 - row.discount)) / 100));
  });

  it("keeps star_review and count_review equal to the reviews", async () => {
    const stats = await handle.db
      .select({ id: schema.reviews.productId, average: sql<string>`avg(${schema.reviews.star})`, reviews: count() })
      .from(schema.reviews)
      .groupBy(schema.reviews.productId);
    expect(stats.length).toBeGreaterThan(50);
    const products = new Map((await handle.db.select().from(schema.products)).map((p) => [p.id, p]));
    for (const stat of stats) {
      const product = products.get(stat.id);
      expect(product?.countReview).toBe(stat.reviews);
      expect(product?.starReview).toBeCloseTo(Math.round(Number(stat.average) * 10) / 10, 5);
    }
    const unreviewed = [...products.values()].filter((p) => !stats.some((s) => s.id === p.id));
    expect(unreviewed.every((p) => p.countReview === 0 && p.starReview === 0)).toBe(true);
  });

  it("is a pure function of the position, so a grown catalogue matches a larger seed", () => {
    expect(planProduct(42)).toEqual(planProduct(42));
    expect(planProduct(0).name).toBe("Pulpen Gel 0,5 mm Hitam");
    expect(planProduct(flatTemplates.length + 1).name).toMatch(/ Seri Hemat$/);
  });
});

describe("pictures", () => {
  it("draws every picture the rows refer to, once", async () => {
    const keys = seedImages().flatMap((request) => [`${request.key}.jpg`, `${request.key}.webp`]);
    expect(new Set(keys).size).toBe(keys.length);
    const drawn = new Set(keys);
    const referenced = [
      ...(await handle.db.select({ a: schema.banners.image, b: schema.banners.webp }).from(schema.banners)),
      ...(await handle.db.select({ a: schema.categories.image, b: schema.categories.webp }).from(schema.categories)),
      ...(await handle.db
        .select({ a: schema.productImages.image, b: schema.productImages.webp })
        .from(schema.productImages)),
      ...(await handle.db.select({ a: schema.reviewMedia.image, b: schema.reviewMedia.webp }).from(schema.reviewMedia)),
      ...(await handle.db
        .select({ a: schema.transactionDetails.image, b: schema.transactionDetails.webp })
        .from(schema.transactionDetails)),
    ].flatMap((row) => [row.a, row.b]);
    const missing = referenced.filter((key) => key !== null && !drawn.has(key));
    expect(missing).toEqual([]);
    // and nothing drawn for nobody
    const used = new Set(referenced);
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });

  it("encodes real JPEG and WebP files, the same bytes every time", async () => {
    const request = seedImages().find((r) => r.key === "categories/1");
    if (!request) throw new Error("category picture missing");
    const files = new Map<string, Buffer>();
    const sink = { put: async (key: string, body: Buffer) => void files.set(key, body) };
    await writeImages([request], sink);
    const first = files.get("categories/1.jpg");
    await writeImages([request], sink);
    expect(first?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(files.get("categories/1.webp")?.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(files.get("categories/1.jpg")?.equals(first ?? Buffer.alloc(0))).toBe(true);
  });

  it("never writes outside the storage folder", async () => {
    await expect(folderSink(os.tmpdir()).put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(
      /escapes/,
    );
  });
});

describe("accounts", () => {
  it("stores the documented demo logins with verifiable hashes", async () => {
    const rows = await handle.db.select().from(schema.customers);
    const demo = rows.find((c) => c.username === DEMO_LOGIN.username);
    expect(demo?.email).toBe(DEMO_LOGIN.email);
    expect(await verifyScrypt(DEMO_LOGIN.password, demo?.passwordHash ?? "")).toBe(true);
    expect(await verifyScrypt("salah-sandi", demo?.passwordHash ?? "")).toBe(false);
    expect(rows.find((c) => c.username === OTHER_LOGIN.username)?.emailVerifiedAt).not.toBeNull();
    expect(rows.find((c) => c.username === UNVERIFIED_LOGIN.username)?.emailVerifiedAt).toBeNull();
  });

  it("gives the demo buyer addresses in real regions", async () => {
    const rows = await handle.db
      .select({
        district: schema.districts.id,
        province: schema.districts.provinceId,
        addressProvince: schema.customerAddresses.provinceId,
      })
      .from(schema.customerAddresses)
      .innerJoin(schema.customers, eq(schema.customers.id, schema.customerAddresses.customerId))
      .innerJoin(schema.subDistricts, eq(schema.subDistricts.id, schema.customerAddresses.subDistrictId))
      .innerJoin(schema.districts, eq(schema.districts.id, schema.subDistricts.districtId))
      .where(eq(schema.customers.username, DEMO_LOGIN.username));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.province).toBe(row.addressProvince);
  });
});

const rank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);

/** Every seeded order with what its history left: batches and their items, receipts, SPK, payments, feedback. */
async function seededOrders() {
  const db = handle.db;
  const [orders, batches, items, receipts, spks, payments, reviews, complaints, logs, rounds] = await Promise.all([
    db
      .select({
        id: schema.transactions.id,
        invoice: schema.transactions.invoice,
        status: schema.transactions.status,
        username: schema.customers.username,
      })
      .from(schema.transactions)
      .innerJoin(schema.customers, eq(schema.customers.id, schema.transactions.customerId)),
    db.select().from(schema.shipments).orderBy(asc(schema.shipments.partialId)),
    db.select().from(schema.shipmentItems),
    db.select().from(schema.receipts),
    db.select({ transactionId: schema.spks.transactionId }).from(schema.spks),
    db.select().from(schema.payments),
    db
      .select({ transactionId: schema.transactionDetails.transactionId })
      .from(schema.reviews)
      .innerJoin(schema.transactionDetails, eq(schema.transactionDetails.id, schema.reviews.transactionDetailId)),
    db
      .select({ transactionId: schema.transactionDetails.transactionId })
      .from(schema.complaints)
      .innerJoin(schema.transactionDetails, eq(schema.transactionDetails.id, schema.complaints.transactionDetailId)),
    db
      .select()
      .from(schema.transactionLogs)
      .orderBy(asc(schema.transactionLogs.createdAt), asc(schema.transactionLogs.id)),
    db.select({ transactionId: schema.negotiations.transactionId }).from(schema.negotiations),
  ]);
  return orders.map((order) => {
    const own = batches
      .filter((batch) => batch.transactionId === order.id)
      .map((batch) => ({ ...batch, items: items.filter((item) => item.shipmentId === batch.id) }));
    const itemIds = new Set(own.flatMap((batch) => batch.items.map((item) => item.id)));
    return {
      ...order,
      status: order.status as OrderStatus,
      batches: own,
      receipts: receipts.filter((receipt) => receipt.shipmentItemId !== null && itemIds.has(receipt.shipmentItemId)),
      spk: spks.some((spk) => spk.transactionId === order.id),
      payments: payments.filter((payment) => payment.transactionId === order.id),
      reviews: reviews.filter((review) => review.transactionId === order.id).length,
      complaints: complaints.filter((complaint) => complaint.transactionId === order.id).length,
      logs: logs.filter((log) => log.transactionId === order.id),
      rounds: rounds.filter((round) => round.transactionId === order.id).length,
    };
  });
}
type SeededOrder = Awaited<ReturnType<typeof seededOrders>>[number];

describe("orders", () => {
  it("gives the demo buyer orders in every stage the profile area shows, and the shop one in every status", async () => {
    const rows = await handle.db
      .select({ status: schema.transactions.status, username: schema.customers.username })
      .from(schema.transactions)
      .innerJoin(schema.customers, eq(schema.customers.id, schema.transactions.customerId));
    expect(new Set(rows.filter((r) => r.username === DEMO_LOGIN.username).map((r) => r.status))).toEqual(
      new Set([
        "pending",
        "confirmed",
        "processed",
        "partial delivery",
        "shipped",
        "document",
        "pending_payment",
        "payment_expired",
        "paid",
        "cancel",
      ]),
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
  });

  it("holds every order the journeys start from", async () => {
    const orders = await seededOrders();
    const demo = orders.filter((o) => o.username === DEMO_LOGIN.username);
    const dispatched = (o: SeededOrder) => o.batches.filter((b) => b.status === "shipped");
    // A receipt journey: two batches left, nothing received yet.
    expect(demo.some((o) => o.status === "shipped" && dispatched(o).length === 2 && o.receipts.length === 0)).toBe(
      true,
    );
    expect(demo.some((o) => o.status === "document" && o.payments.length === 0)).toBe(true);
    expect(
      demo.some(
        (o) =>
          o.status === "pending_payment" &&
          o.payments.some((p) => p.paymentService === "BPD" && p.status === "pending"),
      ),
    ).toBe(true);
    expect(orders.some((o) => o.status === "paid" && o.reviews > 0)).toBe(true);
    expect(orders.some((o) => o.status === "paid" && o.complaints > 0)).toBe(true);
    for (const rounds of [true, false]) {
      expect(
        orders.some((o) => o.status === "confirmed" && o.rounds > 0 === rounds),
        `confirmed, rounds ${rounds}`,
      ).toBe(true);
    }
    for (const spk of [true, false]) {
      expect(
        orders.some((o) => o.status === "process" && o.spk === spk),
        `process, spk ${spk}`,
      ).toBe(true);
    }
    for (const status of ["processed", "partial delivery", "payment_expired", "payment_failed", "cancel"]) {
      expect(
        orders.some((o) => o.status === status),
        status,
      ).toBe(true);
    }
  });

  // The treasury's order (decision 0120): goods dispatched, then received, and only then paid.
  it("keeps every order consistent with its history", async () => {
    // Receipts are the buyer's, per shipment item: no delivery record of a line stands in for one.
    const [loose] = await handle.db
      .select({ value: count() })
      .from(schema.receipts)
      .where(sql`${schema.receipts.shipmentItemId} is null`);
    expect(loose.value).toBe(0);
    for (const order of await seededOrders()) {
      const at = (status: OrderStatus) => order.status !== "cancel" && rank(order.status) >= rank(status);
      const why = `${order.invoice} (${order.status})`;
      const dispatched = order.batches.filter((b) => b.status === "shipped");
      const items = order.batches.flatMap((b) =>
        b.items.map((item) => ({ ...item, dispatched: b.status === "shipped" })),
      );
      const receiptOf = (itemId: number) => order.receipts.find((r) => r.shipmentItemId === itemId);

      // Nothing leaves before the goods are prepared; some batches in partial delivery, all from shipped.
      if (!at("partial delivery")) expect(dispatched, why).toEqual([]);
      if (order.status === "partial delivery") {
        expect(dispatched.length, why).toBeGreaterThan(0);
        expect(dispatched.length, why).toBeLessThan(order.batches.length);
      }
      if (at("shipped")) expect(dispatched, why).toHaveLength(order.batches.length);
      for (const batch of dispatched) {
        expect(batch.noAirwaybill && batch.courier && batch.dateDelivery, why).toBeTruthy();
      }

      // A receipt only for an item that left; every item received from document on, not all before.
      for (const receipt of order.receipts) {
        const item = items.find((candidate) => candidate.id === receipt.shipmentItemId);
        expect(item?.dispatched, why).toBe(true);
        expect(receipt, why).toMatchObject({ unitDelivery: item?.qty, unitReceipt: item?.qty });
        expect(receipt.dateReceipt && receipt.nameReceipt, why).toBeTruthy();
        expect(receipt.dateReceipt! >= receipt.dateDelivery!, why).toBe(true);
      }
      const everyReceived = items.length > 0 && items.every((item) => receiptOf(item.id) !== undefined);
      expect(everyReceived, why).toBe(at("document"));

      // The SPK from the goods' preparation on (and on process when the buyer saved it), never before.
      if (at("processed")) expect(order.spk, why).toBe(true);
      if (!at("process")) expect(order.spk, why).toBe(false);

      // No payment before the claim is payable; one attempt after, saying what the order says.
      if (!at("pending_payment")) expect(order.payments, why).toEqual([]);
      else {
        expect(order.payments, why).toHaveLength(1);
        const expected = {
          pending_payment: ["pending", "reviewed"],
          payment_process: ["pending", "reviewed"],
          payment_expired: ["expired"],
          payment_failed: ["failed"],
          paid: ["success"],
        }[order.status as string];
        expect(expected, why).toContain(order.payments[0].status);
        if (order.status === "paid") expect(order.payments[0].paymentDate, why).not.toBeNull();
      }

      // Reviews and complaints only once paid.
      if (order.status !== "paid") expect(order.reviews + order.complaints, why).toBe(0);

      // The timeline: one allowed status move per step, chained from pending to the status, in time.
      const times = order.logs.map((log) => log.createdAt.getTime());
      expect(times, why).toEqual([...times].sort((a, b) => a - b));
      // One entry per event: a step that keeps the status (a batch among others, an SPK after a deal) writes
      // old = new; a step that moves it is the move's entry, named for the event.
      const moves = order.logs.filter(
        (log) => log.sectionChange === "status" && log.oldValue !== null && log.oldValue !== log.newValue,
      );
      expect(
        moves.map((m) => m.oldValue),
        why,
      ).toEqual(["pending", ...moves.map((m) => m.newValue)].slice(0, moves.length));
      expect(moves.at(-1)?.newValue ?? "pending", why).toBe(order.status);
      for (const move of moves) {
        expect(
          isAllowedMove(move.oldValue!, move.newValue!, move.actor as Actor),
          `${why}: ${move.oldValue} → ${move.newValue}`,
        ).toBe(true);
      }
      const dispatchEntries = order.logs.filter(
        (log) => log.sectionChange === "status" && log.nameSectionChange.startsWith("Pengiriman "),
      );
      expect(dispatchEntries, why).toHaveLength(dispatched.length);
      expect(
        order.logs.filter((log) => log.sectionChange === "receipt"),
        why,
      ).toHaveLength(order.receipts.length);
      expect(
        order.logs.filter((log) => log.sectionChange === "request payment"),
        why,
      ).toHaveLength(order.payments.length);
    }
  });

  it("computes every total by the domain rules", async () => {
    const orders = await handle.db.select().from(schema.transactions);
    for (const order of orders) {
      const lines = await handle.db
        .select()
        .from(schema.transactionDetails)
        .where(eq(schema.transactionDetails.transactionId, order.id));
      const batches = await handle.db
        .select()
        .from(schema.shipments)
        .where(eq(schema.shipments.transactionId, order.id));
      for (const line of lines) {
        expect(line.subtotal).toBe(line.priceAfterDiscount * line.qty);
        expect(line.priceAfterDiscount).toBe(Math.round((line.price * (100 - line.discount)) / 100));
        const shipped = await handle.db
          .select({ qty: sql<number>`sum(${schema.shipmentItems.qty})::int` })
          .from(schema.shipmentItems)
          .where(eq(schema.shipmentItems.transactionDetailId, line.id));
        expect(shipped[0].qty).toBe(line.qty);
      }
      expect(order.totalPrice).toBe(lines.reduce((s, l) => s + l.subtotal, 0));
      expect(order.totalQty).toBe(lines.reduce((s, l) => s + l.qty, 0));
      expect(order.totalPpn).toBe(
        lines.reduce((s, l) => s + Math.round(((l.subtotalNego ?? l.subtotal) * 11) / 100), 0),
      );
      expect(order.shippingCost).toBe(batches.reduce((s, b) => s + b.shippingCost, 0));
      expect(order.grandTotal).toBe(
        (order.totalPriceNego ?? order.totalPrice) + order.totalPpn + (order.shippingCostNego ?? order.shippingCost),
      );
    }
  });

  it("leaves the pending negotiation waiting for the buyer (last round is the admin's)", async () => {
    const [order] = await handle.db
      .select()
      .from(schema.transactions)
      .innerJoin(schema.customers, eq(schema.customers.id, schema.transactions.customerId))
      .where(and(eq(schema.transactions.status, "pending"), eq(schema.customers.username, DEMO_LOGIN.username)));
    const rounds = await handle.db
      .select()
      .from(schema.negotiations)
      .where(eq(schema.negotiations.transactionId, order.transactions.id))
      .orderBy(asc(schema.negotiations.negoStep));
    expect(rounds.map((r) => r.isAdmin)).toEqual([false, true]);
    expect(order.transactions.negoStep).toBe(2);
  });

  it("names the buyer and the role of each of the buyer's steps on the timeline, as the commands do", async () => {
    const names = new Map(
      (
        await handle.db
          .select({ username: schema.customers.username, name: schema.customers.name })
          .from(schema.customers)
      ).map((row) => [row.username, row.name]),
    );
    // The role each buyer step is taken in (decision 0152).
    const roleOf = (log: SeededOrder["logs"][number]) =>
      log.sectionChange === "receipt" || log.newValue === "document"
        ? "penerima"
        : ["request payment", "upload payment"].includes(log.sectionChange) || log.newValue === "pending_payment"
          ? "bendahara"
          : log.newValue === "process"
            ? "ppk"
            : "pp";
    let buyerSteps = 0;
    for (const order of await seededOrders()) {
      for (const log of order.logs) {
        const why = `${order.invoice}: ${log.nameSectionChange}`;
        if (log.actor !== "buyer") {
          expect([log.actorName, log.actorRole], why).toEqual([null, null]);
          continue;
        }
        buyerSteps++;
        expect([log.actorName, log.actorRole], why).toEqual([names.get(order.username), roleOf(log)]);
      }
    }
    expect(buyerSteps).toBeGreaterThan(0);
  });
});

describe("test databases", () => {
  it("are isolated from each other", async () => {
    const other = await createTestDb();
    try {
      await other.db.delete(schema.chatMessages);
      const [left] = await handle.db.select({ value: count() }).from(schema.chatMessages);
      expect(left.value).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it("can be migrated and empty", async () => {
    const empty = await createTestDb({ seed: false });
    try {
      const [row] = await empty.db.select({ value: count() }).from(schema.products);
      expect(row.value).toBe(0);
    } finally {
      await empty.close();
    }
  });

  it("can grow the catalogue with the rows a larger seed would hold", async () => {
    const grown = await createTestDb();
    try {
      expect(await growCatalogue(grown.db, DEFAULT_PRODUCT_COUNT + 7)).toBe(7);
      expect(await growCatalogue(grown.db, DEFAULT_PRODUCT_COUNT + 7)).toBe(0);
      const [last] = await grown.db
        .select()
        .from(schema.products)
        .orderBy(sql`${schema.products.id} desc`)
        .limit(1);
      const plan = planProduct(DEFAULT_PRODUCT_COUNT + 6);
      expect({ name: last.name, price: last.price, stock: last.stock }).toEqual({
        name: plan.name,
        price: plan.price,
        stock: plan.stock,
      });
      expect(plan.name).toMatch(/ Seri Standar 2$/);
    } finally {
      await grown.close();
    }
  });
});

describe("bootstrap", () => {
  it("migrates, seeds with pictures once, and leaves an existing database alone", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "bootstrap-"));
    try {
      const first = await bootstrapDb({ dataDir, databaseUrl: null, demo: true });
      expect(first.seeded?.products).toBe(DEFAULT_PRODUCT_COUNT);
      await first.handle.close();
      const picture = await readFile(path.join(dataDir, "storage", "public", "banners", "slider-1.webp"));
      expect(picture.subarray(8, 12).toString("latin1")).toBe("WEBP");

      const second = await bootstrapDb({ dataDir, databaseUrl: null });
      try {
        expect(second.seeded).toBeNull();
        const [row] = await second.handle.db.select({ value: count() }).from(schema.customers);
        expect(row.value).toBeGreaterThan(0);
      } finally {
        await second.handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  // Issue 15: every empty database, production's included, got the seller admin / admin12345.
  it("gives an empty database no account unless the demo is asked for", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "bootstrap-"));
    try {
      const { handle, seeded } = await bootstrapDb({ dataDir, databaseUrl: null });
      try {
        expect(seeded).toMatchObject({ customers: 0, products: 0 });
        const [[sellers], [buyers], [orders], [settings]] = await Promise.all([
          handle.db.select({ value: count() }).from(schema.admins),
          handle.db.select({ value: count() }).from(schema.customers),
          handle.db.select({ value: count() }).from(schema.transactions),
          handle.db.select({ value: count() }).from(schema.settings),
        ]);
        expect({ sellers: sellers.value, buyers: buyers.value, orders: orders.value }).toEqual({
          sellers: 0,
          buyers: 0,
          orders: 0,
        });
        // The reference data is there: the shop can start and a seller can be created.
        expect(settings.value).toBe(1);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
