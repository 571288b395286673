import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useApiSuite } from "../helpers/api-suite";
import {
  transactionListMessages,
  transactionListResponse,
  type TransactionListItem,
} from "../../server/contract/transaction";
import { transactions } from "../../server/db/schema";
import { getRequest, type Buyer } from "./buyer-session";
import { call, expectError } from "./support";

const { api, demo, other } = useApiSuite();

const listUrl = (buyer: Buyer, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `/api/transaction/list-transaction/${buyer.id}${search ? `?${search}` : ""}`;
};

async function list(buyer: Buyer, query: Record<string, string | number> = {}) {
  const { response, body } = await call(api.app, transactionListResponse, getRequest(buyer, listUrl(buyer, query)));
  expect(response.statusCode).toBe(200);
  return body.data;
}

/** The buyer's rows as the database holds them, newest first. */
async function storedRows(buyer: Buyer) {
  const rows = await api.handle.db
    .select({
      id: transactions.id,
      invoice: transactions.invoice,
      status: transactions.status,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(eq(transactions.customerId, buyer.id));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

const invoices = (items: TransactionListItem[]) => items.map((item) => item.invoice);

describe("GET /api/transaction/list-transaction/:userId", () => {
  it("answers the caller's transactions newest first by created_at, five per page by default, with the total", async () => {
    const stored = await storedRows(demo);
    expect(stored.length).toBeGreaterThan(5);
    const page = await list(demo);
    expect(page).toMatchObject({
      current_page: 1,
      per_page: 5,
      total: stored.length,
      last_page: Math.ceil(stored.length / 5),
    });
    expect(invoices(page.data)).toEqual(stored.slice(0, 5).map((row) => row.invoice));
    expect(Object.keys(page.data[0]).sort()).toEqual(["created_at", "id", "invoice", "status"]);
    expect(page.data[0].created_at).toBe(stored[0].createdAt.toISOString());
    const times = page.data.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("orders by created_at, not by id", async () => {
    const [oldest] = (await storedRows(demo)).slice(-1);
    await api.handle.db
      .update(transactions)
      .set({ createdAt: new Date("2030-01-01T00:00:00Z") })
      .where(eq(transactions.id, oldest.id));
    try {
      const page = await list(demo);
      expect(page.data[0].id).toBe(oldest.id);
    } finally {
      await api.handle.db
        .update(transactions)
        .set({ createdAt: oldest.createdAt })
        .where(eq(transactions.id, oldest.id));
    }
  });

  it("pages with per_page 5, 10, 25, 50 or 100; a page past the end is empty", async () => {
    const stored = await storedRows(demo);
    const second = await list(demo, { page: 2 });
    expect(invoices(second.data)).toEqual(stored.slice(5, 10).map((row) => row.invoice));
    const ten = await list(demo, { per_page: 10 });
    expect(ten).toMatchObject({ per_page: 10, last_page: Math.ceil(stored.length / 10) });
    expect(invoices(ten.data)).toEqual(stored.slice(0, 10).map((row) => row.invoice));
    const past = await list(demo, { page: 99 });
    expect(past).toMatchObject({ data: [], total: stored.length, current_page: 99 });
    expect((await list(demo, { page: 0 })).current_page).toBe(1);
    for (const size of [25, 50, 100]) expect((await list(demo, { per_page: size })).per_page).toBe(size);
  });

  it("rejects a page size outside the list and a page that is not a whole number", async () => {
    for (const perPage of ["7", "1000", "abc"]) {
      const error = await expectError(api.app, getRequest(demo, listUrl(demo, { per_page: perPage })), 400);
      expect(error.data).toEqual({ per_page: [transactionListMessages.perPage] });
    }
    const error = await expectError(api.app, getRequest(demo, listUrl(demo, { page: "1.5" })), 400);
    expect(error.data).toEqual({ page: [transactionListMessages.page] });
  });

  it("searches the invoice, ignoring case", async () => {
    const page = await list(demo, { search: "inv/20260912/0004" });
    expect(invoices(page.data)).toEqual(["INV/20260912/0004"]);
    expect(page.total).toBe(1);
    expect((await list(demo, { search: "0004" })).data.map((item) => item.invoice)).toEqual(["INV/20260912/0004"]);
  });

  it("searches the status by its raw text or by its badge label", async () => {
    expect(invoices((await list(demo, { search: "PAYMENT_EXPIRED" })).data)).toEqual(["INV/20260920/0007"]);
    expect(invoices((await list(demo, { search: "Payment expired" })).data)).toEqual(["INV/20260920/0007"]);
    expect(invoices((await list(demo, { search: "partial delivery" })).data)).toEqual(["INV/20260905/0002"]);
    const pending = await list(demo, { search: "pending", per_page: 100 });
    expect(pending.data.map((item) => item.status).sort()).toEqual(
      (await storedRows(demo))
        .filter((row) => row.status.includes("pending"))
        .map((row) => row.status)
        .sort(),
    );
  });

  it("searches the date as the list shows it (WITA, Indonesian month), unpadded or ISO", async () => {
    const [row] = (await storedRows(demo)).filter((stored) => stored.invoice === "INV/20260912/0004");
    const local = new Date(row.createdAt.getTime() + 8 * 3_600_000);
    const months = [
      "januari",
      "februari",
      "maret",
      "april",
      "mei",
      "juni",
      "juli",
      "agustus",
      "september",
      "oktober",
      "november",
      "desember",
    ];
    const day = local.getUTCDate();
    const month = months[local.getUTCMonth()];
    const year = local.getUTCFullYear();
    const iso = local.toISOString().slice(0, 10);
    for (const search of [
      `${String(day).padStart(2, "0")} ${month} ${year}`,
      `${day} ${month.toUpperCase()} ${year}`,
      iso,
    ]) {
      expect(invoices((await list(demo, { search })).data), search).toContain(row.invoice);
    }
    const all = await storedRows(demo);
    const sameMonth = await list(demo, { search: `${month} ${year}`, per_page: 100 });
    expect(sameMonth.total).toBe(
      all.filter((stored) => {
        const at = new Date(stored.createdAt.getTime() + 8 * 3_600_000);
        return at.getUTCMonth() === local.getUTCMonth() && at.getUTCFullYear() === year;
      }).length,
    );
  });

  it("finds nothing for a search that matches nothing; LIKE wildcards are literal", async () => {
    for (const search of ["tidak-ada-yang-cocok", "%", "\\"]) {
      const page = await list(demo, { search });
      expect(page).toMatchObject({ data: [], total: 0, last_page: 0 });
    }
    // `_` is an underscore, not "any character": only statuses spelled with one match.
    const underscored = (await storedRows(demo)).filter((row) => row.status.includes("_") || row.invoice.includes("_"));
    expect((await list(demo, { search: "_", per_page: 100 })).total).toBe(underscored.length);
    // A blank search is no search.
    expect((await list(demo, { search: "   " })).total).toBe((await storedRows(demo)).length);
  });

  it("shows each buyer only their own transactions", async () => {
    const mine = await list(other, { per_page: 100 });
    expect(invoices(mine.data).sort()).toEqual((await storedRows(other)).map((row) => row.invoice).sort());
    const demoInvoices = new Set((await storedRows(demo)).map((row) => row.invoice));
    expect(mine.data.some((item) => demoInvoices.has(item.invoice))).toBe(false);
    // Searching for another buyer's invoice finds nothing.
    expect((await list(other, { search: "INV/20260912/0004" })).total).toBe(0);
  });

  it("answers 404 for another buyer's userId and 401 without a token", async () => {
    await expectError(api.app, getRequest(demo, `/api/transaction/list-transaction/${other.id}`), 404);
    await expectError(api.app, getRequest(other, `/api/transaction/list-transaction/${demo.id}`), 404);
    await expectError(api.app, getRequest(null, `/api/transaction/list-transaction/${demo.id}`), 401);
  });

  it("leaves GET transaction/:id as it was", async () => {
    const [row] = await storedRows(demo);
    const response = await api.app.inject(getRequest(demo, `/api/transaction/${row.id}`));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data.invoice).toBe(row.invoice);
  });
});
