// The order detail page's calls: `GET transaction/:id` (buyer block, negotiated lines, rounds, reviews,
// complaints) and `GET transaction/log/:id`, on the seeded orders (server/db/seed/orders.ts).
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import { transactionLogResponse } from "../../server/contract/order";
import { transactionResponse } from "../../server/contract/transaction";
import {
  customers,
  negotiations,
  reviewMedia,
  reviews,
  transactionDetails,
  transactionLogs,
  transactions,
} from "../../server/db/schema";
import { getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other } = useApiSuite();

async function seededId(invoice: string): Promise<number> {
  const [row] = await api.handle.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.invoice, invoice));
  return row.id;
}

/** An order's stored lines: the product ids and images the catalogue seed gave them. */
async function storedLines(id: number) {
  return api.handle.db
    .select()
    .from(transactionDetails)
    .where(eq(transactionDetails.transactionId, id))
    .orderBy(asc(transactionDetails.id));
}

async function read(buyer: Buyer, id: number) {
  const { response, body } = await call(api.app, transactionResponse, getRequest(buyer, `/api/transaction/${id}`));
  expect(response.statusCode).toBe(200);
  return body.data;
}

async function readLog(buyer: Buyer, id: number) {
  const { response, body } = await call(
    api.app,
    transactionLogResponse,
    getRequest(buyer, `/api/transaction/log/${id}`),
  );
  expect(response.statusCode).toBe(200);
  return body.data.log;
}

describe("GET /api/transaction/:id for the order detail page", () => {
  it("answers status, creation time and the buyer block with the profile's address, regions and postal code", async () => {
    const answer = await read(demo, await seededId("INV/20260912/0004"));
    expect(answer.data.status).toBe("confirmed");
    expect(answer.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(answer.data.customer).toEqual({
      name: "Andi Pratama",
      instance_name: "Dinas Pendidikan Kota Makassar",
      email: "demo@pengadaan.test",
      phone: "081355501234",
      nip: "198604122010011003",
      name_pp: "Andi Pratama",
    });
    expect(answer.data.customer_address).toMatchObject({
      address: "Jl. Letjen Hertasning No. 12",
      sub_district: "Panakkukang",
      province: "Sulawesi Selatan",
    });
    expect(answer.data.customer_address?.district).toMatch(/Makassar$/);
    expect(answer.data.customer_address?.postal_code).toMatch(/^\d{5}$/);
    expect(answer).toMatchObject({ negotiations: [], reviews: [], complaint: [] });
    expect(answer.data.nego_step).toBe(0);
  });

  it("answers no customer address when the profile holds none (or the text null)", async () => {
    const [row] = await api.handle.db
      .select({ address: customers.address })
      .from(customers)
      .where(eq(customers.id, other.id));
    await api.handle.db.update(customers).set({ address: "null" }).where(eq(customers.id, other.id));
    try {
      const answer = await read(other, await seededId("INV/20260923/0009"));
      expect(answer.data.customer_address).toBeNull();
      expect(answer.data.customer.email).toBe("pembeli2@pengadaan.test");
    } finally {
      await api.handle.db.update(customers).set({ address: row.address }).where(eq(customers.id, other.id));
    }
  });

  it("answers the negotiated lines and every round with product and shipping changes, oldest first", async () => {
    const id = await seededId("INV/20260910/0003");
    const answer = await read(demo, id);
    const [chair] = answer.data.transaction_detail;
    expect(answer.data).toMatchObject({ nego_step: 2, shipping_cost: 320_000, shipping_cost_nego: 280_000 });

    // Field by field: a round's prices and a line's batches come as JSON columns, where a bigint or a
    // boolean could come back as a string.
    const rounds = await api.handle.db
      .select()
      .from(negotiations)
      .where(eq(negotiations.transactionId, id))
      .orderBy(asc(negotiations.negoStep));
    expect(answer.negotiations).toEqual([
      {
        id: rounds[0].id,
        nego_step: 1,
        is_admin: false,
        created_at: rounds[0].createdAt.toISOString(),
        product_negotiation: [
          {
            transaction_detail_id: chair.id,
            name_product: "Kursi Kerja Ergonomis",
            old_price: 1_350_000,
            new_price: 1_200_000,
            note: "Mohon harga khusus untuk pengadaan 10 set.",
          },
        ],
        shipping_cost_negotiation: { old_price: 320_000, new_price: 250_000 },
        note: "Mohon harga khusus untuk pengadaan 10 set.",
        valid_until: null,
        expired: false,
      },
      {
        id: rounds[1].id,
        nego_step: 2,
        is_admin: true,
        created_at: rounds[1].createdAt.toISOString(),
        product_negotiation: [
          {
            transaction_detail_id: chair.id,
            name_product: "Kursi Kerja Ergonomis",
            old_price: 1_200_000,
            new_price: 1_250_000,
            note: "Harga terbaik kami untuk 10 unit.",
          },
        ],
        shipping_cost_negotiation: { old_price: 250_000, new_price: 280_000 },
        note: "Harga terbaik kami untuk 10 unit.",
        valid_until: null,
        expired: false,
      },
    ]);
    const [storedChair, storedDesk] = await storedLines(id);
    expect(answer.data.transaction_detail).toEqual([
      {
        id: storedChair.id,
        product_id: storedChair.productId,
        name_product: "Kursi Kerja Ergonomis",
        qty: 10,
        unit: "Unit",
        price: 1_350_000,
        discount: 0,
        price_after_discount: 1_350_000,
        price_nego: 1_250_000,
        is_nego: true,
        subtotal: 13_500_000,
        subtotal_nego: 12_500_000,
        notes: null,
        image: storedChair.image,
        webp: storedChair.webp,
        is_partial: false,
        shipping: [{ partial_id: 1, qty: 10 }],
        price_negotiation: [
          { nego_step: 1, is_admin: false, new_price: 1_200_000 },
          { nego_step: 2, is_admin: true, new_price: 1_250_000 },
        ],
        review: null,
        complaint: null,
      },
      {
        id: storedDesk.id,
        product_id: storedDesk.productId,
        name_product: "Meja Kerja 120 cm",
        qty: 10,
        unit: "Unit",
        price: 1_650_000,
        discount: 0,
        price_after_discount: 1_650_000,
        price_nego: null,
        is_nego: false,
        subtotal: 16_500_000,
        subtotal_nego: null,
        notes: null,
        image: storedDesk.image,
        webp: storedDesk.webp,
        is_partial: false,
        shipping: [{ partial_id: 1, qty: 10 }],
        price_negotiation: [],
        review: null,
        complaint: null,
      },
    ]);
  });

  it("answers discount, notes and partial quantities per line", async () => {
    const paid = await read(demo, await seededId("INV/20260903/0001"));
    const [paper, pen] = paid.data.transaction_detail;
    expect(paper).toMatchObject({ discount: 0, notes: "Kirim ke ruang arsip" });
    expect(pen.discount).toBe(10);
    expect(pen.price_after_discount).toBe(Math.round(pen.price * 0.9));
    const partialId = await seededId("INV/20260905/0002");
    const partial = await read(demo, partialId);
    const [laptop, mouse] = await storedLines(partialId);
    expect(partial.data.transaction_detail).toEqual([
      {
        id: laptop.id,
        product_id: laptop.productId,
        name_product: "Laptop 14 Inci Core i5 RAM 8 GB",
        qty: 4,
        unit: "Unit",
        price: 9_850_000,
        discount: 0,
        price_after_discount: 9_850_000,
        price_nego: null,
        is_nego: false,
        subtotal: 39_400_000,
        subtotal_nego: null,
        notes: null,
        image: laptop.image,
        webp: laptop.webp,
        is_partial: true,
        shipping: [
          { partial_id: 1, qty: 2 },
          { partial_id: 2, qty: 2 },
        ],
        price_negotiation: [],
        review: null,
        complaint: null,
      },
      {
        id: mouse.id,
        product_id: mouse.productId,
        name_product: "Mouse Nirkabel",
        qty: 4,
        unit: "Buah",
        price: 125_000,
        discount: 0,
        price_after_discount: 125_000,
        price_nego: null,
        is_nego: false,
        subtotal: 500_000,
        subtotal_nego: null,
        notes: null,
        image: mouse.image,
        webp: mouse.webp,
        is_partial: false,
        shipping: [{ partial_id: 1, qty: 4 }],
        price_negotiation: [],
        review: null,
        complaint: null,
      },
    ]);
  });

  it("answers the order's reviews (with images) and complaints, and marks their lines", async () => {
    const id = await seededId("INV/20260903/0001");
    const before = await read(demo, id);
    const [paper, pen] = before.data.transaction_detail;
    expect(before.reviews).toHaveLength(1);
    expect(before.reviews[0]).toMatchObject({
      star: 5,
      notes: "Kertas tebal dan rapi, pengiriman tepat waktu.",
      respon_notes: "Terima kasih atas kepercayaannya.",
      transaction_detail: { id: paper.id, name_product: "Kertas HVS A4 70 gsm" },
    });
    expect(before.complaint).toEqual([
      expect.objectContaining({
        description_complaint: "Dua pulpen dalam satu pak tidak keluar tintanya.",
        respon_admin: "Mohon maaf, penggantinya kami kirim bersama pesanan berikutnya.",
        transaction_detail: expect.objectContaining({ id: pen.id, name_product: "Pulpen Gel 0,5 mm Hitam" }),
      }),
    ]);
    expect(paper.review).toEqual({ id: before.reviews[0].id, star: 5 });
    expect(paper.complaint).toBeNull();
    expect(pen.complaint).toEqual({ id: before.complaint[0].id });
    expect(pen.review).toBeNull();

    const media = await api.handle.db
      .insert(reviewMedia)
      .values([
        { reviewId: before.reviews[0].id, image: "reviews/uji.jpg", webp: null },
        { reviewId: before.reviews[0].id, image: "reviews/uji-2.jpg", webp: "reviews/uji-2.webp" },
      ])
      .returning();
    try {
      // Field by field: the images come as a JSON column of the review's row, in the order they were added.
      const [stored] = await api.handle.db.select().from(reviews).where(eq(reviews.id, before.reviews[0].id));
      const [storedPaper] = await storedLines(id);
      expect((await read(demo, id)).reviews).toEqual([
        {
          id: stored.id,
          star: 5,
          notes: "Kertas tebal dan rapi, pengiriman tepat waktu.",
          respon_notes: "Terima kasih atas kepercayaannya.",
          created_at: stored.createdAt.toISOString(),
          image: [
            { image: "reviews/uji.jpg", webp: null },
            { image: "reviews/uji-2.jpg", webp: "reviews/uji-2.webp" },
          ],
          transaction_detail: {
            id: paper.id,
            name_product: "Kertas HVS A4 70 gsm",
            image: storedPaper.image,
            webp: storedPaper.webp,
          },
        },
      ]);
    } finally {
      await api.handle.db.delete(reviewMedia).where(
        inArray(
          reviewMedia.id,
          media.map((row) => row.id),
        ),
      );
    }
    expect((await read(demo, await seededId("INV/20260930/0016"))).reviews).toEqual([]);
  });

  it("answers 404 for another buyer's, an unknown or a malformed id, and 401 without a login", async () => {
    const id = await seededId("INV/20260910/0003");
    const error = await expectError(api.app, getRequest(other, `/api/transaction/${id}`), 404);
    expect(error.message).toBe("Data tidak ditemukan.");
    await expectError(api.app, getRequest(demo, "/api/transaction/99999999"), 404);
    await expectError(api.app, getRequest(demo, "/api/transaction/abc"), 400);
    await expectError(api.app, `/api/transaction/${id}`, 401);
  });
});

describe("GET /api/transaction/log/:id", () => {
  it("answers the order's log oldest first with section, values, round and product name", async () => {
    const id = await seededId("INV/20260910/0003");
    const log = await readLog(demo, id);
    const stored = await api.handle.db.select().from(transactionLogs).where(eq(transactionLogs.transactionId, id));
    expect(log).toHaveLength(stored.length);
    const times = log.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(log[0]).toMatchObject({
      section_change: "make order",
      name_section_change: "Pesanan dibuat",
      old_value: null,
      new_value: "pending",
      section_nego: null,
      transaction_detail: null,
    });
    const prices = log.filter((entry) => entry.section_change === "price");
    expect(
      prices.map((entry) => [
        entry.section_nego,
        entry.old_value,
        entry.new_value,
        entry.transaction_detail?.name_product,
      ]),
    ).toEqual([
      [1, expect.any(String), "1200000", "Kursi Kerja Ergonomis"],
      [2, "1200000", "1250000", "Kursi Kerja Ergonomis"],
    ]);
    const shipping = log.filter((entry) => entry.section_change === "shipping cost");
    expect(
      shipping.map((entry) => [entry.section_nego, entry.old_value, entry.new_value, entry.transaction_detail]),
    ).toEqual([
      [1, "320000", "250000", null],
      [2, "250000", "280000", null],
    ]);
  });

  it("orders entries by time, not by insertion", async () => {
    const id = await seededId("INV/20260912/0004");
    const [late] = await api.handle.db
      .insert(transactionLogs)
      .values({
        transactionId: id,
        sectionChange: "status",
        nameSectionChange: "Uji urutan",
        oldValue: "a",
        newValue: "b",
        createdAt: new Date("2020-01-01T00:00:00Z"),
      })
      .returning();
    try {
      const log = await readLog(demo, id);
      expect(log[0].name_section_change).toBe("Uji urutan");
      expect(log[0].created_at).toBe("2020-01-01T00:00:00.000Z");
    } finally {
      await api.handle.db.delete(transactionLogs).where(eq(transactionLogs.id, late.id));
    }
  });

  it("answers 404 for another buyer's or an unknown order and 401 without a login", async () => {
    const id = await seededId("INV/20260910/0003");
    await expectError(api.app, getRequest(other, `/api/transaction/log/${id}`), 404);
    await expectError(api.app, getRequest(demo, "/api/transaction/log/99999999"), 404);
    await expectError(api.app, getRequest(demo, "/api/transaction/log/0"), 400);
    await expectError(api.app, `/api/transaction/log/${id}`, 401);
    expect((await readLog(other, await seededId("INV/20260923/0009"))).length).toBeGreaterThan(0);
  });
});
