// Migration 0008 (decision 0121): an embedded database filled by the version before the treasury's
// order is built at migration 0007, filled with orders that version could leave, and upgraded. Orders
// paying or paid before anything was dispatched go back to process; everything else stays as it was.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "../../server/db/client";
import { migrate, migrationsFolder } from "../../server/db/migrate";
import { customers, payments, shipments, transactionLogs, transactions } from "../../server/db/schema";

const NOTE = "Penyesuaian alur: pembayaran setelah barang diterima";
const BEFORE_UPGRADE = new Date("2026-10-01T00:00:00Z");

/** The committed migrations up to and including `lastIdx`, as the older version shipped them. */
async function migrationsUpTo(lastIdx: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

type OldOrder = {
  key: string;
  status: string;
  /** Delivery batches: true when dispatched. */
  batches?: boolean[];
  payments?: string[];
};

/** What the old flow could leave behind, and what an upgrade makes of it (undefined: unchanged). */
const cases: (OldOrder & { expected?: { status: string; payments: string[] } })[] = [
  // (a) SPK saved, paying before delivery: back to process; attempts without money end.
  { key: "document", status: "document", batches: [false], expected: { status: "process", payments: [] } },
  {
    key: "pending_payment",
    status: "pending_payment",
    batches: [false, false],
    payments: ["expired", "pending"],
    expected: { status: "process", payments: ["expired", "expired"] },
  },
  {
    key: "payment_process",
    status: "payment_process",
    batches: [false],
    payments: ["reviewed"],
    expected: { status: "process", payments: ["expired"] },
  },
  {
    key: "payment_expired",
    status: "payment_expired",
    batches: [false],
    payments: ["expired"],
    expected: { status: "process", payments: ["expired"] },
  },
  {
    key: "payment_failed",
    status: "payment_failed",
    batches: [false],
    payments: ["failed"],
    expected: { status: "process", payments: ["expired"] },
  },
  // (b) Paid before being processed: back to process, the money kept.
  {
    key: "paid",
    status: "paid",
    batches: [false, false],
    payments: ["failed", "success"],
    expected: { status: "process", payments: ["failed", "success"] },
  },
  // (c) Being delivered: unchanged, their success payment kept.
  { key: "processed", status: "processed", batches: [false, false], payments: ["success"] },
  { key: "partial delivery", status: "partial delivery", batches: [true, false], payments: ["success"] },
  { key: "shipped", status: "shipped", batches: [true, true], payments: ["success"] },
  // Before the SPK, and ended: nothing to adjust.
  { key: "pending", status: "pending", batches: [false] },
  { key: "confirmed", status: "confirmed", batches: [false] },
  { key: "process", status: "process", batches: [false] },
  { key: "cancel", status: "cancel", batches: [false], payments: ["expired"] },
];

let handle: DbHandle;
let oldFolder: string;
const ids = new Map<string, number>();
let before: Awaited<ReturnType<typeof snapshot>>;
let after: Awaited<ReturnType<typeof snapshot>>;

/** The log's columns at migration 0007 (0012 adds who took a step). */
const { actorName: _name, actorRole: _role, ...logColumnsThen } = getTableColumns(transactionLogs);

async function snapshot(db: DbHandle["db"]) {
  return {
    // The columns this migration is about (later migrations add others, absent before the upgrade).
    orders: await db
      .select({ id: transactions.id, status: transactions.status, updatedAt: transactions.updatedAt })
      .from(transactions)
      .orderBy(asc(transactions.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    shipments: await db.select().from(shipments).orderBy(asc(shipments.id)),
    logs: await db.select(logColumnsThen).from(transactionLogs).orderBy(asc(transactionLogs.id)),
  };
}

beforeAll(async () => {
  oldFolder = await migrationsUpTo(7);
  handle = await openDb({});
  await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: oldFolder });
  const db = handle.db;
  const [buyer] = await db
    .insert(customers)
    .values({
      username: "lama",
      email: "lama@pengadaan.test",
      passwordHash: "x",
      name: "Pembeli Lama",
      instanceName: "Dinas Lama",
      phone: "081200000000",
    })
    .returning({ id: customers.id });
  for (const [index, order] of cases.entries()) {
    // By hand: the schema of today has columns (work units, migration 0010) the older version had not.
    const { rows } = (await db.execute(sql`
      insert into transactions (customer_id, invoice, status, idempotency_key, shipping_courier, shipping_service,
        shipping_cost, total_qty, total_price, total_ppn, grand_total, satker, name_receipt, phone_receipt, address,
        sub_district, district, province, postal_code, created_at, updated_at)
      values (${buyer.id}, ${`INV/20260801/${String(index + 1).padStart(4, "0")}`}, ${order.status}, ${`lama-${index}`},
        'jne', 'REG', 20000, 1, 100000, 11000, 131000, 'Dinas Lama', 'Penerima', '081200000000', 'Jl. Lama 1',
        'Mariso', 'Kota Makassar', 'Sulawesi Selatan', '90121', ${BEFORE_UPGRADE}, ${BEFORE_UPGRADE})
      returning id`)) as unknown as { rows: { id: number }[] };
    const row = rows[0];
    ids.set(order.key, row.id);
    for (const [batch, dispatched] of (order.batches ?? []).entries()) {
      await db.insert(shipments).values({
        transactionId: row.id,
        partialId: batch + 1,
        shippingCost: 10_000,
        status: dispatched ? "shipped" : "pending",
        noAirwaybill: dispatched ? `AWB${row.id}${batch + 1}` : null,
        dateDelivery: dispatched ? BEFORE_UPGRADE : null,
        createdAt: BEFORE_UPGRADE,
      });
    }
    for (const status of order.payments ?? []) {
      await db.insert(payments).values({
        transactionId: row.id,
        paymentService: "BPD",
        nominal: 131_000,
        status,
        createdAt: BEFORE_UPGRADE,
        updatedAt: BEFORE_UPGRADE,
      });
    }
    // By hand too: today's log has columns (who took a step, migration 0012) the older version had not.
    await db.execute(sql`
      insert into transaction_logs (transaction_id, section_change, name_section_change, new_value, created_at)
      values (${row.id}, 'make order', 'Pesanan dibuat', 'pending', ${BEFORE_UPGRADE})`);
  }
  before = await snapshot(db);
  await migrate(handle);
  after = await snapshot(db);
});

afterAll(async () => {
  await handle?.close();
  if (oldFolder) await rm(oldFolder, { recursive: true, force: true });
});

describe("migration 0008: existing orders after the treasury's order", () => {
  it.each(cases.filter((order) => order.expected))("moves $key before delivery to process", (order) => {
    const id = ids.get(order.key)!;
    expect(after.orders.find((row) => row.id === id)?.status).toBe(order.expected!.status);
    expect(after.orders.find((row) => row.id === id)!.updatedAt.getTime()).toBeGreaterThan(BEFORE_UPGRADE.getTime());
    expect(after.payments.filter((row) => row.transactionId === id).map((row) => row.status)).toEqual(
      order.expected!.payments,
    );
    const added = after.logs.filter((log) => log.transactionId === id && !before.logs.some((old) => old.id === log.id));
    expect(added).toEqual([
      expect.objectContaining({
        sectionChange: "status",
        nameSectionChange: NOTE,
        oldValue: order.status,
        newValue: "process",
        actor: "system",
        actorId: null,
        transactionDetailId: null,
      }),
    ]);
  });

  it("keeps the money of an order paid before being processed", () => {
    const id = ids.get("paid")!;
    const success = after.payments.find((row) => row.transactionId === id && row.status === "success");
    expect(success).toEqual(before.payments.find((row) => row.id === success?.id));
  });

  it("changes nothing else: dispatched, earlier and ended orders, the batches, the untouched payments", () => {
    const changed = new Set(cases.filter((order) => order.expected).map((order) => ids.get(order.key)));
    expect(after.orders.filter((row) => !changed.has(row.id))).toEqual(
      before.orders.filter((row) => !changed.has(row.id)),
    );
    for (const key of ["processed", "partial delivery", "shipped", "pending", "confirmed", "process", "cancel"]) {
      expect(after.orders.find((row) => row.id === ids.get(key))?.status).toBe(key);
    }
    expect(after.shipments).toEqual(before.shipments);
    const expiredNow = after.payments.filter(
      (row) => before.payments.find((old) => old.id === row.id)?.status !== row.status,
    );
    expect(expiredNow.every((row) => row.status === "expired" && changed.has(row.transactionId))).toBe(true);
    expect(after.payments.filter((row) => !expiredNow.includes(row))).toEqual(
      before.payments.filter((row) => !expiredNow.some((moved) => moved.id === row.id)),
    );
    expect(after.logs.slice(0, before.logs.length)).toEqual(before.logs);
    expect(after.logs).toHaveLength(before.logs.length + changed.size);
  });

  it("runs once: starting again changes nothing", async () => {
    await migrate(handle);
    expect(await snapshot(handle.db)).toEqual(after);
    const [row] = await handle.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, ids.get("pending_payment")!));
    expect(row.status).toBe("process");
  });
});
