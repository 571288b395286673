// Query budgets of the buyer's dashboard list (`waitingFor`, GET /api/team/waiting) and order page
// (`getTransaction`, GET /api/transaction/:id). PGlite answers one query at a time at a fixed cost above
// that of its rows, so these hold each call to its number of queries: a later change that reads a
// child in a query of its own fails here rather than in the benchmark.
import type { PGlite } from "@electric-sql/pglite";
import { asc, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { getTransaction } from "../../server/modules/transaction/service";
import { waitingFor } from "../../server/modules/team/waiting";
import { createTestDb, DEMO_LOGIN } from "../helpers/test-db";

const { customers, negotiationItems, negotiations, paymentProofs, payments, reviewMedia, reviews, transactionDetails } =
  schema;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle?.close());

/** A second Drizzle over the test database's own client, logging every statement it sends. */
function countingDb(): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client: unknown = (handle.db as unknown as { $client: unknown }).$client;
  const db =
    handle.kind === "pglite"
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { db: db as unknown as Db, statements };
}

async function demoId(): Promise<number> {
  const [row] = await handle.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_LOGIN.email));
  return row.id;
}

describe("query budgets", () => {
  it("reads an order with rounds, reviews with images, complaints, a paid proof and an SPK in 6 queries", async () => {
    const [order] = await handle.db
      .select()
      .from(schema.transactions)
      .where(eq(schema.transactions.invoice, "INV/20260903/0001"));
    // The seeded order has a review (of its first line), a complaint, a payment and an SPK; every child
    // gets a row too.
    const [line] = await handle.db
      .select()
      .from(transactionDetails)
      .where(eq(transactionDetails.transactionId, order.id))
      .orderBy(asc(transactionDetails.id));
    const [round] = await handle.db
      .insert(negotiations)
      .values({ transactionId: order.id, negoStep: 1, isAdmin: false, shippingNewPrice: 150_000 })
      .returning();
    await handle.db.insert(negotiationItems).values({
      negotiationId: round.id,
      transactionDetailId: line.id,
      oldPrice: line.price,
      newPrice: line.price - 1,
    });
    const [review] = await handle.db.select().from(reviews).where(eq(reviews.transactionDetailId, line.id));
    await handle.db.insert(reviewMedia).values({ reviewId: review.id, image: "reviews/uji.jpg", webp: null });
    const [payment] = await handle.db.select().from(payments).where(eq(payments.transactionId, order.id));
    await handle.db.insert(paymentProofs).values({
      paymentId: payment.id,
      accountNumber: "1",
      accountName: "Uji",
      bankName: "Bank",
      file: "f",
      mime: "image/png",
    });

    const { db, statements } = countingDb();
    const answer = await getTransaction(db, await demoId(), order.id);
    expect(answer.negotiations[0].product_negotiation).toHaveLength(1);
    expect(answer.data.transaction_detail.every((detail) => detail.shipping.length > 0)).toBe(true);
    expect(answer.reviews[0].image).toHaveLength(1);
    expect(answer.complaint).toHaveLength(1);
    expect(answer.payment?.proof).not.toBeNull();
    expect(answer.spk).not.toBeNull();
    expect(answer.unit_officials.members).toBeGreaterThan(0);
    // The row (with the caller's roles and the unit's officials), the lines, the rounds, the reviews,
    // the complaints, and the buyer block with the payment and the SPK.
    expect(statements.length, statements.join("\n\n")).toBeLessThanOrEqual(6);
  });

  it("lists the orders waiting for the caller in 2 queries", async () => {
    const { db, statements } = countingDb();
    const waiting = await waitingFor(db, await demoId());
    // The seeded unit of one holds every role, and its orders wait in each of them.
    expect(new Set(waiting.map((order) => order.role))).toEqual(new Set(["pp", "ppk", "penerima", "bendahara"]));
    // The membership, then the unit's orders with their facts.
    expect(statements.length, statements.join("\n\n")).toBeLessThanOrEqual(2);
  });
});
